import { searchForm } from '../world/columns';

/** A character in search form: lower case, ё as е. */
function fold(ch: number): number {
  if (ch >= 0x410 && ch <= 0x42f) return ch + 0x20;
  if (ch === 0x401 || ch === 0x451) return 0x435;
  if (ch >= 0x41 && ch <= 0x5a) return ch + 0x20;
  return ch;
}

/** cyrb53's state after some text: two 32-bit words. */
export interface HashState {
  h1: number;
  h2: number;
}

/** The state before any text. */
export const HASH_START: Readonly<HashState> = { h1: 0xdeadbeef, h2: 0x41c6ce57 };

/** The state after `text` more (in search form: case and ё folded); a text's parts in turn hash as the text. */
export function hashUpdate(state: Readonly<HashState>, text: string): HashState {
  let { h1, h2 } = state;
  for (let i = 0; i < text.length; i++) {
    const ch = fold(text.charCodeAt(i));
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  return { h1, h2 };
}

/** The 53-bit hash of the text a state was given, exact in a double. */
export function hashDigest(state: Readonly<HashState>): number {
  let { h1, h2 } = state;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** cyrb53 of the text in search form (case and ё folded): a 53-bit hash, exact in a double. */
export const hash53 = (text: string): number => hashDigest(hashUpdate(HASH_START, text));

/** An address as searched: search form, single spaces after commas, no leading postal code, no trailing comma. */
export function normaliseAddress(text: string): string {
  return searchForm(text)
    .replace(/^\d{6},\s*/, '')
    .replace(/\s*,\s*/g, ', ')
    .replace(/[,\s]+$/, '');
}

/** The hash of an address a user sent. */
export const searchedAddressHash = (text: string): number => hash53(normaliseAddress(text));
