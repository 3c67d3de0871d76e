import type { StringPool } from '../world/columns';

/**
 * Rows ordered by a string of the world's pool (in its search form): prefix look-ups by binary search. It keeps the
 * string id each row was indexed with, so a row can be moved when its string changes.
 */
export class PrefixIndex {
  private order: Int32Array;
  private ids: Int32Array;
  count = 0;

  constructor(
    private readonly pool: StringPool,
    capacity = 64,
  ) {
    this.order = new Int32Array(Math.max(16, capacity));
    this.ids = new Int32Array(Math.max(16, capacity)).fill(-1);
  }

  /** Builds from the string ids of rows [0, count) at once (a counting sort by the strings' rank). */
  static build(pool: StringPool, idOf: ArrayLike<number>, count: number): PrefixIndex {
    const index = new PrefixIndex(pool, count + 64);
    const byText = pool.search.map((_, id) => id).sort((a, b) => compare(pool.search[a]!, pool.search[b]!));
    const rank = new Int32Array(pool.search.length);
    byText.forEach((id, r) => (rank[id] = r));
    const starts = new Int32Array(byText.length + 1);
    for (let row = 0; row < count; row++) starts[rank[idOf[row]!]! + 1]!++;
    for (let r = 0; r < byText.length; r++) starts[r + 1]! += starts[r]!;
    for (let row = 0; row < count; row++) {
      const id = idOf[row]!;
      index.order[starts[rank[id]!]!++] = row;
      index.ids[row] = id;
    }
    index.count = count;
    return index;
  }

  private text(position: number): string {
    return this.pool.search[this.ids[this.order[position]!]!]!;
  }

  private bound(text: string, row: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compare(this.text(mid), text);
      if (c < 0 || (c === 0 && this.order[mid]! < row)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Positions [from, to) of the rows whose string starts with `prefix` (in search form). */
  range(prefix: string): [number, number] {
    return [this.bound(prefix, -1), this.bound(`${prefix}\uffff`, -1)];
  }

  slice(from: number, to: number): Int32Array {
    return this.order.subarray(from, to);
  }

  /** (Re)indexes a row with a string id. */
  put(row: number, id: number): void {
    if (row >= this.ids.length) {
      const ids = new Int32Array(Math.max(row + 1, this.ids.length * 2)).fill(-1);
      ids.set(this.ids);
      this.ids = ids;
    }
    const old = this.ids[row]!;
    if (old === id) return;
    if (old >= 0) {
      const at = this.bound(this.pool.search[old]!, row);
      this.order.copyWithin(at, at + 1, this.count);
      this.count--;
    }
    this.ids[row] = id;
    if (this.count === this.order.length) {
      const order = new Int32Array(this.count * 2);
      order.set(this.order);
      this.order = order;
    }
    const at = this.bound(this.pool.search[id]!, row);
    this.order.copyWithin(at + 1, at, this.count);
    this.order[at] = row;
    this.count++;
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
