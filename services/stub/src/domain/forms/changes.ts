import { getPath, isRecord, joinPath } from './paths';

/**
 * The deal's previous snapshot, as far as it differs: the values the changed data had then, by source path
 * (`client.phone`, `client.work.employer`, `credit.initialFee`). A field whose data differs from it is marked
 * `attributes.changed` (highlighted for the underwriters outside the deal view).
 */
export type PreviousValues = Readonly<Record<string, unknown>>;

/** Parts of the form data that are not the deal's data (shared dictionaries) or are kept elsewhere (contacts). */
const NOT_DATA = new Set(['dictionaries', 'contacts']);

/** Deep equality of plain data; null and absent are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameValue(a[k], b[k]));
}

/** Whether the data at `path` (a field's binding) differs from the previous snapshot. */
export function changedSince(previous: PreviousValues, source: unknown, path: string): boolean {
  for (const [key, before] of Object.entries(previous)) {
    if (key === path || key.startsWith(`${path}.`)) {
      if (!sameValue(before, getPath(source, key))) return true;
    } else if (path.startsWith(`${key}.`)) {
      if (!sameValue(getPath(before, path.slice(key.length + 1)), getPath(source, path))) return true;
    }
  }
  return false;
}

/** The paths where two versions of the data differ (objects compared key by key, lists as a whole). */
function differences(before: unknown, after: unknown, path: string, out: string[]): void {
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (path === '' && NOT_DATA.has(key)) continue;
      differences(before[key], after[key], joinPath(path, key), out);
    }
  } else if (!sameValue(before, after)) {
    out.push(path);
  }
}

/**
 * The previous snapshot after a save that turned `before` into `after`: a value changed for the first time since
 * the snapshot keeps what it was; one changed back to the snapshot's value is no longer a change.
 */
export function recordChanges(previous: PreviousValues, before: unknown, after: unknown): Record<string, unknown> {
  const next: Record<string, unknown> = { ...previous };
  const changed: string[] = [];
  differences(before, after, '', changed);
  for (const path of changed) {
    const covered = Object.keys(next).some((k) => k === path || path.startsWith(`${k}.`) || k.startsWith(`${path}.`));
    if (!covered) next[path] = structuredClone(getPath(before, path)) ?? null;
  }
  for (const [key, value] of Object.entries(next)) {
    if (sameValue(value, getPath(after, key))) delete next[key];
  }
  return next;
}
