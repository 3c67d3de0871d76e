import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { contractValidators } from '../contract/ajv';
import { buildRouteSchema, JSON_TYPE, type OperationInfo } from '../contract/route-schema';
import { loadSpec, type JsonSchema, type Parameter } from '../contract/spec';
import { snapshotStore } from '../domain/store/store-state';
import { testApp } from '../testing/app';
import { contractCalls, derefSpec as deref } from '../testing/contract-calls';

/**
 * Bad input, generated (fast-check): every operation the stub serves, called by a user the access table lets through
 * on a deal they work, with requests made from the operation's contract and then spoilt: a path id of another type,
 * huge, negative, unicode with NUL or a path traversal; query values and fields of the wrong type or unknown; bodies
 * with a field of the wrong type, a required one missing, fields the contract does not know, huge and unicode strings,
 * deep nesting, numbers out of range, broken JSON, another content type; uploads too large. Every answer is a 4xx in
 * the contract's shape (never a 5xx), and a refused request leaves the saved state byte-identical.
 */

const spec = loadSpec();
const { compile } = contractValidators(spec);
let app: FastifyInstance;
const { servedOperations, userFor, headersOf, pathValue } = contractCalls(() => app);

beforeAll(async () => {
  app = await testApp();
  await app.ready();
});
afterAll(() => app?.close());

/** How many spoilt requests per operation (FUZZ_RUNS raises it for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** The hub's subscription streams on success; sign-in failures are counted by the limiter (its own tests). */
const SKIPPED = new Set(['subscribeEvents', 'createToken']);

/** Values no contract field wants: of every JSON type, huge, negative, unicode with NUL, deeply nested. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('x'.repeat(70_000), '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '\u202e\uFEFF', '<script>'),
  fc.integer(),
  fc.constantFrom(-1, 0, -1e21, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.nat({ max: 400 }).map((depth) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i++) value = { a: [value] };
    return value;
  }),
);

/** A path or query value that is not one: text for numbers, huge and negative numbers, NUL, traversal. */
const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constantFrom('-1', '0', '1e21', '99999999999999999999999', '3.5', 'NaN', 'null', 'true', '%00', 'a\u0000b'),
  fc.constantFrom('../../etc/passwd', '..\\..\\windows', '%2e%2e%2f%2e%2e%2f', 'x'.repeat(5_000)),
);

/** A value a schema takes (the simplest: its first enum value, its minimum, a date...). */
function sampleOf(schema: JsonSchema, depth = 0): unknown {
  const s = deref<JsonSchema>(schema);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.const !== undefined) return s.const;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (Array.isArray(s[key])) return sampleOf((s[key] as JsonSchema[])[0]!, depth + 1);
  }
  const type = [s.type].flat()[0];
  if (type === 'object' || s.properties) {
    if (depth > 6) return {};
    const required = (s.required as string[] | undefined) ?? [];
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name] ?? {}, depth + 1)]));
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (type === 'boolean') return true;
  if (s.format === 'date') return '2026-11-20';
  if (s.format === 'date-time') return '2026-11-20T10:00:00+03:00';
  return 'x';
}

interface Spoilt {
  what: string;
  options: InjectOptions & { url: string };
}

/** The arbitrary of spoilt requests of one operation, by a user whose path values are the seeded world's. */
function spoiltRequests(op: OperationInfo, user: string | null): fc.Arbitrary<Spoilt> {
  const schema = buildRouteSchema(spec, op);
  const params = [...op.pathParameters, ...(op.operation.parameters ?? [])].map((p) => deref<Parameter>(p));
  const path = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const values = Object.fromEntries(path.map((p) => [p.name, pathValue(p, user)]));
  const urlWith = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(overrides[name] ?? values[name]!));
  const method = op.method as 'GET' | 'POST';
  const url = urlWith();
  const body = schema.body ? deref<JsonSchema>(schema.body as JsonSchema) : undefined;
  const sample = body ? (sampleOf(body) as Record<string, unknown>) : undefined;
  const json = (what: string, payload: string, type = JSON_TYPE): Spoilt => ({
    what,
    options: { method, url, payload, headers: { 'content-type': type } },
  });

  const choices: fc.Arbitrary<Spoilt>[] = [];
  if (path.length > 0) {
    choices.push(
      fc.tuple(fc.constantFrom(...path.map((p) => p.name)), junkText).map(([name, value]) => ({
        what: `path ${name}=${JSON.stringify(value.slice(0, 40))}`,
        options: { method, url: urlWith({ [name]: value }) },
      })),
    );
  }
  const queryNames = [...query.map((p) => p.name), 'unknownField', '__proto__', 'constructor[prototype][x]'];
  choices.push(
    fc.tuple(fc.constantFrom(...queryNames), junkText).map(([name, value]) => ({
      what: `query ${name}=${JSON.stringify(value.slice(0, 40))}`,
      options: { method, url: `${url}?${encodeURIComponent(name)}=${encodeURIComponent(value)}` },
    })),
  );
  if (op.requestTypes.includes(JSON_TYPE) && body && sample && typeof sample === 'object') {
    const properties = Object.keys((body.properties ?? {}) as object);
    const required = (body.required as string[] | undefined) ?? [];
    if (properties.length > 0) {
      choices.push(
        fc
          .tuple(fc.constantFrom(...properties), junk)
          .map(([name, value]) => json(`field ${name} spoilt`, JSON.stringify({ ...sample, [name]: value }))),
      );
    }
    if (required.length > 0) {
      choices.push(
        fc.constantFrom(...required).map((name) => {
          const rest = { ...sample };
          delete rest[name];
          return json(`required ${name} missing`, JSON.stringify(rest));
        }),
      );
    }
    choices.push(
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), junk)
        .map(([name, value]) =>
          json(`an unknown field ${JSON.stringify(name)}`, JSON.stringify({ ...sample, [`zz${name}`]: value })),
        ),
      junk.map((value) => json('a body of junk', JSON.stringify(value))),
      fc.string({ maxLength: 30 }).map((text) => json('broken JSON', `{"a": ${text}`)),
      fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png')
        .map((type) => json(`a body as ${type}`, JSON.stringify(sample), type)),
    );
  }
  if (op.requestTypes.some((type) => type.startsWith('multipart/'))) {
    // An upload beyond every config's limit (the largest allows 20 MB), and a part of another name.
    choices.push(
      fc.constantFrom(25 * 1024 * 1024, 1).map((size) => {
        const boundary = 'fuzz-boundary';
        const part = size > 1 ? 'file' : 'other';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          Buffer.alloc(size, 0x25),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return {
          what: size > 1 ? 'an upload of 25 MB' : 'a part of another name',
          options: { method, url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
        };
      }),
    );
  }
  return fc.oneof(...choices);
}

/** The saved state, without the moment it was taken. */
const state = () => JSON.stringify({ ...snapshotStore(app.store), savedAt: null });

describe('bad input, generated from the contract', () => {
  it('answers every spoilt request with a 4xx of the contract’s shape and changes nothing when it refuses', async () => {
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    const operations = servedOperations().filter((op) => !SKIPPED.has(op.operationId));
    for (const op of operations) {
      const user = userFor(op.operationId);
      const headers = await headersOf(user);
      const responses = (buildRouteSchema(spec, op).response ?? {}) as Record<string, JsonSchema>;
      const arbitrary = spoiltRequests(op, user);
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ what, options }) => {
          const before = state();
          const res = await app.inject({ ...options, headers: { ...options.headers, ...headers } });
          sent++;
          const label = `${op.operationId} (${options.method} ${options.url.slice(0, 120)}) as ${user ?? 'anyone'}, ${what}`;
          if (res.statusCode >= 500) {
            failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            return;
          }
          if (res.statusCode < 400) return; // a spoilt value may still be one the operation takes (an unknown filter)
          refused++;
          const declared = responses[String(res.statusCode)];
          const parsed = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
          const shaped = declared
            ? compile('response', declared)(parsed)
            : typeof parsed === 'object' && parsed !== null;
          if (!shaped)
            failures.push(`${label}: ${res.statusCode} not in the contract's shape: ${res.body.slice(0, 200)}`);
          if (state() !== before) failures.push(`${label}: ${res.statusCode}, yet the saved state changed`);
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261128) },
      );
    }
    console.info(
      `fuzz: ${sent} requests to ${operations.length} operations, ${refused} refused, ${failures.length} failures`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(sent).toBe(operations.length * RUNS);
  }, 300_000);
});
