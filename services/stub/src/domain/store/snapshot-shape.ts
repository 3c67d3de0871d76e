/**
 * Checks of a snapshot read back from the state file: a part's `restore` checks the shape before it changes
 * anything, so a hand-edited or outdated file is refused (and the seed kept) instead of half-applied.
 */
export class SnapshotShapeError extends Error {
  constructor(what: string, expected: string) {
    super(`${what} should be ${expected}`);
    this.name = 'SnapshotShapeError';
  }
}

export type Json = Record<string, unknown>;

export function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SnapshotShapeError(what, 'an object');
  return value as Json;
}

export function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new SnapshotShapeError(what, 'an array');
  return value;
}

export function string(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new SnapshotShapeError(what, 'a string');
  return value;
}

export function number(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new SnapshotShapeError(what, 'a number');
  return value;
}

export function boolean(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new SnapshotShapeError(what, 'true or false');
  return value;
}

export function nullableNumber(value: unknown, what: string): number | null {
  return value === null ? null : number(value, what);
}
