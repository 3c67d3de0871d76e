/**
 * Rows ordered by a numeric key (ascending; equal keys by row): exact and range look-ups by binary search, inserts
 * and removals by moving the tail (cheap at the sizes of the stub).
 */
export class SortedIndex {
  private keys: Float64Array;
  private values: Int32Array;
  count = 0;

  constructor(capacity = 64) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.values = new Int32Array(Math.max(16, capacity));
  }

  /** Builds from unsorted pairs at once. */
  static build(keys: Float64Array | number[], values: Int32Array | number[], count: number): SortedIndex {
    const index = new SortedIndex(count + 64);
    const order = new Int32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    order.sort((a, b) => keys[a]! - keys[b]! || values[a]! - values[b]!);
    for (let i = 0; i < count; i++) {
      index.keys[i] = keys[order[i]!]!;
      index.values[i] = values[order[i]!]!;
    }
    index.count = count;
    return index;
  }

  key(position: number): number {
    return this.keys[position]!;
  }
  value(position: number): number {
    return this.values[position]!;
  }

  /** The first position whose key is >= key (or > key with `after`). */
  lowerBound(key: number, after = false): number {
    let lo = 0;
    let hi = this.count;
    const keys = this.keys;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid]!;
      if (k < key || (after && k === key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Positions [from, to) of keys in [lo, hi] (inclusive bounds). */
  range(lo: number, hi: number): [number, number] {
    return [this.lowerBound(lo), this.lowerBound(hi, true)];
  }

  /** The values at positions [from, to). */
  slice(from: number, to: number): Int32Array {
    return this.values.subarray(from, to);
  }

  private position(key: number, value: number): number {
    let lo = this.lowerBound(key);
    const hi = this.lowerBound(key, true);
    while (lo < hi && this.values[lo]! < value) lo++;
    return lo;
  }

  insert(key: number, value: number): void {
    if (this.count === this.keys.length) {
      const keys = new Float64Array(this.count * 2);
      keys.set(this.keys);
      const values = new Int32Array(this.count * 2);
      values.set(this.values);
      this.keys = keys;
      this.values = values;
    }
    const at = this.position(key, value);
    this.keys.copyWithin(at + 1, at, this.count);
    this.values.copyWithin(at + 1, at, this.count);
    this.keys[at] = key;
    this.values[at] = value;
    this.count++;
  }

  remove(key: number, value: number): void {
    const at = this.position(key, value);
    if (at >= this.count || this.keys[at] !== key || this.values[at] !== value) return;
    this.keys.copyWithin(at, at + 1, this.count);
    this.values.copyWithin(at, at + 1, this.count);
    this.count--;
  }
}
