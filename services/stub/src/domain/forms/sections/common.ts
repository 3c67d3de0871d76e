/** Small helpers the sections share. */

export const truthy = (value: unknown): boolean => value === true || value === '1' || value === 1;

/** A number from a source value that may hold what was typed (`'1 250 000'`, `'abc'`). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
