/**
 * Money as it is typed (002 §5: space-grouped digits, 2 optional decimals): what is typed or pasted ('1250000',
 * '1 250 000,50', '1250000.5', '1 250 000 ₽') is shown grouped with a comma before the kopecks; a trailing comma is
 * kept while the kopecks are typed. Other characters are dropped, never shifted into the sum.
 */
export function typingMoney(raw: string): string {
  const text = raw.replace(/[\s\u00a0]/g, '');
  return unsignedMoney(text);
}

/** Money that may be negative (charges and loans, 001 §5): a leading minus is kept, other ones dropped. */
export function typingSignedMoney(raw: string): string {
  const text = raw.replace(/[\s\u00a0]/g, '');
  const negative = /^[-−]/.test(text);
  return (negative ? '-' : '') + unsignedMoney(text.replace(/[-−]/g, ''));
}

function unsignedMoney(text: string): string {
  const separator = text.search(/[.,]/);
  const whole = (separator === -1 ? text : text.slice(0, separator)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const fraction =
    separator === -1
      ? null
      : text
          .slice(separator + 1)
          .replace(/\D/g, '')
          .slice(0, 2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (fraction === null) return grouped;
  return `${grouped || '0'},${fraction}`;
}

/** The sum of a typed text (a leading minus read as negative); null when nothing is typed. */
export function moneyOfText(text: string): number | null {
  const normalised = typingSignedMoney(text).replace(/\s/g, '').replace(',', '.');
  if (!/\d/.test(normalised)) return null;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : null;
}

/** The text of a sum, its kopecks in two digits as they are typed: 1250000.5 → '1 250 000,50'; '' for none. */
export function moneyText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const [whole, fraction] = String(Math.round(value * 100) / 100).split('.');
  const sign = value < 0 ? '-' : '';
  return sign + typingMoney(`${whole!.replace('-', '')}${fraction ? `,${fraction.padEnd(2, '0')}` : ''}`);
}
