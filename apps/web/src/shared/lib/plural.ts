/**
 * The Russian plural form of a count: `plural(1, ['год', 'года', 'лет'])` 'год', 2–4 'года', 5–20 'лет', 21 'год',
 * 22 'года', 111 'лет'.
 */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** 'Было удалено N контактов' (001 §2.3, 002 §2), the noun agreeing with N: 1 контакт, 2 контакта, 5 контактов. */
export const deletedContactsText = (count: number): string =>
  `Было удалено ${count} ${plural(count, ['контакт', 'контакта', 'контактов'])}`;
