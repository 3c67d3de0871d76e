import type { DealContact, SnapshotChangeSet } from '@autocredit/generated/api';

/** A contact's change marker since the previous snapshot of the deal (underwriters, 002 §6). */
export type ContactMarker = 'added' | 'changed' | null;

/** The marker of a contact: from `snapshot/changes` (ids), else from the contact's own `changes`. */
export function contactMarker(contact: DealContact, changes: SnapshotChangeSet | undefined): ContactMarker {
  const has = (ids: readonly (number | string)[] | undefined) => !!ids?.some((id) => String(id) === String(contact.id));
  if (has(changes?.added) || contact.changes?.added) return 'added';
  if (has(changes?.changed) || contact.changes?.changed) return 'changed';
  return null;
}

/** The titles of the markers as the table shows them. */
export const markerTitles: Record<'added' | 'changed', string> = { added: 'Добавлен', changed: 'Изменен' };
