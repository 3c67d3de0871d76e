import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { operations } from '@autocredit/generated/api';

/** The operationIds of the contract, as the generated types name them. */
export type OperationId = keyof operations;

export type JsonSchema = Record<string, unknown>;
export type Ref = { $ref: string };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  style?: string;
  explode?: boolean;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface RequestBody {
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface Response {
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Array<Parameter | Ref>;
  requestBody?: RequestBody | Ref;
  responses?: Record<string, Response | Ref>;
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Array<Parameter | Ref> };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiSpec {
  openapi: string;
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
}

/** Where generated/openapi.json is: through the workspace package, else relative to this file. */
function specFile(): string {
  try {
    return createRequire(import.meta.url).resolve('@autocredit/generated/openapi.json');
  } catch {
    return fileURLToPath(new URL('../../../../generated/openapi.json', import.meta.url));
  }
}

let cached: OpenApiSpec | undefined;

/** The bundled contract (read once per process; never mutated). */
export function loadSpec(): OpenApiSpec {
  cached ??= JSON.parse(readFileSync(specFile(), 'utf8')) as OpenApiSpec;
  return cached;
}
