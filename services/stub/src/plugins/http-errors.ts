import type { ErrorObject } from 'ajv';
import type { ErrorBody } from '@autocredit/generated/api';

/** An answer other than 2xx decided at the HTTP level (not by the domain). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.result ?? `HTTP ${statusCode}`);
  }
}

/** A response that does not match the contract: a bug of the stub, answered with 500 and logged. */
export class ResponseContractError extends Error {
  readonly statusCode = 500;
  readonly code = 'STUB_RESPONSE_BREAKS_CONTRACT';
  constructor(
    readonly route: string,
    readonly status: string,
    readonly errors: ErrorObject[],
  ) {
    super(`The response ${status} of ${route} breaks the contract: ${JSON.stringify(errors)}`);
  }
}
