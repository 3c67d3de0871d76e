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
  const sorted = [...clauses].sort((a, b) => a.size - b.size);
  const first = sorted[0];
  if (!first) {
    if (order.kind === 'rowDesc') {
      const rows: number[] = [];
      for (let row = universe - 1 - offset; row >= 0 && rows.length < limit; row--) rows.push(row);
      return { rows, count: universe };
    }
    const all = scratch.blank();
    all.setRange(0, universe);
    return { rows: pageOf(all, order, offset, limit), count: universe };
  }
  if (first.rows && first.size <= ROW_LIMIT)
    return fromRows(scratch, first.rows(), sorted.slice(1), order, offset, limit);

  // Intersect the cheap bitmaps first; when few rows are left, test the rest row by row.
  const cheap = sorted.filter((c) => c.cheap);
  const costly = sorted.filter((c) => !c.cheap);
  let acc: Bitmap | undefined;
  for (const clause of cheap) {
    const bitmap = clause.bitmap(scratch);
    acc = acc ? acc.and(bitmap) : clause.shared ? scratch.copy(bitmap) : bitmap;
  }
  for (let i = 0; i < costly.length; i++) {
    const clause = costly[i]!;
    if (acc && acc.size <= ROW_LIMIT) return fromRows(scratch, acc.rows(), costly.slice(i), order, offset, limit);
    if (!acc && clause.rows && clause.size <= ROW_LIMIT) {
      return fromRows(scratch, clause.rows(), costly.slice(i + 1), order, offset, limit);
    }
    const bitmap = clause.bitmap(scratch);
    acc = acc ? acc.and(bitmap) : clause.shared ? scratch.copy(bitmap) : bitmap;
  }
  const result = acc!;
  return { rows: pageOf(result, order, offset, limit), count: result.size };
}

/** Marks of rows already seen by fromRows: a row is seen when its mark is the current epoch. */
let marks = new Uint32Array(1024);
let epoch = 0;

function fromRows(
  scratch: Scratch,
  candidates: ArrayLike<number>,
  rest: Clause[],
  order: Order,
  offset: number,
  limit: number,
): Page {
  if (order.kind === 'rowDesc') {
    // Newest first: the matches as bits, read from the top.
    const found = scratch.blank();
    found.recount();
    outer: for (let i = 0; i < candidates.length; i++) {
      const row = candidates[i]!;
      if (found.has(row)) continue;
      for (const clause of rest) if (!clause.test(row)) continue outer;
      found.set(row);
    }
    return { rows: found.descending(offset, limit), count: found.size };
  }
  if (++epoch === 0xffffffff) {
    marks.fill(0);
    epoch = 1;
  }
  const matched: number[] = [];
  outer: for (let i = 0; i < candidates.length; i++) {
    const row = candidates[i]!;
    if (row >= marks.length) {
      const next = new Uint32Array(Math.max(row + 1, marks.length * 2));
      next.set(marks);
      marks = next;
    }
    if (marks[row] === epoch) continue;
    marks[row] = epoch;
    for (const clause of rest) if (!clause.test(row)) continue outer;
    matched.push(row);
  }
  return { rows: topK(matched, order.key, order.descending, offset, limit), count: matched.length };
}

/** The rows of positions [offset, offset + limit) when sorted by key (ties by row, in the same direction). */
export function topK(
  rows: number[],
  key: (row: number) => number,
  descending: boolean,
  offset: number,
  limit: number,
): number[] {
  const k = offset + limit;
  const cmp = descending
    ? (a: number, b: number) => key(b) - key(a) || b - a
    : (a: number, b: number) => key(a) - key(b) || a - b;
  if (rows.length <= 256 || k * 4 >= rows.length) return rows.sort(cmp).slice(offset, k);
  // A max-heap of the k smallest.
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i]!, heap[p]!) <= 0) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && cmp(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      up(heap.length - 1);
    } else if (cmp(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(cmp).slice(offset, k);
}

function pageOf(bitmap: Bitmap, order: Order, offset: number, limit: number): number[] {
  if (order.kind === 'rowDesc') return bitmap.descending(offset, limit);
  const count = bitmap.size;
  if (offset >= count) return [];
  const extract = () => topK(Array.from(bitmap.rows()), order.key, order.descending, offset, limit);
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
