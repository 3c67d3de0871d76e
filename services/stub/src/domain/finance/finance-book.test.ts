import { describe, expect, it } from 'vitest';
import { World } from '../world/world';
import { FinanceBook, type FinanceState } from './finance-book';
import { isPersonInn, personInnWithCheck } from './inn';
import { DomainError } from '../errors';
import { Lists } from '../lists/lists';
import { COLLECTION_ID_BASE } from '../world/records';
import { personCollection, personOf, personsOfClient, spouseId, thirdFaceId } from './persons';

const SEED = 20261122;
const world = new World({ seed: SEED, deals: 120 });
const book = (seed = SEED, now = () => 0) => new FinanceBook(world, seed, { now, pdnDelayMs: 100 });

describe('the persons of the finance step', () => {
  it('gives the client, the spouse and the third person ids of their own', () => {
    for (let c = 0; c < world.clients.count; c++) {
      for (const person of personsOfClient(world, c)) expect(personOf(world, person.id)).toEqual(person);
      const kinds = personsOfClient(world, c).map((p) => p.kind);
      if (!kinds.includes('spouse')) expect(personOf(world, spouseId(c))).toBeUndefined();
      if (!kinds.includes('thirdFace')) expect(personOf(world, thirdFaceId(c))).toBeUndefined();
    }
    expect(personOf(world, 1)).toBeUndefined();
    expect(personOf(world, spouseId(world.clients.count))).toBeUndefined();
  });
});

describe("a collection of a person's deal", () => {
  it("gives the deal of a collection of the person's client; another client's or an unseen one is not found", () => {
    const parts = { world, lists: new Lists(world) };
    const viewer = { id: 12, roles: ['ROLE_VIEWER' as const], privileges: [] };
    const deal = 0;
    const person = personOf(world, world.clientId(world.deals.client[deal]!))!;
    expect(personCollection(parts, viewer, person, COLLECTION_ID_BASE + deal)).toBe(deal);
    const other = Array.from({ length: world.deals.count }, (_, d) => d).find(
      (d) => world.deals.client[d] !== person.client,
    )!;
    const notFound = new DomainError('not-found', 'Данные не найдены');
    expect(() => personCollection(parts, viewer, person, COLLECTION_ID_BASE + other)).toThrow(notFound);
    expect(() => personCollection(parts, viewer, person, 1)).toThrow(notFound);
  });
});

describe('the budgets', () => {
  it('are the same for the same seed, and keep loans_month the sum of the loans', () => {
    const persons = Array.from({ length: 30 }, (_, c) => personsOfClient(world, c)).flat();
    const a = book();
    const b = book();
    for (const p of persons) {
      for (const name of ['incomes', 'charges', 'loans'] as const) expect(a.block(p, name)).toEqual(b.block(p, name));
      const loans = a.block(p, 'loans').items;
      const month = a.block(p, 'charges').items.find((i) => i.type === 'loans_month');
      expect(month?.sum ?? 0).toBeCloseTo(
        loans.reduce((s, l) => s + (l.sum ?? 0), 0),
        2,
      );
    }
    const other = book(SEED + 1);
    expect(persons.some((p) => JSON.stringify(other.block(p, 'loans')) !== JSON.stringify(a.block(p, 'loans')))).toBe(
      true,
    );
  });

  it('restores a snapshot and refuses what is not one', () => {
    const a = book();
    const client = personsOfClient(world, 0)[0]!;
    a.addLoan(client, {
      title: 'АО «Почта Банк», кредитная карта',
      sumAmount: 100000,
      bkiType: 'active',
      type: '07',
      sum: 5000,
      sumConfirm: 5000,
    });
    const b = book();
    b.restore(a.snapshot());
    expect(b.block(client, 'loans')).toEqual(a.block(client, 'loans'));
    expect(() => b.restore({} as FinanceState)).toThrow(/finance/);
  });

  it('has the ПДН figures only once the bureau has answered', () => {
    let now = 1000;
    const a = book(SEED, () => now);
    const deal = 3;
    const started = a.recalculatePdn(deal);
    expect(started.pdn).toBeNull();
    expect(a.pdn(deal).totalIncomes).toBeNull();
    now += 100;
    const done = a.pdn(deal);
    expect(done.totalIncomes).toBe(a.results(deal).srd);
    expect(done.messageGuid).toBe(started.messageGuid);
  });
});

describe('the INN of a person', () => {
  it('has the two check digits of an individual INN', () => {
    expect(personInnWithCheck('5001007322')).toBe('500100732259');
    expect(isPersonInn('500100732259')).toBe(true);
    expect(isPersonInn('500100732258')).toBe(false);
    expect(isPersonInn('50010073225')).toBe(false);
  });
});
