import type { SnapshotChangeSet } from '@autocredit/generated/api';
import { sameValue, type PreviousValues } from '../forms/changes';
import { clone, setPath } from '../forms/paths';
import type { FormSource } from '../forms/source';
import { HOLDER_KEYS, holderContactsOf, type Holder } from './holder-contacts';

/** Whether a `snapshot/changes` path names the contacts of a holder (client, spouse, thirdFace, employer). */
export const isHolderPath = (path: string): path is Holder => (HOLDER_KEYS as readonly string[]).includes(path);

/** The parts of the form data the contacts step is built from (the employer is the client's work). */
const PEOPLE = ['client', 'spouse', 'thirdFace'] as const;

/**
 * The deal's people as they were at the previous snapshot: the data now with the values the changed paths had then
 * (the other parts of the data are left as they are, not copied).
 */
export function sourceAtSnapshot(source: FormSource, previous: PreviousValues): FormSource {
  const then: FormSource = { ...source };
  for (const person of PEOPLE) (then as unknown as Record<string, unknown>)[person] = clone(source[person]);
  for (const [path, value] of Object.entries(previous)) {
    if (PEOPLE.some((p) => path === p || path.startsWith(`${p}.`))) setPath(then, path, clone(value));
  }
  return then;
}

const byId = (list: readonly { id: number }[]) => new Map(list.map((c) => [c.id, c]));

/** The added, changed and deleted ones of two versions of a list of contacts (ids, in the list's order). */
function compare(before: readonly { id: number }[], after: readonly { id: number }[]): SnapshotChangeSet {
  const then = byId(before);
  const now = byId(after);
  return {
    added: after.filter((c) => !then.has(c.id)).map((c) => c.id),
    changed: after.filter((c) => then.has(c.id) && !sameValue(then.get(c.id), c)).map((c) => c.id),
    deleted: before.filter((c) => !now.has(c.id)).map((c) => c.id),
  };
}

/**
 * The contacts of each holder added, changed (value, note, type, extension...) and deleted since the deal's previous
 * snapshot (001 §2.3: the underwriters' change markers and 'Было удалено N контактов'): the contacts step built from
 * the data then against the one built from the data now. No previous snapshot: nothing changed.
 */
export function holderContactChanges(
  seed: number,
  dealId: number,
  source: FormSource,
  previous: PreviousValues,
): Record<Holder, SnapshotChangeSet> {
  const now = holderContactsOf(seed, dealId, source);
  const then = holderContactsOf(seed, dealId, sourceAtSnapshot(source, previous));
  return Object.fromEntries(
    HOLDER_KEYS.map((holder) => [holder, compare(then[holder]?.contacts ?? [], now[holder]?.contacts ?? [])]),
  ) as Record<Holder, SnapshotChangeSet>;
}
