import { DomainError } from '../domain/errors';

/** The DomainError `fn` refuses with; any other outcome fails the test. */
export function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no refusal');
}
