/** Text matching of the suggestions: any case, ё = е, words split at anything that is not a letter or a digit. */

export const normalise = (text: string): string => text.toLowerCase().replace(/ё/g, 'е');

/** The words of a text, normalised (`г Москва, ул Тверская, д 7` → г, москва, ул, тверская, д, 7). */
export const wordsOf = (text: string): string[] =>
  normalise(text)
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);

/** Whether every typed word begins some word of the candidate (the last one may be typed in part, the others too). */
export const everyWordMatches = (typed: readonly string[], candidate: readonly string[]): boolean =>
  typed.every((t) => candidate.some((c) => c.startsWith(t)));

/** A deterministic UUID (version 4 layout) of a key: the FIAS ids of the directory. */
export function uuidOf(key: string): string {
  const hex: string[] = [];
  let h = 0x811c9dc5;
  for (let round = 0; hex.join('').length < 32; round++) {
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ round, 0x01000193);
    hex.push((h >>> 0).toString(16).padStart(8, '0'));
  }
  const s = hex.join('').slice(0, 32).split('');
  s[12] = '4';
  s[16] = '89ab'[parseInt(s[16]!, 16) % 4]!;
  const t = s.join('');
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-${t.slice(12, 16)}-${t.slice(16, 20)}-${t.slice(20)}`;
}
