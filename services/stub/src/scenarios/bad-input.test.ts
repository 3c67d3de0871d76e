import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { contractValidators } from '../contract/ajv';
import { buildRouteSchema, JSON_TYPE, OPTIONAL_KEY, type OperationInfo } from '../contract/route-schema';
import { loadSpec, type JsonSchema, type Parameter } from '../contract/spec';
import { testApp } from '../testing/app';
import { contractCalls, derefSpec as deref } from '../testing/contract-calls';

/**
 * Bad input never breaks the stub: every operation it serves (found by asking the router for each operation of
 * the contract, so that operations added later are covered as they come), called by a user the authorisation table
 * lets through, with path parameters that exist in the seeded world, answers broken JSON, bodies of a wrong type,
 * an empty body and wrongly typed parameters with a 4xx; a 400 has the shape the contract gives that operation's 400.
 */

const spec = loadSpec();
const { compile } = contractValidators(spec);
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
  await app.ready();
});
afterAll(() => app?.close());

const { servedOperations, userFor, headersOf, pathValue } = contractCalls(() => app);
/** A value of the wrong type for a parameter's schema; undefined when any string is a value of the right type. */
function wrongParam(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 'abc';
  if (type === 'boolean') return 'maybe';
  if (type === 'array') return wrongParam(deref<JsonSchema>((schema.items as JsonSchema) ?? {}));
  if (schema.enum) return 'no-such-value';
  if (schema.format === 'date' || schema.format === 'date-time') return '2026-13-45';
  if (typeof schema.pattern === 'string') return '~!@#$%^&*()';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

/** A JSON value of another type than the schema wants: an object for a string, a string for anything else. */
function wrongValue(schema: JsonSchema): unknown {
  const types = [deref<JsonSchema>(schema).type].flat();
  return types.includes('string') && !types.includes('object') ? { not: 'a string' } : 'abc';
}

const MULTIPART_TYPE = 'multipart/form-data';
const BOUNDARY = 'bad-input-boundary';

interface Case {
  what: string;
  options: InjectOptions & { url: string };
  /** A value of the right type that nothing has (an unknown step): any answer but a 5xx. */
  wellFormed?: true;
}

/** The bad requests for one operation, and its URL with the seeded world's path parameters. */
function casesOf(op: OperationInfo, user: string | null): { cases: Case[]; url: string } {
  const schema = buildRouteSchema(spec, op);
  const params = [...op.pathParameters, ...(op.operation.parameters ?? [])].map((p) => deref<Parameter>(p));
  const pathParams = params.filter((p) => p.in === 'path');
  const values = Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p, user)]));
  const pathWith = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(overrides[name] ?? values[name]!));
  const url = pathWith();
  const cases: Case[] = [];
  const method = op.method as 'GET' | 'POST';
  // An optional body may be absent (then the answer is the operation's own); Fastify validates an absent body as
  // null, so a JSON null is no body either, nor an empty JSON body.
  const optional = (schema.body as Record<string, unknown> | undefined)?.[OPTIONAL_KEY] === true;
  const absent = optional ? { wellFormed: true as const } : {};

  for (const p of pathParams) {
    const wrong = wrongParam(deref<JsonSchema>(p.schema ?? {}));
    if (wrong !== undefined) {
      cases.push({ what: `path ${p.name}=${wrong}`, options: { method, url: pathWith({ [p.name]: wrong }) } });
    }
  }
  for (const p of params.filter((x) => x.in === 'query')) {
    const schema = deref<JsonSchema>(p.schema ?? {});
    const wrong = wrongParam(schema);
    const at = (value: string) => `${url}?${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`;
    if (wrong !== undefined) cases.push({ what: `query ${p.name}=${wrong}`, options: { method, url: at(wrong) } });
    if (schema.type === 'string' && !schema.enum && !schema.format) {
      cases.push({
        what: `query ${p.name}=zzz (nothing has it)`,
        options: { method, url: at('zzz') },
        wellFormed: true,
      });
    }
  }

  if (op.requestTypes.includes(JSON_TYPE)) {
    const json = (what: string, payload: string) =>
      cases.push({ what, options: { method, url, payload, headers: { 'content-type': JSON_TYPE } } });
    json('broken JSON', '{"broken": ');
    json('an array body', '[]');
    json('a number body', '42');
    json('a string body', '"text"');
    cases.push({
      what: 'a null body',
      options: { method, url, payload: 'null', headers: { 'content-type': JSON_TYPE } },
      ...absent,
    });
    cases.push({
      what: 'an empty JSON body',
      options: { method, url, payload: '', headers: { 'content-type': JSON_TYPE } },
      ...absent,
    });
    const body = deref<JsonSchema>((schema.body as JsonSchema) ?? {});
    const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      json(`a wrong ${name}`, JSON.stringify({ [name]: wrongValue(property) }));
    }
    if (typeof body.additionalProperties === 'object') {
      json('a wrong free-form value', JSON.stringify({ client: 'abc' }));
      json('a wrong value inside a free-form object', JSON.stringify({ client: { salary: 'abc', birthDate: 12 } }));
    }
  }
  if (op.requestTypes.includes(MULTIPART_TYPE)) {
    // The uploads read their parts themselves: a broken body, a body without the file part, no boundary.
    const multipart = (what: string, payload: string, type = `${MULTIPART_TYPE}; boundary=${BOUNDARY}`) =>
      cases.push({ what, options: { method, url, payload, headers: { 'content-type': type } } });
    multipart('a broken multipart body', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`);
    multipart(
      'a multipart body without a file',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    );
    multipart('a multipart body without a boundary', 'x', MULTIPART_TYPE);
  }
  if (op.requestTypes.length > 0) cases.push({ what: 'no body', options: { method, url }, ...absent });
  return { cases, url };
}

describe('bad input to every served operation', () => {
  it('covers the operations the stub serves', () => {
    expect(servedOperations().length).toBeGreaterThanOrEqual(50);
  });

  it('never answers 5xx, and answers 400 in the shape of the contract', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of servedOperations()) {
      const user = userFor(op.operationId);
      const headers = await headersOf(user);
      const bad400 = (buildRouteSchema(spec, op).response as Record<string, JsonSchema> | undefined)?.['400'];
      const validate400 = bad400 && compile('response', bad400);
      const { cases, url } = casesOf(op, user);
      for (let i = 0; i < cases.length; i++) {
        const { what, options, wellFormed } = cases[i]!;
        const res = await app.inject({ ...options, headers: { ...options.headers, ...headers } });
        sent++;
        const label = `${op.operationId} (${options.method} ${options.url}) as ${user ?? 'anyone'}, ${what}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        else if (res.statusCode < 400 && !wellFormed) failures.push(`${label}: ${res.statusCode} (accepted)`);
        else if (res.statusCode === 400 && validate400 && !validate400(res.json())) {
          failures.push(`${label}: the 400 breaks the contract: ${res.body.slice(0, 300)}`);
        }
        // A form answered with its fields: its own values of the wrong types are tried as well, once.
        if (res.statusCode !== 400) continue;
        const form = (res.json() as { result?: { form?: { formName?: string; fields?: object } } }).result?.form;
        if (!form?.formName || !form.fields || cases.some((c) => c.what.startsWith('the form'))) continue;
        for (const [kind, value] of [
          ['an object', { x: 1 }],
          ['a list', [1, 'a']],
          ['a number', -1e21],
          ['a text', 'zzz'],
        ] as const) {
          const values = Object.fromEntries(Object.keys(form.fields).map((name) => [name, value]));
          cases.push({
            what: `the form ${form.formName} with ${kind} in every field`,
            options: {
              method: options.method,
              url,
              headers: { 'content-type': JSON_TYPE },
              payload: { [form.formName]: values },
            },
            wellFormed: true,
          });
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('takes an empty body sent as JSON on every operation without a body as no body (curl and k6 send the header)', async () => {
    const refusals: string[] = [];
    let sent = 0;
    for (const op of servedOperations().filter((o) => o.requestTypes.length === 0 && o.method !== 'GET')) {
      const user = userFor(op.operationId);
      const { url } = casesOf(op, user);
      const headers = { ...(await headersOf(user)), 'content-type': JSON_TYPE };
      const res = await app.inject({ method: op.method as 'POST', url, payload: '', headers });
      sent++;
      const text = res.statusCode === 400 || res.statusCode === 415 ? res.body : '';
      if (res.statusCode >= 500 || /Тело запроса|JSON|Content-Type|содержимого/.test(text)) {
        refusals.push(`${op.operationId} (${op.method} ${url}) as ${user ?? 'anyone'}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(20);
    expect(refusals).toEqual([]);
  });
});
