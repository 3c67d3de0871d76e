import { BUSINESS_LOGICS, PROGRAMS, STRATEGIES } from '../world/seed/catalog-deals';
import { REGIONS, SALE_POINTS, SALE_POINT_BY_ID } from '../world/seed/catalog-places';
import { searchForm } from '../world/columns';
import { BORROWER_PHONES } from './deal-index';
import type { ListFilter } from './filters';
import { hash53, normaliseAddress } from './hash';
import type { Clause } from './query';

import { ClauseShapes, rowsIn, setAll, type Level } from './clause-shapes';

export type { Level } from './clause-shapes';

/** Builds the clauses of a query over the deals (or, with `level: 'client'`, over the clients). */
export class ClauseBuilder extends ClauseShapes {
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
}
