/**
 * Input masks of form fields (002 §3 `mask`): `9` a digit, `a` a letter, `*` a letter or a digit, anything else a
 * literal; a part in square brackets is optional (`9999999999[99]`: an INN of 10 or 12 digits).
 */
interface Slot {
  kind: 'digit' | 'letter' | 'any' | 'literal';
  char: string;
  optional: boolean;
}

const SLOT_KINDS: Readonly<Record<string, Slot['kind']>> = { '9': 'digit', a: 'letter', '*': 'any' };

export function maskSlots(mask: string): Slot[] {
  const slots: Slot[] = [];
  let optional = false;
  for (const char of mask) {
    if (char === '[') optional = true;
    else if (char === ']') optional = false;
    else slots.push({ kind: SLOT_KINDS[char] ?? 'literal', char, optional });
  }
  return slots;
}

const fits = (slot: Slot, char: string): boolean =>
  slot.kind === 'digit'
    ? /\d/.test(char)
    : slot.kind === 'letter'
      ? /\p{L}/u.test(char)
      : slot.kind === 'any'
        ? /[\p{L}\d]/u.test(char)
        : false;

/**
 * What a masked input shows for what it holds now (typed or pasted): the characters that fit the slots, in order,
 * with the literals put in between as the characters come; characters that fit no slot are dropped, never shifted
 * into the next one. Literals already typed are accepted (a pasted '770-922' stays '770-922').
 */
export function typingMasked(mask: string, raw: string): string {
  const slots = maskSlots(mask);
  const chars = [...raw];
  let text = '';
  let at = 0;
  for (const slot of slots) {
    if (slot.kind === 'literal') {
      if (at >= chars.length) break;
      if (chars[at] === slot.char) at += 1;
      text += slot.char;
      continue;
    }
    while (at < chars.length && !fits(slot, chars[at]!)) at += 1;
    if (at >= chars.length) break;
    text += slot.kind === 'any' ? chars[at]!.toUpperCase() : chars[at];
    at += 1;
  }
  return text;
}

/** The characters of the slots only (`autoUnmask`): '770-922' with '999-999' → '770922'. */
export function unmasked(mask: string, text: string): string {
  const slots = maskSlots(mask);
  const masked = typingMasked(mask, text);
  return [...masked].filter((_, i) => slots[i]?.kind !== 'literal').join('');
}

/** Whether the text fills every required slot of the mask (and, of an optional part, all or none). */
export function maskComplete(mask: string, text: string): boolean {
  const slots = maskSlots(mask);
  const required = slots.filter((slot) => !slot.optional).length;
  return text.length === required || text.length === slots.length;
}

/** The longest text the mask allows. */
export const maskLength = (mask: string): number => maskSlots(mask).length;
