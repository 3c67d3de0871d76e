import Ajv2020, { type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { dateTimeFormat } from './date-time';
import { SPEC_ID } from './route-schema';
import type { OpenApiSpec } from './spec';

export type Ajv = Ajv2020;
export type { ValidateFunction };

/** An Ajv for JSON Schema 2020-12 that knows the contract's components as `openapi#/components/...`. */
export function createAjv(spec: OpenApiSpec, options: Options = {}): Ajv {
  // strict: false lets the OpenAPI keywords (example, discriminator with mapping, x-*) through;
  // strictNumbers keeps NaN and Infinity (`1e400`) from passing as numbers.
  const ajv = new Ajv2020({ strict: false, strictNumbers: true, allErrors: true, ...options });
  addFormats(ajv);
  ajv.addFormat('date-time', dateTimeFormat);
  ajv.addSchema({ $id: SPEC_ID, components: spec.components });
  return ajv;
}

/** The validators of the stub: each part of a request is validated with the Ajv suited to it. */
export interface ContractAjv {
  /** Params, querystring and headers: strings are coerced, a lone value becomes an array, defaults apply. */
  params: Ajv;
  /** JSON bodies: no coercion (a string where an integer is expected is an error), defaults apply. */
  json: Ajv;
  /** Form-encoded bodies: every value arrives as a string, so scalars are coerced. */
  form: Ajv;
  /** Responses: exact, first error only, nothing changed. */
  response: Ajv;
}

export function createContractAjv(spec: OpenApiSpec): ContractAjv {
  return {
    params: createAjv(spec, { coerceTypes: 'array', useDefaults: true }),
    json: createAjv(spec, { useDefaults: true }),
    form: createAjv(spec, { coerceTypes: true, useDefaults: true }),
    response: createAjv(spec, { allErrors: false }),
  };
}

const shared = new WeakMap<OpenApiSpec, { ajv: ContractAjv; compiled: Map<string, ValidateFunction> }>();

/**
 * The validators of a spec, shared by every app built in the process (tests build many): a schema is
 * compiled once per Ajv, keyed by its JSON.
 */
export function contractValidators(spec: OpenApiSpec) {
  let entry = shared.get(spec);
  if (!entry) {
    entry = { ajv: createContractAjv(spec), compiled: new Map() };
    shared.set(spec, entry);
  }
  const { ajv, compiled } = entry;
  return {
    ajv,
    compile(kind: keyof ContractAjv, schema: object): ValidateFunction {
      const key = `${kind}:${JSON.stringify(schema)}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv[kind].compile(schema);
        compiled.set(key, validate);
      }
      return validate;
    },
  };
}
