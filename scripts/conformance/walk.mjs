// The conformance walk: signs in to a backend, calls the read operations of the contract with ids the backend itself
// returned, and checks every answer's status and body against the contract.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** GET operations that start work on the server (or stream): not walked. */
export const NOT_WALKED = {
  subscribeEvents: 'an event stream',
  startFsspSearch: 'starts a search at the FSSP',
  startDealComparison: 'starts a comparison of deals',
  buildReport: 'orders a report',
};

/** The ids in the items of a list: `id` of each item is the value of this parameter name. */
const ITEM_IDS = {
  listDeals: 'dealId',
  listDealHistory: 'dealId',
  listTasks: 'taskId',
  listUnderwriterTasks: 'taskId',
  listPledges: 'pledgeId',
  listDealCommonComments: 'commentId',
  listDocuments: 'documentId',
  listStaticFiles: 'code',
  listReports: 'hash',
};

const METHODS = ['get'];
/** How many values an operation is tried with while the backend answers 404 or 400. */
const ATTEMPTS = 4;

/** The operations of the spec to walk: every GET with its parameters resolved through `$ref`. */
export function readOperations(spec) {
  const resolve = (node) => (node?.$ref ? resolve(pointer(spec, node.$ref)) : node);
  const operations = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
      const responses = Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, resolve(r)]));
      operations.push({ id: op.operationId, method: method.toUpperCase(), path, parameters, responses });
    }
  }
  return operations;
}

function pointer(spec, ref) {
  return ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

/** Values by name, harvested from every answer: each scalar under its key, and the ids of list items. */
export function createPools() {
  const pools = new Map();
  const add = (name, value) => {
    if (value === null || value === '' || (typeof value !== 'number' && typeof value !== 'string')) return;
    const pool = pools.get(name) ?? [];
    if (!pool.includes(value) && pool.length < 20) pool.push(value);
    pools.set(name, pool);
  };
  const walk = (node, depth = 0) => {
    if (depth > 12 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => walk(child, depth + 1));
    for (const [key, value] of Object.entries(node)) {
      if (value !== null && typeof value === 'object') walk(value, depth + 1);
      else add(key, value);
    }
  };
  const items = (node) => {
    if (Array.isArray(node)) return node;
    if (node && typeof node === 'object') {
      for (const value of Object.values(node)) {
        const found = items(value);
        if (found.length > 0) return found;
      }
    }
    return [];
  };
  return {
    harvest(operationId, body) {
      walk(body);
      const name = ITEM_IDS[operationId];
      if (name) for (const item of items(body)) if (item && typeof item === 'object') add(name, item.id ?? item[name]);
    },
    get: (name) => pools.get(name) ?? [],
  };
}

/** A value for a parameter: the backend's own (by name), else the schema's enum, example or default. */
function valueOf(parameter, pools, attempt) {
  const schema = parameter.schema ?? {};
  const item = schema.type === 'array' ? (schema.items ?? {}) : schema;
  const own = pools.get(parameter.name);
  if (item.enum?.length) return item.enum.find((v) => own.includes(v)) ?? item.enum[attempt % item.enum.length];
  const example =
    parameter.example ?? schema.example ?? item.example ?? Object.values(parameter.examples ?? {})[0]?.value;
  const fromExample = Array.isArray(example) ? example[0] : example;
  // An id is the backend's own; a word (a type, a case) is the contract's, as keys like `type` mean many things.
  const isId = /id$/i.test(parameter.name) || ['hash', 'guid', 'code'].includes(parameter.name);
  if (!isId && fromExample !== undefined) return fromExample;
  if (own.length > 0) return own[attempt % own.length];
  if (fromExample !== undefined) return fromExample;
  if (item.default !== undefined) return item.default;
  return undefined;
}

/**
 * The URL of an operation with its path and required query parameters, or the names it has no value for; `attempt`
 * picks the next of the backend's values (another deal, another person) when an earlier one was refused.
 */
export function urlOf(operation, pools, attempt = 0) {
  const missing = [];
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && !(parameter.in === 'query' && parameter.required)) continue;
    const value = valueOf(parameter, pools, attempt);
    if (value === undefined) {
      missing.push(parameter.name);
      continue;
    }
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else query.append(parameter.name, String(value));
  }
  const search = query.toString();
  return missing.length > 0 ? { missing } : { url: search ? `${path}?${search}` : path };
}

/** Checks one answer against the operation's responses: null when it conforms, else why not. */
export function createChecker(spec) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: spec.components });
  const compiled = new Map();
  const validator = (schema) => {
    const text = JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/');
    if (!compiled.has(text)) compiled.set(text, ajv.compile(JSON.parse(text)));
    return compiled.get(text);
  };
  return (operation, status, contentType, text) => {
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) return `status ${status} is not in the contract (${Object.keys(operation.responses).join(', ')})`;
    const content = response.content ?? {};
    const types = Object.keys(content);
    if (types.length === 0) return null;
    const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const media = content[type];
    if (!media) return `content type '${type}' is not one of ${types.join(', ')}`;
    if (!type.includes('json')) return null;
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return 'the body is not JSON';
    }
    if (!media.schema) return null;
    const validate = validator(media.schema);
    if (validate(body)) return null;
    return ajv.errorsText(validate.errors?.slice(0, 3), { dataVar: 'body' });
  };
}

/**
 * Walks the read operations as one user: sign-in, then rounds over the operations whose parameters have values,
 * harvesting ids from each answer, until a round walks nothing new. Returns a row per operation.
 */
export async function walk({ spec, base, username, password, fetch: fetchImpl = fetch, log = () => {} }) {
  const origin = base.replace(/\/+$/, '');
  const signIn = await fetchImpl(`${origin}/api/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in of ${username} at ${origin} answered ${signIn.status}`);
  const { token } = await signIn.json();
  const check = createChecker(spec);
  const pools = createPools();
  const rows = new Map();
  const operations = readOperations(spec);
  for (const op of operations) {
    if (NOT_WALKED[op.id])
      rows.set(op.id, { operation: op.id, url: op.path, verdict: 'skipped', detail: NOT_WALKED[op.id] });
  }
  for (let round = 0; round < 5; round++) {
    let walked = 0;
    for (const op of operations) {
      if (rows.get(op.id)?.status !== undefined || NOT_WALKED[op.id]) continue;
      const target = urlOf(op, pools);
      if (!target.url) {
        rows.set(op.id, {
          operation: op.id,
          url: op.path,
          verdict: 'skipped',
          detail: `no value for ${target.missing.join(', ')}`,
        });
        continue;
      }
      // A documented refusal may be the value's (another user's deal): a few other values are tried.
      let row;
      const tried = new Set();
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const { url } = attempt === 0 ? target : urlOf(op, pools, attempt);
        if (tried.has(url)) break;
        tried.add(url);
        const res = await fetchImpl(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
        const contentType = res.headers.get('content-type');
        const text = contentType?.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
        const broken = check(op, res.status, contentType, text);
        const verdict = broken ? 'break' : res.status < 300 ? 'ok' : 'refused';
        row = { operation: op.id, url, status: res.status, verdict, detail: broken ?? '' };
        log(`${verdict.padEnd(7)} ${res.status} ${url}`);
        if (res.status < 300 && text) {
          try {
            pools.harvest(op.id, JSON.parse(text));
          } catch {
            // not JSON: reported above when it should be
          }
        }
        if (verdict !== 'refused' || res.status === 401 || res.status === 403) break;
      }
      rows.set(op.id, row);
      walked += 1;
    }
    if (walked === 0) break;
  }
  return [...rows.values()];
}

/** The rows as a Markdown table, breaks first, and the counts. */
export function report(rows, username) {
  const order = { break: 0, refused: 1, skipped: 2, ok: 3 };
  const sorted = [...rows].sort(
    (a, b) => order[a.verdict] - order[b.verdict] || a.operation.localeCompare(b.operation),
  );
  const count = (verdict) => rows.filter((r) => r.verdict === verdict).length;
  const lines = [
    `conformance as ${username}: ${rows.length} read operations — ${count('ok')} ok, ${count('refused')} refused (a documented 4xx), ${count('skipped')} skipped, ${count('break')} breaking the contract`,
    '',
    '| verdict | status | operation | called | why |',
    '|---|---|---|---|---|',
    ...sorted.map(
      (r) => `| ${r.verdict} | ${r.status ?? ''} | ${r.operation} | ${r.url} | ${r.detail.replace(/\|/g, '\\|')} |`,
    ),
  ];
  return lines.join('\n');
}
