import { Bitmap } from './bitmap';
import { SortedIndex } from './sorted-index';

const NONE = -2147483648;

/** Rows grouped by an integer value, one bitmap per value; it remembers what each row was indexed with. */
export class BitmapField {
  static readonly NONE = NONE;
  private readonly bitmaps = new Map<number, Bitmap>();
  private indexed: Int32Array;

  constructor(private capacity: number) {
    this.indexed = new Int32Array(Math.max(16, capacity)).fill(NONE);
  }

  get(value: number): Bitmap | undefined {
    return this.bitmaps.get(value);
  }

  /** How many rows have the value. */
  sizeOf(value: number): number {
    return this.bitmaps.get(value)?.size ?? 0;
  }

  valueOf(row: number): number {
    return this.indexed[row] ?? NONE;
  }

  update(row: number, value: number): void {
    if (row >= this.indexed.length) {
      const next = new Int32Array(Math.max(row + 1, this.indexed.length * 2)).fill(NONE);
      next.set(this.indexed);
      this.indexed = next;
      this.capacity = next.length;
    }
    const old = this.indexed[row]!;
    if (old === value) return;
    if (old !== NONE) this.bitmaps.get(old)?.clear(row);
    if (value !== NONE) {
      let bitmap = this.bitmaps.get(value);
      if (!bitmap) {
        bitmap = new Bitmap(this.capacity);
        this.bitmaps.set(value, bitmap);
      }
      bitmap.ensure(row + 1);
      bitmap.set(row);
    }
    this.indexed[row] = value;
  }
}

/** Rows a bulk-built field holds room for beyond its count, before it grows (by doubling) on updates. */
const HEADROOM = 1024;

/** Rows by a numeric key (NaN: not indexed), in a SortedIndex. */
export class SortedField {
  index = new SortedIndex();
  private indexed = new Float64Array(16).fill(NaN);

  /** Indexes rows [0, count) at once. */
  bulk(count: number, keyOf: (row: number) => number): void {
    const keys = new Float64Array(count);
    const rows = new Int32Array(count);
    let n = 0;
    this.indexed = new Float64Array(Math.max(16, count + HEADROOM)).fill(NaN);
    for (let row = 0; row < count; row++) {
      const key = keyOf(row);
      this.indexed[row] = key;
      if (Number.isNaN(key)) continue;
      keys[n] = key;
      rows[n++] = row;
    }
    this.index = SortedIndex.build(keys, rows, n);
  }

  keyOf(row: number): number {
    return this.indexed[row] ?? NaN;
  }

  update(row: number, key: number): void {
    if (row >= this.indexed.length) {
      const next = new Float64Array(Math.max(row + 1, this.indexed.length * 2)).fill(NaN);
      next.set(this.indexed);
      this.indexed = next;
    }
    const old = this.indexed[row]!;
    if (Object.is(old, key)) return;
    if (!Number.isNaN(old)) this.index.remove(old, row);
    if (!Number.isNaN(key)) this.index.insert(key, row);
    this.indexed[row] = key;
  }
}

/**
 * Rows with up to `slots` keys each (NaN: none), in one SortedIndex whose values are `row * slots + slot`: a
 * client's phones (the slot tells whose phone it is), an address and its prefixes.
 */
export class MultiSortedField {
  index = new SortedIndex();
  private indexed = new Float64Array(16).fill(NaN);

  constructor(readonly slots: number) {}

  bulk(count: number, keysOf: (row: number, out: Float64Array) => void): void {
    const out = new Float64Array(this.slots);
    this.indexed = new Float64Array(Math.max(16, (count + HEADROOM) * this.slots)).fill(NaN);
    let n = 0;
    for (let row = 0; row < count; row++) {
      out.fill(NaN);
      keysOf(row, out);
      for (let s = 0; s < this.slots; s++) {
        const key = out[s]!;
        this.indexed[row * this.slots + s] = key;
        if (!Number.isNaN(key)) n++;
      }
    }
    const keys = new Float64Array(n);
    const values = new Int32Array(n);
    n = 0;
    for (let at = 0; at < count * this.slots; at++) {
      const key = this.indexed[at]!;
      if (Number.isNaN(key)) continue;
      keys[n] = key;
      values[n++] = at;
    }
    this.index = SortedIndex.build(keys, values, n);
  }

  update(row: number, keys: Float64Array): void {
    const base = row * this.slots;
    if (base + this.slots > this.indexed.length) {
      const next = new Float64Array(Math.max(base + this.slots, this.indexed.length * 2)).fill(NaN);
      next.set(this.indexed);
      this.indexed = next;
    }
    for (let s = 0; s < this.slots; s++) {
      const old = this.indexed[base + s]!;
      const key = keys[s] ?? NaN;
      if (Object.is(old, key)) continue;
      if (!Number.isNaN(old)) this.index.remove(old, base + s);
      if (!Number.isNaN(key)) this.index.insert(key, base + s);
      this.indexed[base + s] = key;
    }
  }

  /** Whether the row holds the key (in any slot, or in one of `slotMask`'s bits). */
  holds(row: number, key: number, slotMask = -1): boolean {
    const base = row * this.slots;
    for (let s = 0; s < this.slots; s++) if (slotMask & (1 << s) && this.indexed[base + s] === key) return true;
    return false;
  }
}
