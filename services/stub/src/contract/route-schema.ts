import type { FastifySchema, HTTPMethods } from 'fastify';
import {
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiSpec,
  type Operation,
  type Parameter,
  type Ref,
  type RequestBody,
  type Response,
} from './spec';

/** The id under which the contract's components are added to every Ajv instance. */
export const SPEC_ID = 'openapi';
/** Marks a body schema with the media type it was taken from (form bodies are validated with coercion). */
export const CONTENT_TYPE_KEY = 'x-content-type';
/** Marks a body schema of an optional request body (absent is valid). */
export const OPTIONAL_KEY = 'x-optional';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
const BODY_TYPES = [JSON_TYPE, FORM_TYPE];

export interface OperationInfo {
  operationId: string;
  method: HTTPMethods;
  /** The path as the contract writes it (`/api/deal/{id}/tasks`). */
  path: string;
  /** The same path for Fastify (`/api/deal/:id/tasks`). */
  url: string;
  operation: Operation;
  pathParameters: Array<Parameter | Ref>;
  /** Media types the request body may have; empty when the operation takes no body. */
  requestTypes: string[];
}

const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string';

/** Follows `#/components/...` references inside the spec (parameters, responses, request bodies). */
export function deref<T>(spec: OpenApiSpec, value: T | Ref): T {
  let current: unknown = value;
  for (let depth = 0; isRef(current); depth++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || depth > 20) throw new Error(`Cannot resolve ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        spec,
      );
    if (current === undefined) throw new Error(`Cannot resolve ${ref}`);
  }
  return current as T;
}

/** A deep copy of a schema with every `#/components/...` reference pointed at the spec added to Ajv. */
export function rewriteRefs(schema: unknown): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SPEC_ID}${value}` : walk(value);
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

/** Every operation of the contract, by operationId. */
export function indexOperations(spec: OpenApiSpec): Map<string, OperationInfo> {
  const index = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const body = operation.requestBody && deref<RequestBody>(spec, operation.requestBody);
      index.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase() as HTTPMethods,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        operation,
        pathParameters: item.parameters ?? [],
        requestTypes: body ? Object.keys(body.content).map((t) => t.toLowerCase()) : [],
      });
    }
  }
  return index;
}

function objectSchema(params: Parameter[], lowerCase = false): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const patternProperties: Record<string, JsonSchema | boolean> = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCase ? p.name.toLowerCase() : p.name;
    const object = p.schema as { properties?: Record<string, JsonSchema>; additionalProperties?: unknown } | undefined;
    if (p.style === 'deepObject' && object?.properties) {
      // `name[key]=value`, one query key per property (the query string is not parsed into objects); a key the
      // object does not have is refused when the schema closes it.
      const keys = Object.keys(object.properties);
      for (const key of keys) properties[`${name}[${key}]`] = rewriteRefs(object.properties[key]!);
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (object.additionalProperties === false) {
        patternProperties[`^${escaped}\\[(?!(${keys.join('|')})\\]$)`] = false;
      }
      continue;
    }
    properties[name] = rewriteRefs(p.schema ?? {});
    if (p.required || p.in === 'path') required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(Object.keys(patternProperties).length > 0 && { patternProperties }),
    ...(required.length > 0 && { required }),
  };
}

/**
 * The Fastify route schema of an operation: params, querystring, headers (only those declared), body
 * (JSON or form-encoded) and the JSON responses by status, with `$ref`s pointing at `openapi#/components/...`.
 */
export function buildRouteSchema(spec: OpenApiSpec, info: OperationInfo): FastifySchema {
  const { operation } = info;
  const merged = new Map<string, Parameter>();
  for (const p of [...info.pathParameters, ...(operation.parameters ?? [])]) {
    const param = deref<Parameter>(spec, p);
    merged.set(`${param.in}:${param.name}`, param);
  }
  const params = [...merged.values()];
  const byPlace = (place: Parameter['in']) => params.filter((p) => p.in === place);

  const schema: FastifySchema = {};
  const path = objectSchema(byPlace('path'));
  const query = objectSchema(byPlace('query'));
  const headers = objectSchema(byPlace('header'), true);
  if (path) schema.params = path;
  if (query) schema.querystring = query;
  if (headers) schema.headers = headers;

  if (operation.requestBody) {
    const body = deref<RequestBody>(spec, operation.requestBody);
    const type = BODY_TYPES.find((t) => body.content[t]?.schema);
    const bodySchema = type && body.content[type]?.schema;
    if (type && bodySchema) {
      schema.body = {
        ...rewriteRefs(bodySchema),
        [CONTENT_TYPE_KEY]: type,
        ...(body.required !== true && { [OPTIONAL_KEY]: true }),
      };
    }
  }

  const response: Record<string, JsonSchema> = {};
  for (const [status, value] of Object.entries(operation.responses ?? {})) {
    const json = deref<Response>(spec, value).content?.[JSON_TYPE]?.schema;
    if (json) response[status] = rewriteRefs(json);
  }
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}
