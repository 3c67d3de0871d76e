import { isApiError } from '@/shared/api/api-error';

/** What the registry said of a pledge (002 §4): registered, not registered, or it could not be asked (400). */
export type RegistryCheck =
  | { kind: 'registered' }
  | { kind: 'free' }
  /** The registry could not be asked: its error lines (`result.errors`). */
  | { kind: 'failed'; lines: string[] };

/** The check's outcome of an answer (`result`: whether the registry holds the pledge). */
export const registryCheckOf = (registered: boolean): RegistryCheck =>
  registered ? { kind: 'registered' } : { kind: 'free' };

/** The outcome of a failed call: a 400 is the registry's failure with its lines; null for any other failure. */
export function registryFailureOf(error: unknown): RegistryCheck | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = (error.body as { result?: { errors?: unknown } } | null)?.result?.errors;
  const lines = Array.isArray(errors) ? errors.filter((line): line is string => typeof line === 'string') : [];
  return { kind: 'failed', lines };
}
