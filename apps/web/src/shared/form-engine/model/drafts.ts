import { readItem, session, writeItem } from '@/shared/lib/storage';

/**
 * Unsaved values of a form, kept in sessionStorage per user, form and step (`formDraft:underwriter:task:731466:step:2`)
 * until they are saved or the task is closed, so that a reload or a failed save loses nothing typed (002 §5). A
 * sign-out takes the user's drafts with it; a session that ends by itself (its refresh refused) keeps them for the
 * same user's next sign-in, and another user of the tab never sees them.
 */
const PREFIX = 'formDraft:';

/** Whose drafts are read and written now: the signed-in user (null: nobody, and no draft is kept). */
let owner: string | null = null;

/** Sets the user whose drafts the forms read and write (the session sets it once the user is known). */
export function setDraftOwner(username: string | null): void {
  owner = username;
}

const keyOf = (scope: string): string | null => (owner === null ? null : `${PREFIX}${owner}:${scope}`);

/** The scope of a form's draft: where it comes from, its id and its step (none: ''). */
export const draftScope = (source: string, id: number, step: string | null | undefined): string =>
  `${source}:${id}:step:${step ?? ''}`;

export function readDraft(scope: string): unknown {
  const key = keyOf(scope);
  const text = key === null ? null : readItem(session(), key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeDraft(scope: string, values: unknown): void {
  const key = keyOf(scope);
  if (key !== null) writeItem(session(), key, JSON.stringify(values));
}

export function clearDraft(scope: string): void {
  const key = keyOf(scope);
  if (key !== null) writeItem(session(), key, null);
}

/** Removes the user's drafts whose scope starts with `scopePrefix` (every step of a closed task); all without one. */
export function clearDrafts(scopePrefix = ''): void {
  const storage = session();
  const start = keyOf(scopePrefix);
  if (!storage || start === null) return;
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(start)) keys.push(key);
    }
  } catch {
    return;
  }
  keys.forEach((key) => writeItem(storage, key, null));
}

/** At sign-out: every draft of the user goes. */
export const forgetFormDrafts = (): void => clearDrafts();
