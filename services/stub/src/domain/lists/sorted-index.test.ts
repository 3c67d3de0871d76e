import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SortedIndex, sortedOrder } from './sorted-index';

/** The order a comparison sort gives: by key, equal keys by value. */
const byComparison = (keys: number[], values: number[]) =>
  [...keys.keys()].sort((a, b) => keys[a]! - keys[b]! || values[a]! - values[b]!);

const key = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer({ min: -5, max: 5 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, -0, Infinity, -Infinity, 2 ** 52 + 1, -(2 ** 31)),
);

describe('sortedOrder', () => {
  it('orders by key, equal keys by value, as a comparison sort does (values ascending: the radix sort)', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), (keys) => {
        const values = keys.map((_, i) => i * 3);
        expect([...sortedOrder(keys, values, keys.length)]).toEqual(byComparison(keys, values));
      }),
      { numRuns: 300 },
    );
  });

  it('orders values that do not ascend by a comparison sort', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.integer()), { maxLength: 100 }), (pairs) => {
        const keys = pairs.map(([k]) => k);
        const values = pairs.map(([, v]) => v);
        const order = [...sortedOrder(keys, values, keys.length)];
        const expected = byComparison(keys, values);
        expect(order.map((i) => [keys[i], values[i]])).toEqual(expected.map((i) => [keys[i], values[i]]));
      }),
    );
  });

  it('builds an index whose ranges find the rows of a key', () => {
    const keys = [5, -1, 5, 3e12, -0, 0, 5];
    const index = SortedIndex.build(keys, [0, 1, 2, 3, 4, 5, 6], keys.length);
    const [from, to] = index.range(5, 5);
    expect([...index.slice(from, to)]).toEqual([0, 2, 6]);
    expect([...index.slice(0, index.count)]).toEqual([1, 4, 5, 0, 2, 6, 3]);
  });
});
