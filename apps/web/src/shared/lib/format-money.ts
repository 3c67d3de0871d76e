const roubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withKopecks = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const fixed2 = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money in the Russian format with the rouble sign: whole roubles without kopecks, else the kopecks in two digits:
 * 1500000 → '1 500 000 ₽', 99.5 → '99,50 ₽'. '' when empty.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return '';
  const cents = Math.round(number * 100);
  return cents % 100 === 0 ? roubles.format(cents / 100) : withKopecks.format(number);
}

/** A number with exactly 2 decimals in the Russian format: 12.3 → '12,30'. */
export function formatFixed2(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : fixed2.format(number);
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}
