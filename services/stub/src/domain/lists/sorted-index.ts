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

  /** Builds from unsorted pairs at once (keys not NaN). */
  static build(keys: Float64Array | number[], values: Int32Array | number[], count: number): SortedIndex {
    const index = new SortedIndex(count + 64);
    const order = sortedOrder(keys, values, count);
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

const DIGIT = 1 << 16;
const scratch = new Float64Array(1);
const scratchBits = new Uint32Array(scratch.buffer);

/**
 * The positions [0, count) ordered by key, equal keys by value. When the values ascend (as the rows of a bulk build
 * do), a stable radix sort of the keys' bits (four passes of 16 bits) gives that order in linear time; otherwise a
 * comparison sort does.
 */
export function sortedOrder(keys: ArrayLike<number>, values: ArrayLike<number>, count: number): Int32Array {
  let order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  let ascending = true;
  for (let i = 1; i < count && ascending; i++) ascending = values[i - 1]! < values[i]!;
  if (!ascending) return order.sort((a, b) => keys[a]! - keys[b]! || values[a]! - values[b]!);
  // A double's bits as two unsigned halves that order as the doubles do: negatives all flipped, positives their sign.
  const low = new Uint32Array(count);
  const high = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    scratch[0] = keys[i]! + 0; // -0 as 0
    const lo = scratchBits[0]!;
    const hi = scratchBits[1]!;
    const negative = hi >>> 31 === 1;
    low[i] = negative ? ~lo >>> 0 : lo;
    high[i] = negative ? ~hi >>> 0 : (hi | 0x80000000) >>> 0;
  }
  let next = new Int32Array(count);
  const counts = new Uint32Array(DIGIT);
  for (const [half, shift] of [
    [low, 0],
    [low, 16],
    [high, 0],
    [high, 16],
  ] as const) {
    counts.fill(0);
    for (let i = 0; i < count; i++) counts[(half[order[i]!]! >>> shift) & 0xffff]!++;
    if (count > 0 && counts[(half[order[0]!]! >>> shift) & 0xffff] === count) continue; // one digit for all
    let sum = 0;
    for (let d = 0; d < DIGIT; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < count; i++) {
      const position = order[i]!;
      next[counts[(half[position]! >>> shift) & 0xffff]!++] = position;
    }
    [order, next] = [next, order];
  }
  return order;
}
