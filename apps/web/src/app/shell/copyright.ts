/** The first year of the footer's range (000 §9). */
export const FIRST_YEAR = 2019;

/** '© 2019–2026', or '© 2019' in 2019. */
export function copyright(year: number = new Date().getFullYear()): string {
  return year <= FIRST_YEAR ? `© ${FIRST_YEAR}` : `© ${FIRST_YEAR}–${year}`;
}
