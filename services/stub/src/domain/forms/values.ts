/** The result of checking one posted value: the normalised value, or the field's errors. */
export type Check = { value: unknown } | { errors: string[] };

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

export const str = (v: unknown): string | null => {
  const s = text(v);
  return s === undefined || s.trim() === '' ? null : s.trim();
};

export const ok = (value: unknown): Check => ({ value });
export const fail = (...errors: string[]): Check => ({ errors });
