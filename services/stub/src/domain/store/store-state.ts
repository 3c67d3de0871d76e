import type { Persistable } from './persistence';

/**
 * The version of the state file's layout. Raise it when the snapshot of any part changes shape in a way its
 * `restore` cannot read: a file of another version is refused (the stub starts from the seed) instead of
 * being misread. Version 2: the seeded world's pledges go further along their lifecycle (more pledge tasks), so a
 * version 1 journal would replay onto other task ids.
 */
export const STATE_VERSION = 2;

/** The whole state as saved: one key of `parts` per Persistable part of the Store. */
export interface StoreSnapshot {
  version: number;
  /** When it was taken (ISO 8601); informative only. */
  savedAt: string;
  parts: Record<string, unknown>;
}

/** A snapshot that cannot be restored: not a state file, another version, or a part of the wrong shape. */
export class StateFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StateFileError';
  }
}

const isPersistable = (value: unknown): value is Persistable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Persistable).snapshot === 'function' &&
  typeof (value as Persistable).restore === 'function';

/**
 * The parts of a store that can be saved, by key: every value of the object with `snapshot` and `restore`
 * functions (duck-typed, so parts added to the Store later are included without changes here).
 */
export function persistableParts(store: object): Array<[string, Persistable]> {
  return Object.entries(store).filter((entry): entry is [string, Persistable] => isPersistable(entry[1]));
}

export function snapshotStore(store: object, now: () => number = Date.now): StoreSnapshot {
  const parts: Record<string, unknown> = {};
  for (const [key, part] of persistableParts(store)) parts[key] = part.snapshot();
  return { version: STATE_VERSION, savedAt: new Date(now()).toISOString(), parts };
}

export interface RestoreResult {
  /** Parts taken from the snapshot. */
  restored: string[];
  /** Parts the snapshot does not have: they keep their current state (the seed, at start). */
  kept: string[];
  /** Keys of the snapshot the store has no part for (ignored). */
  unknown: string[];
}

/**
 * Restores a snapshot (parsed JSON) into the store. Unknown keys are ignored; a part missing from the snapshot
 * keeps its state. All or nothing: when a part refuses its snapshot, the parts already restored are put back
 * and a StateFileError is thrown.
 */
export function restoreStore(store: object, snapshot: unknown): RestoreResult {
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) {
    throw new StateFileError('not a state snapshot (expected a JSON object with version and parts)');
  }
  const { version, parts } = snapshot as Partial<StoreSnapshot>;
  if (typeof version !== 'number') throw new StateFileError('not a state snapshot (no version number)');
  if (version !== STATE_VERSION) {
    throw new StateFileError(`state version ${version}, this stub reads version ${STATE_VERSION}`);
  }
  if (typeof parts !== 'object' || parts === null || Array.isArray(parts)) {
    throw new StateFileError('not a state snapshot (no parts object)');
  }

  const live = persistableParts(store);
  const result: RestoreResult = { restored: [], kept: [], unknown: [] };
  const backup: Array<[Persistable, unknown]> = [];
  for (const [key, part] of live) {
    if (!Object.hasOwn(parts, key)) {
      result.kept.push(key);
      continue;
    }
    const before = part.snapshot();
    try {
      part.restore(parts[key as keyof typeof parts]);
    } catch (error) {
      // Put back this part (it may have changed before throwing) and those restored before it.
      for (const [done, state] of [[part, before] as [Persistable, unknown], ...backup.reverse()]) {
        done.restore(state);
      }
      throw new StateFileError(`the part '${key}' cannot be restored: ${(error as Error).message}`, {
        cause: error,
      });
    }
    backup.push([part, before]);
    result.restored.push(key);
  }
  const known = new Set(live.map(([key]) => key));
  result.unknown = Object.keys(parts).filter((key) => !known.has(key));
  return result;
}

/**
 * Puts the live store back to the seed: the snapshot of a freshly seeded store is restored into it, so the
 * objects plugins and routes hold (the store and its parts) stay the same.
 */
export function resetStore(store: object, fresh: object): RestoreResult {
  return restoreStore(store, snapshotStore(fresh));
}
