/** A set of rows as bits (row i is bit i % 32 of word i / 32). */
export class Bitmap {
  words: Uint32Array;
  private count = 0;
  /** The count is stale (after a bulk operation): recounted when asked. */
  private stale = false;

  /** How many rows are set (kept by set/clear; counted again after bulk operations, when asked). */
  get size(): number {
    if (this.stale) this.recount();
    return this.count;
  }

  constructor(capacity: number) {
    this.words = new Uint32Array(Math.ceil(Math.max(capacity, 1) / 32));
  }

  /** Rows [0, count) all set. */
  static all(count: number): Bitmap {
    const b = new Bitmap(count);
    b.setRange(0, count);
    return b;
  }

  /** A bitmap over given words (their bits as they are; `count`, when known, is how many are set). */
  static over(words: Uint32Array, count?: number): Bitmap {
    const b = new Bitmap(0);
    b.words = words;
    if (count === undefined) b.stale = true;
    else b.count = count;
    return b;
  }

  static of(capacity: number, rows: ArrayLike<number>): Bitmap {
    const b = new Bitmap(capacity);
    for (let i = 0; i < rows.length; i++) b.set(rows[i]!);
    return b;
  }

  /** Makes room for rows below `capacity` (keeps the bits). */
  ensure(capacity: number): void {
    const need = Math.ceil(capacity / 32);
    if (need <= this.words.length) return;
    const next = new Uint32Array(Math.max(need, this.words.length * 2));
    next.set(this.words);
    this.words = next;
  }

  has(row: number): boolean {
    return ((this.words[row >>> 5] ?? 0) & (1 << (row & 31))) !== 0;
  }

  set(row: number): void {
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    if ((this.words[w]! & bit) === 0) {
      this.words[w]! |= bit;
      this.count++;
    }
  }

  clear(row: number): void {
    const w = row >>> 5;
    const bit = 1 << (row & 31);
    if (w < this.words.length && (this.words[w]! & bit) !== 0) {
      this.words[w]! &= ~bit;
      this.count--;
    }
  }

  copy(): Bitmap {
    const b = new Bitmap(0);
    b.words = this.words.slice();
    b.count = this.count;
    b.stale = this.stale;
    return b;
  }

  /** Sets rows [from, to). */
  setRange(from: number, to: number): void {
    if (to <= from) return;
    this.ensure(to);
    const words = this.words;
    const first = from >>> 5;
    const last = (to - 1) >>> 5;
    for (let w = first; w <= last; w++) {
      let mask = 0xffffffff;
      if (w === first) mask &= 0xffffffff << (from & 31);
      if (w === last) mask &= 0xffffffff >>> (31 - ((to - 1) & 31));
      words[w]! |= mask;
    }
    this.stale = true;
  }

  /** Keeps only rows [from, to). */
  keepRange(from: number, to: number): void {
    const words = this.words;
    this.stale = true;
    if (to <= from) {
      words.fill(0);
      return;
    }
    const first = from >>> 5;
    const last = (to - 1) >>> 5;
    words.fill(0, 0, Math.min(first, words.length));
    words.fill(0, last + 1);
    if (first < words.length) words[first]! &= 0xffffffff << (from & 31);
    if (last < words.length) words[last]! &= 0xffffffff >>> (31 - ((to - 1) & 31));
  }

  /**
   * Keeps the rows also in `other`. Only words [fromWord, toWord) are intersected: the caller knows the words
   * outside to be clear already.
   */
  and(other: Bitmap, fromWord = 0, toWord = this.words.length): this {
    const a = this.words;
    const b = other.words;
    const end = Math.min(toWord, a.length);
    const n = Math.min(end, b.length);
    for (let i = fromWord; i < n; i++) a[i]! &= b[i]!;
    if (n < end) a.fill(0, n, end);
    this.stale = true;
    return this;
  }

  /** Adds the rows of another bitmap (those within this one's size: temporary bitmaps cover the universe). */
  or(other: Bitmap): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i]! |= b[i]!;
    this.stale = true;
    return this;
  }

  /** Counts the rows again (only in words [fromWord, toWord) when the caller knows the others to be clear). */
  recount(fromWord = 0, toWord = this.words.length): this {
    let n = 0;
    const words = this.words;
    const end = Math.min(toWord, words.length);
    for (let i = fromWord; i < end; i++) {
      let v = words[i]!;
      if (v === 0) continue;
      v = v - ((v >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    this.count = n;
    this.stale = false;
    return this;
  }

  /** The set rows, highest first, skipping `offset` of them, at most `limit`. */
  descending(offset: number, limit: number): number[] {
    const out: number[] = [];
    const words = this.words;
    let skip = offset;
    for (let w = words.length - 1; w >= 0 && out.length < limit; w--) {
      let v = words[w]!;
      if (v === 0) continue;
      if (skip > 0) {
        const n = popcount(v);
        if (n <= skip) {
          skip -= n;
          continue;
        }
      }
      while (v !== 0 && out.length < limit) {
        const bit = 31 - Math.clz32(v);
        v &= ~(1 << bit);
        if (skip > 0) skip--;
        else out.push((w << 5) + bit);
      }
    }
    return out;
  }

  /** Every set row, ascending. */
  rows(): Int32Array {
    const out = new Int32Array(this.size);

    let k = 0;
    const words = this.words;
    for (let w = 0; w < words.length; w++) {
      let v = words[w]!;
      while (v !== 0) {
        const low = v & -v;
        out[k++] = (w << 5) + 31 - Math.clz32(low);
        v ^= low;
      }
    }
    return out;
  }
}

function popcount(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Temporary bitmaps of one query, taken from a pool and given back when the query is answered: a list query
 * builds several bitmaps of the whole universe, and fresh typed arrays that size on every request would keep the
 * garbage collector busy.
 */
export class Scratch {
  private static pool: Uint32Array[] = [];
  private static poolWords = 0;
  private readonly taken: Uint32Array[] = [];
  private readonly words: number;

  constructor(universe: number) {
    this.words = Math.ceil(Math.max(universe, 1) / 32);
    if (Scratch.poolWords !== this.words) {
      Scratch.pool = [];
      Scratch.poolWords = this.words;
    }
  }

  private take(): Uint32Array {
    const words = Scratch.pool.pop() ?? new Uint32Array(this.words);
    this.taken.push(words);
    return words;
  }

  /** An empty bitmap of the universe. */
  blank(): Bitmap {
    const words = this.take();
    words.fill(0);
    return Bitmap.over(words, 0);
  }

  /** A copy of a bitmap (its rows within the universe). */
  copy(of: Bitmap): Bitmap {
    const words = this.take();
    const n = Math.min(words.length, of.words.length);
    words.set(n === of.words.length ? of.words : of.words.subarray(0, n));
    if (n < words.length) words.fill(0, n);
    return Bitmap.over(words);
  }

  /** Gives the bitmaps back (they must not be used after). */
  release(): void {
    if (Scratch.pool.length < 64) Scratch.pool.push(...this.taken);
    this.taken.length = 0;
  }
}
