// The contract pipeline: generated/ must be exactly what `npm run codegen` writes, and the contract must
// define every operation of ../shared/contract/operations.txt, with examples their schemas accept.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { generate } from './codegen.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));

/** Lines of operations.txt grouped by their "# --- section" header. */
function operationsBySection() {
  const sections = new Map();
  let current = '';
  for (const raw of readFileSync(join(root, '../shared/contract/operations.txt'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('# ---')) current = line.slice(5).trim();
    else if (line && !line.startsWith('#')) sections.set(current, [...(sections.get(current) ?? []), line]);
  }
  return sections;
}

const normalise = (path) => path.replace(/\{[^}]*\}/g, '{}');
const defined = new Set(
  Object.entries(spec.paths).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((m) => item[m])
      .map((m) => `${m.toUpperCase()} ${normalise(path)}`),
  ),
);

describe('contract pipeline', () => {
  it('generated/ is what codegen writes from openapi/ (run npm run codegen when this fails)', async () => {
    const files = await generate();
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(root, 'generated', name), 'utf8'), `generated/${name} is stale`).toBe(text);
    }
  });

  it('defines every operation of ../shared/contract/operations.txt (path parameters compared by position)', () => {
    const lines = [...operationsBySection().values()].flat();
    expect(lines.length).toBeGreaterThanOrEqual(159);
    const missing = lines.filter((line) => {
      const [method, path] = line.split(/\s+/);
      return !defined.has(`${method} ${normalise(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every example a value that its schema accepts', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: spec.components });
    const rewrite = (node) => JSON.parse(JSON.stringify(node).replace(/"\$ref":"#\//g, '"$ref":"openapi#/'));
    const failures = [];
    const check = (where, schema, value) => {
      if (!schema || value === undefined) return;
      const validate = ajv.compile(rewrite(schema));
      if (!validate(value)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    };
    const resolve = (node) =>
      node?.$ref
        ? resolve(
            node.$ref
              .slice(2)
              .split('/')
              .reduce((o, k) => o[k.replace(/~1/g, '/')], spec),
          )
        : node;
    const checkMedia = (where, content) => {
      for (const [type, media] of Object.entries(content ?? {})) {
        if (media.example !== undefined) check(`${where} ${type}`, media.schema, media.example);
        for (const [name, ex] of Object.entries(media.examples ?? {}))
          check(`${where} ${type} example ${name}`, media.schema, resolve(ex).value);
      }
    };
    for (const [name, schema] of Object.entries(spec.components.schemas))
      check(`schema ${name}`, { $ref: `#/components/schemas/${name}` }, schema.example);
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of (op.parameters ?? []).map(resolve)) check(`${where} parameter ${p.name}`, p.schema, p.example);
        checkMedia(`${where} request`, resolve(op.requestBody)?.content);
        for (const [status, response] of Object.entries(op.responses))
          checkMedia(`${where} ${status}`, resolve(response).content);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives every operation a unique operationId, a tag and a 4xx answer', () => {
    const ids = [];
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(op.tags?.length, `${method} ${path} has no tag`).toBeGreaterThan(0);
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('4')),
          `${method} ${path} has no 4xx`,
        ).toBe(true);
        ids.push(op.operationId);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('emits the value sets both apps take from it: enums as arrays, x- maps as constants that stay inside their enums', async () => {
    const generated = await import('@autocredit/generated/api');
    const schemas = spec.components.schemas;
    expect(generated.excludedRegionCodeValues).toEqual(schemas.ExcludedRegionCode.enum);
    expect(generated.decisionPopupTypeValues).toEqual(schemas.DecisionPopupType.enum);
    expect(generated.reportPrivilegeValues).toEqual(schemas.ReportPrivilege.enum);
    // every report type has its privilege, one of the report privileges
    expect(Object.keys(generated.reportTypePrivileges).sort()).toEqual([...schemas.ReportType.enum].sort());
    for (const privilege of Object.values(generated.reportTypePrivileges))
      expect(schemas.ReportPrivilege.enum).toContain(privilege);
    // the buttons open the popup for kinds the enum has, the final decision's apart
    for (const kind of Object.values(generated.decisionPopupTypeButtons))
      expect(schemas.DecisionPopupType.enum).toContain(kind);
  });
});
