import { describe, expect, it } from 'vitest';
import { Random } from '../world/seed/prng';
import { topK } from './query';

describe('topK', () => {
  /** The same page the slow way: every row sorted by (key, row), in the direction asked. */
  const slow = (rows: number[], key: (row: number) => number, descending: boolean, offset: number, limit: number) =>
    [...rows]
      .sort((a, b) => (descending ? key(b) - key(a) || b - a : key(a) - key(b) || a - b))
      .slice(offset, offset + limit);

  it('gives the page of the rows ordered by key, ties by row, whole sorts and heaps alike', () => {
    const random = new Random(5);
    for (const n of [0, 1, 7, 200, 257, 1000, 5000]) {
      // Few distinct keys: many ties.
      const keys = Array.from({ length: 10_000 }, () => random.int(0, 40));
      const key = (row: number) => keys[row]!;
      const rows = Array.from({ length: n }, () => random.int(0, 9999));
      const unique = [...new Set(rows)];
      for (const descending of [false, true]) {
        for (const [offset, limit] of [
          [0, 10],
          [0, 1],
          [20, 10],
          [n - 3, 10],
          [n + 5, 10],
          [0, n],
        ] as const) {
          if (offset < 0 || limit <= 0) continue;
          const at = `${n} ${descending} ${offset} ${limit}`;
          expect(topK(unique, key, descending, offset, limit), at).toEqual(
            slow(unique, key, descending, offset, limit),
          );
        }
      }
    }
  });
});
