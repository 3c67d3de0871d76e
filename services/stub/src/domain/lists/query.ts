import { Scratch, type Bitmap } from './bitmap';

/**
 * One condition of a list query over a universe of rows [0, n). The planner asks each for its size first, then for
 * its rows (only when small), a bitmap, or a test of single rows.
 */
export interface Clause {
  /** An upper bound of the rows that match. */
  size: number;
  /** Whether `bitmap()` is cheap (a kept bitmap, or a few of them or-ed). */
  cheap: boolean;
  /** The matching rows, unsorted, maybe repeated; offered when they come from a look-up. */
  rows?: () => ArrayLike<number>;
  /**
   * The matching rows as a bitmap (the caller may change it only when it is not shared: see `shared`); temporary
   * bitmaps come from the query's scratch pool.
   */
  bitmap: (scratch: Scratch) => Bitmap;
  /** Whether `bitmap()` returns a kept bitmap that must not be changed. */
  shared?: boolean;
  /** The rows are exactly [from, to) (a creation period, one id): the query takes it as bounds of the others. */
  range?: readonly [number, number];
  test: (row: number) => boolean;
}

/** How the matching rows are ordered: by row, highest first, or by a key of a sorted index. */
export type Order =
  | { kind: 'rowDesc' }
  | {
      kind: 'key';
      /** The key of a row (every matching row has one). */
      key: (row: number) => number;
      descending: boolean;
      /** The rows in ascending key order (positions [0, count)). */
      count: number;
      at: (position: number) => number;
    };

export interface Page {
  rows: number[];
  count: number;
}

/** Below this many candidates, rows are tested one by one instead of intersecting bitmaps. */
const ROW_LIMIT = 3000;

/** The page [offset, offset + limit) of the rows of the universe that pass every clause, and their count. */
export function execute(universe: number, clauses: Clause[], order: Order, offset: number, limit: number): Page {
  const scratch = new Scratch(universe);
  try {
    return run(scratch, universe, clauses, order, offset, limit);
  } finally {
    scratch.release();
  }
}

function run(scratch: Scratch, universe: number, clauses: Clause[], order: Order, offset: number, limit: number): Page {
  // Row ranges bound the rows: the other clauses' bitmaps are intersected within them only.
  let lo = 0;
  let hi = universe;
  const ranges: Clause[] = [];
  const sorted: Clause[] = [];
  for (const clause of clauses) {
    if (!clause.range) sorted.push(clause);
    else {
      ranges.push(clause);
      lo = Math.max(lo, clause.range[0]);
      hi = Math.min(hi, clause.range[1]);
    }
  }
  if (hi <= lo) return { rows: [], count: 0 };
  sorted.sort((a, b) => a.size - b.size);
  const first = sorted[0];
  if (!first) {
    if (order.kind === 'rowDesc') {
      const rows: number[] = [];
      for (let row = hi - 1 - offset; row >= lo && rows.length < limit; row--) rows.push(row);
      return { rows, count: hi - lo };
    }
    const all = scratch.blank();
    all.setRange(lo, hi);
    return { rows: pageOf(all, order, offset, limit), count: hi - lo };
  }
  if (ranges.length > 0 && hi - lo <= ROW_LIMIT && hi - lo <= first.size) {
    return fromRows(scratch, rowsOf(lo, hi), sorted, order, offset, limit);
  }
  if (first.rows && first.size <= ROW_LIMIT)
    return fromRows(scratch, first.rows(), [...sorted.slice(1), ...ranges], order, offset, limit);

  // Intersect the cheap bitmaps first; when few rows are left, test the rest row by row.
  const fromWord = lo >>> 5;
  const toWord = (hi + 31) >>> 5;
  const start = (bitmap: Bitmap, shared?: boolean) => {
    const own = shared ? scratch.copy(bitmap) : bitmap;
    if (ranges.length > 0) own.keepRange(lo, hi);
    return own;
  };
  const cheap = sorted.filter((c) => c.cheap);
  const costly = sorted.filter((c) => !c.cheap);
  let acc: Bitmap | undefined;
  for (const clause of cheap) {
    const bitmap = clause.bitmap(scratch);
    acc = acc ? acc.and(bitmap, fromWord, toWord) : start(bitmap, clause.shared);
  }
  for (let i = 0; i < costly.length; i++) {
    const clause = costly[i]!;
    if (acc && acc.recount(fromWord, toWord).size <= ROW_LIMIT) {
      return fromRows(scratch, acc.rows(), costly.slice(i), order, offset, limit);
    }
    if (!acc && clause.rows && clause.size <= ROW_LIMIT) {
      return fromRows(scratch, clause.rows(), [...costly.slice(i + 1), ...ranges], order, offset, limit);
    }
    const bitmap = clause.bitmap(scratch);
    acc = acc ? acc.and(bitmap, fromWord, toWord) : start(bitmap, clause.shared);
  }
  const result = acc!.recount(fromWord, toWord);
  return { rows: pageOf(result, order, offset, limit), count: result.size };
}

/** Rows [from, to). */
function rowsOf(from: number, to: number): Int32Array {
  const rows = new Int32Array(to - from);
  for (let i = 0; i < rows.length; i++) rows[i] = from + i;
  return rows;
}

/**
 * The page of the candidates (rows from a look-up, maybe repeated) that pass the other clauses. The rows seen are
 * kept as bits of a scratch bitmap (a few kilobytes that stay in the processor's cache, where the candidates are
 * spread over the whole universe).
 */
function fromRows(
  scratch: Scratch,
  candidates: ArrayLike<number>,
  rest: Clause[],
  order: Order,
  offset: number,
  limit: number,
): Page {
  const found = scratch.blank();
  const matched: number[] = [];
  const byKey = order.kind === 'key';
  outer: for (let i = 0; i < candidates.length; i++) {
    const row = candidates[i]!;
    if (found.has(row)) continue;
    for (const clause of rest) if (!clause.test(row)) continue outer;
    found.set(row);
    if (byKey) matched.push(row);
  }
  // Newest first: the matches as bits, read from the top.
  if (order.kind === 'rowDesc') return { rows: found.descending(offset, limit), count: found.size };
  return { rows: topK(matched, order.key, order.descending, offset, limit), count: matched.length };
}

/**
 * The rows of positions [offset, offset + limit) when sorted by key (ties by row, in the same direction). The keys
 * are read once each (a key is a read of a large column at a random place); for a deep page the rows are sorted
 * whole, otherwise a heap keeps the first ones.
 */
export function topK(
  rows: ArrayLike<number>,
  key: (row: number) => number,
  descending: boolean,
  offset: number,
  limit: number,
): number[] {
  const n = rows.length;
  const k = Math.min(offset + limit, n);
  if (k <= offset) return [];
  // Signed so that the wanted order is ascending by (key, row).
  const sign = descending ? -1 : 1;
  const keys = new Float64Array(n);
  const ids = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    keys[i] = sign * key(row);
    ids[i] = sign * row;
  }
  /** Whether position a comes after position b. */
  const after = (a: number, b: number) => keys[a]! > keys[b]! || (keys[a] === keys[b] && ids[a]! > ids[b]!);
  const byOrder = (a: number, b: number) => keys[a]! - keys[b]! || ids[a]! - ids[b]!;
  let first: number[];
  if (k * 4 >= n) {
    first = Array.from({ length: n }, (_, i) => i)
      .sort(byOrder)
      .slice(0, k);
  } else {
    // A max-heap (by order) of the k first positions seen.
    const heap = new Int32Array(k);
    let size = 0;
    for (let i = 0; i < n; i++) {
      if (size < k) {
        let at = size++;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!after(i, heap[parent]!)) break;
          heap[at] = heap[parent]!;
          at = parent;
        }
        heap[at] = i;
      } else if (after(heap[0]!, i)) {
        let at = 0;
        for (;;) {
          const left = 2 * at + 1;
          if (left >= k) break;
          const right = left + 1;
          const child = right < k && after(heap[right]!, heap[left]!) ? right : left;
          if (!after(heap[child]!, i)) break;
          heap[at] = heap[child]!;
          at = child;
        }
        heap[at] = i;
      }
    }
    first = Array.from(heap).sort(byOrder);
  }
  const out: number[] = [];
  for (let i = offset; i < k; i++) out.push(rows[first[i]!]!);
  return out;
}

function pageOf(bitmap: Bitmap, order: Order, offset: number, limit: number): number[] {
  if (order.kind === 'rowDesc') return bitmap.descending(offset, limit);
  const count = bitmap.size;
  if (offset >= count) return [];
  const extract = () => topK(bitmap.rows(), order.key, order.descending, offset, limit);
  // Few matches: sort them; many: walk the sorted index until the page is full (matches spread unevenly over the
  // index may make the walk long: past a budget, sort after all).
  const expected = ((offset + limit) * order.count) / Math.max(1, count);
  if (count <= 4096 && count * 8 < expected) return extract();
  const budget = Math.min(order.count, expected * 8 + 2048);
  const out: number[] = [];
  let skip = offset;
  for (let i = 0; i < order.count && out.length < limit; i++) {
    if (i > budget && count <= 65_536) return extract();
    const row = order.at(order.descending ? order.count - 1 - i : i);
    if (!bitmap.has(row)) continue;
    if (skip > 0) skip--;
    else out.push(row);
  }
  return out;
}
