import type { FormField } from '@autocredit/generated/api';
import { isChecked } from '../../model/values';

/** The flag of an entry that switches it on (a service of the release decision: 'Подключена'). */
export const ACTIVE_KEY = 'active';

/**
 * Whether an entry holds nothing: every value empty, unchecked ('false') or 0 (an emptied money field is posted as
 * 0). The server takes such an entry of a list whose entries may be deleted as no entry ('Очистить').
 */
export function isBlankEntry(value: unknown): boolean {
  if (value === null || value === undefined || value === 0 || value === false || value === 'false') return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isBlankEntry);
  return false;
}

/**
 * The fields of an entry as they are shown (002 §5 'Release decision'): in an entry with an `active` flag that is
 * off, every other field is disabled (a service's fields are disabled unless the service is active); in a list whose
 * entries may be deleted, a blank entry asks for nothing (its fields lose their rules: it is no entry until something
 * is typed in it).
 */
export function entryFields(
  entry: FormField,
  value: unknown,
  { deletable }: { deletable: boolean },
): Record<string, FormField> {
  const children = entry.children ?? {};
  const values = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const flag = children[ACTIVE_KEY];
  const off = flag?.type === 'checkbox' && !isChecked(values[ACTIVE_KEY]);
  const free = deletable && isBlankEntry(value);
  if (!off && !free) return children;
  return Object.fromEntries(
    Object.entries(children).map(([key, child]) => {
      let shown = child;
      if (off && key !== ACTIVE_KEY) shown = { ...shown, attributes: { ...shown.attributes, disabled: true } };
      if (free && shown.rules) shown = { ...shown, rules: [] };
      return [key, shown];
    }),
  );
}
