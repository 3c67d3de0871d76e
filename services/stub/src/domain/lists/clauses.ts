import { BUSINESS_LOGICS, PROGRAMS, STRATEGIES, TASK_ROLES, type TaskRole } from '../world/seed/catalog-deals';
import { REGIONS, SALE_POINTS, SALE_POINT_BY_ID } from '../world/seed/catalog-places';
import { searchForm } from '../world/columns';
import type { World } from '../world/world';
import type { Bitmap } from './bitmap';
import { BORROWER_PHONES, TASK_STATE, type DealIndex } from './deal-index';
import type { SortedField } from './fields';
import type { ListFilter } from './filters';
import { hash53, normaliseAddress } from './hash';
import type { Clause } from './query';
import type { SortedIndex } from './sorted-index';

/** Builds the clauses of a query over the deals (or, with `level: 'client'`, over the clients). */
export class ClauseBuilder {
  constructor(
    private readonly world: World,
    private readonly ix: DealIndex,
  ) {}

  private get universe() {
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
  private clientsIn(index: SortedIndex, lo: number, hi: number, slots = 1, slotMask = -1) {
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

  // --- the filter keys

  /** The clauses of a filter's keys (without the viewer's scope and the list's own conditions). */
  of(filter: ListFilter, level: Level = 'deal'): Clause[] {
    const { world, ix } = this;
    const { clients, pool } = world;
    const clauses: Clause[] = [];
    const add = (clause: Clause) => clauses.push(clause);

    if (filter.dealId !== undefined) {
      const row = level === 'deal' ? world.dealRow(filter.dealId) : world.clientRow(filter.dealId);
      add(row === undefined ? this.none() : { ...this.rowRange(row, row + 1), cheap: true });
    }
    if (filter.excludeDealId !== undefined) {
      const row = world.dealRow(filter.excludeDealId) ?? -1;
      add({
        size: this.universe,
        cheap: true,
        bitmap: (scratch) => {
          const b = scratch.blank();
          b.setRange(0, this.universe);
          if (row >= 0) b.words[row >>> 5]! &= ~(1 << (row & 31));
          return b;
        },
        test: (d) => d !== row,
      });
    }
    const names = [
      [filter.surname, ix.surname, ix.dealNames.surname, clients.surname],
      [filter.firstName, ix.firstName, ix.dealNames.firstName, clients.firstName],
      [filter.middleName, ix.middleName, ix.dealNames.middleName, clients.middleName],
    ] as const;
    for (const [prefix, ofClients, ofDeals, column] of names) {
      if (prefix === undefined) continue;
      const testClient = (c: number) => pool.search[column[c]!]!.startsWith(prefix);
      if (level === 'client') {
        const [a, b] = ofClients.range(prefix);
        add(this.byClient(b - a, () => ofClients.slice(a, b), testClient, level));
      } else {
        const [a, b] = ofDeals.range(prefix);
        const { deals } = world;
        add({
          size: b - a,
          cheap: false,
          rows: () => ofDeals.slice(a, b),
          bitmap: (scratch) => setAll(scratch.blank(), ofDeals.slice(a, b)),
          test: (d) => testClient(deals.client[d]!),
        });
      }
    }
    if (filter.birthday !== undefined) {
      const day = filter.birthday;
      const found = this.clientsIn(ix.birthday.index, day, day);
      add(this.byClient(found.size, found.clients, (c) => ix.birthday.keyOf(c) === day, level));
    }
    if (filter.passportSeries !== undefined || filter.passportNumber !== undefined) {
      const series = filter.passportSeries;
      const number = filter.passportNumber;
      const found =
        series !== undefined
          ? this.clientsIn(ix.passport.index, series * 1e6 + (number ?? 0), series * 1e6 + (number ?? 999_999))
          : this.clientsIn(ix.passportNumber.index, number! * 1e4, number! * 1e4 + 9999);
      const test = (c: number) =>
        !Number.isNaN(ix.passport.keyOf(c)) &&
        (series === undefined || clients.passportSeries[c] === series) &&
        (number === undefined || clients.passportNumber[c] === number);
      add(this.byClient(found.size, found.clients, test, level));
    }
    if (filter.phone !== undefined) {
      const phone = filter.phone;
      const mask = filter.borrowerPhonesOnly ? BORROWER_PHONES : -1;
      const found = this.clientsIn(ix.phone.index, phone, phone, ix.phone.slots, mask);
      add(this.byClient(found.size, found.clients, (c) => ix.phone.holds(c, phone, mask), level));
    }
    if (filter.address !== undefined) add(this.address(filter, level));
    if (filter.inn !== undefined) {
      const employer = world.employerByInn(filter.inn);
      const list = employer === undefined ? [] : (ix.employerClients.get(employer) ?? []);
      add(
        this.byClient(
          list.length,
          () => list,
          (c) => clients.employer[c] === employer,
          level,
        ),
      );
    }
    if (level === 'client') {
      if (filter.created) {
        const [from, to] = rowsIn(clients.createdAt, clients.count, filter.created);
        add(this.rowRange(from, to));
      }
      return clauses;
    }

    // Deal-level keys.
    const { deals } = world;
    if (filter.statuses) add(this.union(filter.statuses.map((s) => ix.status.get(s))));
    if (filter.processId !== undefined) {
      const id = filter.processId;
      const key = hash53(id);
      add({ ...this.sortedRange(ix.processId, key, key), test: (d) => world.processInstanceId(d) === id });
    }
    if (filter.partnerName !== undefined) {
      const text = filter.partnerName;
      const points = SALE_POINTS.flatMap((s, i) =>
        searchForm(s.name).includes(text) || searchForm(s.brand).includes(text) ? [i] : [],
      );
      add(this.union(points.map((p) => ix.salePoint.get(p))));
    }
    if (filter.created) {
      const [from, to] = rowsIn(deals.createdAt, deals.count, filter.created);
      add(this.rowRange(from, to));
    }
    if (filter.users) {
      const staff = filter.users.flatMap((id) => {
        const s = world.staffById(id);
        return s ? [s.index] : [];
      });
      add(this.union(staff.flatMap((s) => [ix.creator.get(s), ix.assignee.get(s)])));
    }
    if (filter.businessLogic !== undefined) {
      const index = BUSINESS_LOGICS.findIndex((b) => b.code === filter.businessLogic);
      add(index < 0 ? this.none() : this.kept(ix.businessLogic.get(index)));
    }
    if (filter.lastDecision) add(this.sortedRange(ix.lastDecision, ...filter.lastDecision));
    if (filter.creditProgram !== undefined) {
      const index = PROGRAMS.findIndex((p) => p.id === filter.creditProgram);
      add(index < 0 ? this.none() : this.kept(ix.program.get(index)));
    }
    if (filter.strategy !== undefined) {
      const index = STRATEGIES.findIndex((s) => s.id === filter.strategy);
      add(index < 0 ? this.none() : this.kept(ix.strategy.get(index)));
    }
    if (filter.region !== undefined) {
      const region = REGIONS.findIndex((r) => r.code === filter.region);
      add(this.kept(ix.region.get(region)));
    }
    if (filter.salePointId !== undefined) {
      const index = SALE_POINT_BY_ID.get(filter.salePointId);
      add(index === undefined ? this.none() : this.kept(ix.salePoint.get(index)));
    }
    if (filter.underwriting) add(this.sortedRange(ix.underwriting, ...filter.underwriting));
    return clauses;
  }

  /**
   * The address: the client's registration or actual address (or a part of it: the city, the street, the house);
   * with `inn` (the employer duplicate search) the employer's legal or actual address.
   */
  private address(filter: ListFilter, level: Level): Clause {
    const { world, ix } = this;
    const value = filter.address!;
    if (filter.inn !== undefined) {
      const matches = (line: string) => {
        const text = normaliseAddress(line);
        return text === value || text.startsWith(`${value},`);
      };
      const employers = () => world.employers.filter((e) => matches(e.addressLegal) || matches(e.addressActual));
      return this.byClient(
        world.clients.count,
        () => employers().flatMap((e) => ix.employerClients.get(e.index) ?? []),
        (c) => {
          const e = world.employers[world.clients.employer[c]!];
          return e !== undefined && (matches(e.addressLegal) || matches(e.addressActual));
        },
        level,
      );
    }
    const key = hash53(value);
    const found = this.clientsIn(ix.address.index, key, key, ix.address.slots);
    return this.byClient(found.size, found.clients, (c) => ix.address.holds(c, key), level);
  }

  // --- the lists' own conditions

  /** Deals of some sale points. */
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

function setAll(bitmap: Bitmap, rows: ArrayLike<number>): Bitmap {
  for (let i = 0; i < rows.length; i++) bitmap.set(rows[i]!);
  return bitmap;
}

/** Rows [from, to) of a column sorted ascending whose values lie in [lo, hi]. */
function rowsIn(column: Float64Array, count: number, [lo, hi]: [number, number]): [number, number] {
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
