/**
 * The JSON of a list page as the list routes send it, `{"result":{"<rows>":[...],"count":N,"filter":{...}}}`, the
 * same bytes as `JSON.stringify({ result: page })`: the rows are serialised per request, the filter dictionaries
 * (about half of the page) are copied from bytes serialised once (DictionaryCache).
 *
 * Encoding a string of Cyrillic text into a buffer of its own costs about as much as serialising it (sizing it, then
 * a fresh allocation per answer): pages are written straight into parts of a large slab instead, each page into a
 * part of its own that is never reused (a slab is freed with the last page written into it).
 */

const HEADS = {
  deals: Buffer.from('{"result":{"deals":'),
  tasks: Buffer.from('{"result":{"tasks":'),
};
const END = Buffer.from('}}');
const SLAB_SIZE = 1 << 20;

let slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
let used = 0;

export function pageJson(key: keyof typeof HEADS, rows: readonly object[], count: number, filter: Buffer): Buffer {
  const head = HEADS[key];
  const text = JSON.stringify(rows);
  const middle = `,"count":${count},"filter":`;
  // A UTF-16 code unit takes at most three bytes of UTF-8.
  const most = head.length + text.length * 3 + middle.length + filter.length + END.length;
  if (used + most > slab.length) {
    slab = Buffer.allocUnsafeSlow(Math.max(SLAB_SIZE, most));
    used = 0;
  }
  const start = used;
  let at = start + head.copy(slab, start);
  at += slab.write(text, at, 'utf8');
  at += slab.write(middle, at, 'latin1');
  at += filter.copy(slab, at);
  at += END.copy(slab, at);
  // The next page starts at an 8-byte boundary.
  used = (at + 7) & ~7;
  return slab.subarray(start, at);
}
