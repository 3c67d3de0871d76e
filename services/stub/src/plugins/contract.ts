import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import { contractValidators, type ValidateFunction } from '../contract/ajv';
import {
  buildRouteSchema,
  CONTENT_TYPE_KEY,
  FORM_TYPE,
  indexOperations,
  OPTIONAL_KEY,
  SPEC_ID,
  type OperationInfo,
} from '../contract/route-schema';
import { loadSpec, type OpenApiSpec, type OperationId } from '../contract/spec';
import type { BadRequestAnswer } from './errors';
import { HttpError, ResponseContractError } from './http-errors';

export interface ContractRoute<K extends OperationId> {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
  config: { operationId: K; badRequest?: BadRequestAnswer };
}

/** What a route adds to its operation: `badRequest`, its 400 in the contract's shape (see `plugins/errors.ts`). */
export interface ContractRouteOptions {
  badRequest?: BadRequestAnswer;
}

export interface Contract {
  spec: OpenApiSpec;
  operations: ReadonlyMap<string, OperationInfo>;
  /** The Fastify schema of an operation, taken from the contract. */
  routeSchema(operationId: OperationId): FastifySchema;
  /**
   * Method, url, schema and config of an operation: `app.route({ ...app.contract.route(id), handler })`; with
   * `{ badRequest }` the operation answers its 400 in that shape.
   */
  route<K extends OperationId>(operationId: K, options?: ContractRouteOptions): ContractRoute<K>;
  /** A validator of one component schema (e.g. `HubEvent`), exact like the response check. */
  schemaValidator(name: string): ValidateFunction;
}

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
  }
  interface FastifyContextConfig {
    /** The contract operation this route serves; the auth plugin looks it up in the authorisation table. */
    operationId?: OperationId;
  }
}

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';', 1)[0]!.trim().toLowerCase();

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Ajv coerces `1e400` (a string) to Infinity and lets it pass as an integer; a parameter that is not a
 * finite number after coercion is refused like any wrongly typed value.
 */
function finiteOnly(validate: ValidateFunction): Validator {
  const checked: Validator = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    checked.errors = null;
    for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      const index = values.findIndex((v) => typeof v === 'number' && !Number.isFinite(v));
      if (index === -1) continue;
      const instancePath = `/${key}${Array.isArray(value) ? `/${index}` : ''}`;
      checked.errors = [
        { instancePath, schemaPath: '#', keyword: 'type', params: { type: 'number' }, message: 'must be finite' },
      ];
      return false;
    }
    return true;
  };
  return checked;
}

/** Validates requests and responses against generated/openapi.json. */
export const contractPlugin = fp(
  async (app: FastifyInstance, opts: { validateResponses: boolean }) => {
    const spec = loadSpec();
    const operations = indexOperations(spec);
    const { compile } = contractValidators(spec);

    const info = (operationId: string): OperationInfo => {
      const found = operations.get(operationId);
      if (!found) throw new Error(`The contract has no operation '${operationId}'`);
      return found;
    };

    const contract: Contract = {
      spec,
      operations,
      routeSchema: (operationId) => buildRouteSchema(spec, info(operationId)),
      route: (operationId, options = {}) => {
        const op = info(operationId);
        const config = { operationId, ...(options.badRequest && { badRequest: options.badRequest }) };
        return { method: op.method, url: op.url, schema: buildRouteSchema(spec, op), config };
      },
      schemaValidator: (name) => compile('response', { $ref: `${SPEC_ID}#/components/schemas/${name}` }),
    };
    app.decorate('contract', contract);

    app.setValidatorCompiler(({ schema, httpPart }) => {
      const s = schema as Record<string, unknown>;
      const kind = httpPart !== 'body' ? 'params' : s[CONTENT_TYPE_KEY] === FORM_TYPE ? 'form' : 'json';
      const validate = compile(kind, s);
      if (httpPart !== 'body') return finiteOnly(validate);
      if (!s[OPTIONAL_KEY]) return validate;
      // An optional body: absent is fine, present must match. Fastify validates an absent body as null, so a JSON
      // null is taken as absent too.
      const optional: Validator = (data) => {
        const ok = data == null || validate(data);
        optional.errors = ok ? null : validate.errors;
        return ok;
      };
      return optional;
    });

    app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
      if (!opts.validateResponses) return (data) => JSON.stringify(data);
      const validate = compile('response', schema as object);
      return (data) => {
        if (!validate(data))
          throw new ResponseContractError(`${method} ${url}`, String(httpStatus), validate.errors ?? []);
        return JSON.stringify(data);
      };
    });

    // A body of a media type the operation does not declare is refused (415) before validation.
    app.addHook('onRoute', (route) => {
      const operationId = route.config?.operationId;
      const types = operationId ? operations.get(operationId)?.requestTypes : undefined;
      if (!types || types.length === 0) return;
      const check = async (request: { body: unknown; headers: { 'content-type'?: string } }) => {
        const type = mediaTypeOf(request.headers['content-type']);
        // A multipart body is left to the route that reads it (request.body stays undefined): check its type too.
        if (request.body === undefined && type !== 'multipart/form-data') return;
        if (!types.includes(type)) {
          throw new HttpError(415, {
            result: 'Неподдерживаемый тип содержимого',
            detail: `Ожидается ${types.join(' или ')}`,
          });
        }
      };
      const existing = route.preValidation;
      route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
    });
  },
  { name: 'contract' },
);
