import { readItem, session, writeItem } from '@/shared/lib/storage';

/**
 * Unsaved values of a form, kept in sessionStorage per form and step (`task:731466:step:2`) until they are saved or
 * the task is closed, so that a reload or a failed save loses nothing typed (002 §5); all of them go at logout.
 */
const PREFIX = 'formDraft:';

/** The scope of a form's draft: where it comes from, its id and its step (none: ''). */
export const draftScope = (source: string, id: number, step: string | null | undefined): string =>
  `${source}:${id}:step:${step ?? ''}`;

export function readDraft(scope: string): unknown {
  const text = readItem(session(), PREFIX + scope);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeDraft(scope: string, values: unknown): void {
  writeItem(session(), PREFIX + scope, JSON.stringify(values));
}

export function clearDraft(scope: string): void {
  writeItem(session(), PREFIX + scope, null);
}

/** Removes the drafts whose scope starts with `scopePrefix` (every step of a closed task); all of them without one. */
export function clearDrafts(scopePrefix = ''): void {
  const storage = session();
  if (!storage) return;
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX + scopePrefix)) keys.push(key);
    }
  } catch {
    return;
  }
  keys.forEach((key) => writeItem(storage, key, null));
}

/** At logout: every draft of the user goes. */
export const forgetFormDrafts = (): void => clearDrafts();
