import { CancelledError } from '@tanstack/react-query';

/** A non-2xx answer of the API, thrown by `unwrap` so that TanStack Query sees a failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A request cancelled because the user moved on (the AbortError of fetch when TanStack Query's signal aborts, or
 * TanStack Query's own CancelledError): not a failure, neither shown nor logged.
 */
export function isAbortError(error: unknown): boolean {
  if (error instanceof CancelledError) return true;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'AbortError' || name === 'CancelledError';
}

/** Returns the data of an openapi-fetch answer, or throws an ApiError. */
export async function unwrap<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw new ApiError(response.status, error);
  return data as D;
}
