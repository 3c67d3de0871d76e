import { TASK_ROLES, type TaskRole } from '../world/seed/catalog-deals';
import type { World } from '../world/world';
import type { Bitmap } from './bitmap';
import { TASK_STATE, type DealIndex } from './deal-index';
import type { SortedField } from './fields';
import type { Clause } from './query';
import type { SortedIndex } from './sorted-index';

/**
 * The shapes of the clauses a query is made of (none, a kept bitmap, a union, a row range, a sorted range, by client)
 * and the clauses of the lists' own conditions; ClauseBuilder (clauses.ts) adds those of a filter's keys.
 */
export class ClauseShapes {
  constructor(
    protected readonly world: World,
    protected readonly ix: DealIndex,
  ) {}

  protected get universe() {
    return this.world.deals.count;
  }

  // --- shapes

  none(): Clause {
    return { size: 0, cheap: true, rows: () => [], bitmap: (scratch) => scratch.blank(), test: () => false };
  }

  /** Rows in one kept bitmap (or none). */
  kept(bitmap: Bitmap | undefined): Clause {
    if (!bitmap) return this.none();
    return { size: bitmap.size, cheap: true, shared: true, bitmap: () => bitmap, test: (row) => bitmap.has(row) };
  }

  /** Rows in any of some kept bitmaps. */
  union(bitmaps: (Bitmap | undefined)[]): Clause {
    const present = bitmaps.filter((b): b is Bitmap => b !== undefined);
    if (present.length === 0) return this.none();
    if (present.length === 1) return this.kept(present[0]);
    return {
      size: present.reduce((n, b) => n + b.size, 0),
      cheap: present.length <= 64,
      bitmap: (scratch) => {
        const out = scratch.copy(present[0]!);
        for (let i = 1; i < present.length; i++) out.or(present[i]!);
        return out;
      },
      test: (row) => present.some((b) => b.has(row)),
    };
  }

  /** Rows [from, to). */
  rowRange(from: number, to: number): Clause {
    const size = Math.max(0, to - from);
    return {
      size,
      cheap: true,
      range: [from, to],
      rows: () => Int32Array.from({ length: size }, (_, i) => from + i),
      bitmap: (scratch) => {
        const b = scratch.blank();
        b.setRange(from, to);
        return b;
      },
      test: (row) => row >= from && row < to,
    };
  }

  /** Deals whose key in a sorted field lies in [lo, hi]. */
  sortedRange(field: SortedField, lo: number, hi: number): Clause {
    const [a, b] = field.index.range(lo, hi);
    return {
      size: b - a,
      cheap: false,
      rows: () => field.index.slice(a, b),
      bitmap: (scratch) => setAll(scratch.blank(), field.index.slice(a, b)),
      test: (row) => {
        const key = field.keyOf(row);
        return key >= lo && key <= hi;
      },
    };
  }

  /**
   * Deals of the clients a client-level look-up finds (`clients()`), with `testClient` to check one. With
   * `level: 'client'` the rows are the clients themselves.
   */
  byClient(size: number, clients: () => ArrayLike<number>, testClient: (c: number) => boolean, level: Level): Clause {
    const { deals } = this.world;
    if (level === 'client') {
      return {
        size,
        cheap: false,
        rows: clients,
        bitmap: (scratch) => setAll(scratch.blank(), clients()),
        test: testClient,
      };
    }
    const expand = (visit: (d: number) => void) => {
      const found = clients();
      const { lastDeal } = this.world.clients;
      const next = deals.nextOfClient;
      for (let i = 0; i < found.length; i++) {
        for (let d = lastDeal[found[i]!]!; d >= 0; d = next[d]!) visit(d);
      }
    };
    return {
      size: Math.ceil(size * 1.15),
      cheap: false,
      rows: () => {
        let out = new Int32Array(Math.min(Math.ceil(size * 1.25) + 16, 8192));
        let n = 0;
        expand((d) => {
          if (n === out.length) {
            const grown = new Int32Array(n * 2);
            grown.set(out);
            out = grown;
          }
          out[n++] = d;
        });
        return out.subarray(0, n);
      },
      bitmap: (scratch) => {
        const b = scratch.blank();
        expand((d) => b.set(d));
        return b;
      },
      test: (d) => testClient(deals.client[d]!),
    };
  }

  /** Clients whose key in a sorted index lies in [lo, hi] (values are `client * slots + slot`). */
  protected clientsIn(index: SortedIndex, lo: number, hi: number, slots = 1, slotMask = -1) {
    const [a, b] = index.range(lo, hi);
    return {
      size: b - a,
      clients: () => {
        const values = index.slice(a, b);
        if (slots === 1) return values;
        const out: number[] = [];
        for (let i = 0; i < values.length; i++)
          if (slotMask & (1 << (values[i]! % slots))) out.push((values[i]! / slots) | 0);
        return out;
      },
    };
  }

  salePoints(points: number[]): Clause {
    return this.union(points.map((p) => this.ix.salePoint.get(p)));
  }

  finished(): Clause {
    return this.kept(this.ix.finished.get(1));
  }

  /** Deals whose open task belongs to one of the roles. */
  taskRoles(roles: readonly TaskRole[]): Clause {
    return this.union(roles.map((r) => this.ix.taskRole.get(TASK_ROLES.indexOf(r))));
  }

  /**
   * The states of the open task: `task_claim` claimed (in the task lists: by `me`), `task_unclaim` returned to the
   * queue, `task_create` never claimed; `unassigned`: only tasks nobody works.
   */
  taskStates(states: ReadonlySet<string> | undefined, unassigned: boolean, me?: number): Clause | undefined {
    const { ix } = this;
    const wanted = new Set(states ?? []);
    if (unassigned) {
      if (wanted.size === 0) ['task_unclaim', 'task_create'].forEach((s) => wanted.add(s));
      wanted.delete('task_claim');
      if (wanted.size === 0) return this.none();
    }
    if (wanted.size === 0) return undefined;
    const bitmaps: (Bitmap | undefined)[] = [];
    if (wanted.has('task_claim'))
      bitmaps.push(me === undefined ? ix.taskState.get(TASK_STATE.claimed) : ix.assignee.get(me));
    if (wanted.has('task_unclaim')) bitmaps.push(ix.taskState.get(TASK_STATE.unclaimed));
    if (wanted.has('task_create')) bitmaps.push(ix.taskState.get(TASK_STATE.created));
    return this.union(bitmaps);
  }
}

export type Level = 'deal' | 'client';

export function setAll(bitmap: Bitmap, rows: ArrayLike<number>): Bitmap {
  for (let i = 0; i < rows.length; i++) bitmap.set(rows[i]!);
  return bitmap;
}

/** Rows [from, to) of a column sorted ascending whose values lie in [lo, hi]. */
export function rowsIn(column: Float64Array, count: number, [lo, hi]: [number, number]): [number, number] {
  const bound = (value: number, after: boolean) => {
    let a = 0;
    let b = count;
    while (a < b) {
      const mid = (a + b) >>> 1;
      const v = column[mid]!;
      if (v < value || (after && v === value)) a = mid + 1;
      else b = mid;
    }
    return a;
  };
  return [bound(lo, false), bound(hi, true)];
}
