/** What an empty date field shows. */
export const DATE_PLACEHOLDER = 'дд.мм.гггг';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd.MM.yyyy' (as typed) to the value the lists send, 'yyyy-MM-dd'; null when incomplete or not a real date. */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(year, month, 0).getDate()) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The typed form of a sent date: 'yyyy-MM-dd' to 'dd.MM.yyyy'; '' when it is not one. */
export function typedDate(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The typed form of a picked day. */
export const typedDateOf = (date: Date): string =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;

/** The day of a typed date, for the calendar; null when incomplete or not a real date. */
export function dateOfTyped(text: string): Date | null {
  const iso = parseTypedDate(text);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Whether nothing of a date has been typed. */
export const isBlankTypedDate = (text: string): boolean => !/\d/.test(text);

/**
 * What the date input shows for what it holds now: dd.MM.yyyy as far as typed, the dots put in as the digits come
 * ('12032025' → '12.03.2025'); a dot typed after one digit makes it two ('1.3.' → '01.03.'); a pasted
 * 'yyyy-MM-dd' turns round. Deleting (shorter than `previous`) adds no dot, so Backspace takes one away.
 */
export function typingDate(raw: string, previous = ''): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(raw);
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  const deleting = raw.length < previous.length;
  const groups = raw.split(/\D+/);
  const digits = groups
    .map((group, i) => (!deleting && i < 2 && i < groups.length - 1 && group.length === 1 ? `0${group}` : group))
    .join('')
    .slice(0, 8);
  let text = digits.slice(0, 2);
  if (digits.length > 2 || (digits.length === 2 && !deleting)) text += '.';
  text += digits.slice(2, 4);
  if (digits.length > 4 || (digits.length === 4 && !deleting)) text += '.';
  return text + digits.slice(4, 8);
}
