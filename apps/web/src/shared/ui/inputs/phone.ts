/** The phone mask of the filter (000 §5, §9: +7 and 10 digits), as the input shows it. */
export const PHONE_MASK = '+7 (999) 999-99-99';

/**
 * The 10 national digits of a phone written in any common form, or as many of them as there are: '8 916 123-45-67',
 * '+7 (916) 123-45-67', '79161234567', '9161234567', '8(916)1234567', '+7 916 123 45 67 доб. 12'... The country code
 * (+7, or a leading 7 or 8 of 11 digits) is dropped, never shifted into the number; digits past the tenth (an
 * extension) are left out.
 */
export function phoneDigits(text: string): string {
  const trimmed = text.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (/^\+\s*7/.test(trimmed)) {
    digits = digits.slice(1);
    // '+7 (8 916 123-45-67': the mask's +7 with a whole number typed or dropped after it.
    if (digits.length >= 11 && /^[78]/.test(digits)) digits = digits.slice(1);
  } else if (digits.length >= 11 && /^[78]/.test(digits)) {
    digits = digits.slice(1);
  }
  return digits.slice(0, 10);
}

/** The mask's text of national digits as far as they go: '+7 (916) 123-45-67', '+7 (916) 12'; '' for none. */
export function formatPhone(digits: string): string {
  if (!digits) return '';
  const d = digits.slice(0, 10);
  let text = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) text += `) ${d.slice(3, 6)}`;
  if (d.length > 6) text += `-${d.slice(6, 8)}`;
  if (d.length > 8) text += `-${d.slice(8, 10)}`;
  return text;
}

/**
 * What the phone input shows for what it holds now (typed, pasted, dropped, auto-filled): the mask's text of its
 * national digits; a lone '+' or '+7' stays as it is while the number is begun.
 */
export function typingPhone(raw: string): string {
  const digits = phoneDigits(raw);
  if (digits) return formatPhone(digits);
  return /^\+7?$/.test(raw.trim()) ? raw.trim() : '';
}

/** The phone as the API takes it: '+7' and 10 digits ('+79161234567'); '' when incomplete. */
export function phoneValue(text: string): string {
  const digits = phoneDigits(text);
  return digits.length === 10 ? `+7${digits}` : '';
}
