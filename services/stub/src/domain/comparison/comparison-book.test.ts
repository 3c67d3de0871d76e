import { describe, expect, it } from 'vitest';
import { bookWorld, worker } from '../../testing/deal-book-fixtures';
import { World } from '../world/world';
import { ComparisonBook } from './comparison-book';

const underwriter = worker('underwriter');

/** A world with its comparison book: `groupOf(row, case, title)` compares and gives one group. */
function setup() {
  const w = bookWorld();
  const book = new ComparisonBook(20261122, { delayMs: 0 });
  const compare = (row: number, person = 'client') => book.start(w.parts, underwriter, w.world.dealId(row), person);
  const groupOf = (row: number, title: string, person = 'client') => {
    const group = compare(row, person).event.data.groups.find((g) => g.filterTitle === title);
    if (!group) throw new Error(`no group ${title}`);
    return group;
  };
  const ids = (row: number, title: string, person = 'client') => groupOf(row, title, person).deals.map((d) => d.id);
  return { ...w, book, compare, groupOf, ids };
}

describe('the deal comparison', () => {
  it("follows what a form save changes: a phone typed that another deal's client has is found at once", () => {
    const { world, deals, sample, ids } = setup();
    const [a, b] = [sample(() => true), sample((d) => d > 10 && world.deals.client[d] !== world.deals.client[0])];
    expect(ids(a, 'Телефон клиента')).not.toContain(world.dealId(b));
    const source = deals.entry(a).source;
    const phone = deals.currentSource(b).client.phone;
    deals.saveSource(a, { ...source, client: { ...source.client, phone } });
    expect(ids(a, 'Телефон клиента')).toContain(world.dealId(b));
    // And the other way round: b finds a.
    expect(ids(b, 'Телефон клиента')).toContain(world.dealId(a));
  });

  it('follows a change the world makes to a deal not touched: its client written back by another deal of the client', () => {
    const { world, deals, sample, ids } = setup();
    const twice = sample((d) => world.clientDeals(world.deals.client[d]!).length > 1);
    const [newer, older] = world.clientDeals(world.deals.client[twice]!);
    const stranger = sample((d) => world.deals.client[d] !== world.deals.client[twice]);
    expect(ids(stranger, 'Телефон клиента')).toEqual(
      expect.not.arrayContaining([world.dealId(newer!), world.dealId(older!)]),
    );
    // The newer deal's form changes the client's mobile (written into the world): the older deal, never touched,
    // has it too.
    const source = deals.entry(newer!).source;
    const phone = deals.currentSource(stranger).client.phone;
    deals.saveSource(newer!, { ...source, client: { ...source.client, phone } });
    expect(deals.storedSource(older!)).toBeUndefined();
    expect(ids(stranger, 'Телефон клиента')).toEqual(
      expect.arrayContaining([world.dealId(newer!), world.dealId(older!)]),
    );
  });

  it('finds a new deal once its data is entered, and starts over after a reset of the world', () => {
    const { world, deals, sample, ids } = setup();
    const row = sample(() => true);
    const created = world.createDeal(world.staffByUsername('goz')!.index, 0);
    const blank = deals.entry(created).source;
    const known = deals.currentSource(row).client;
    deals.saveSource(created, {
      ...blank,
      client: { ...blank.client, passport: { ...blank.client.passport, ...known.passport } },
    });
    expect(ids(row, 'Паспорт клиента')).toContain(world.dealId(created));

    world.restore(new World({ seed: 20261122, deals: 300 }).snapshot());
    deals.restore({ deals: [] });
    expect(ids(row, 'Паспорт клиента')).not.toContain(world.dealId(created));
  });

  it("gives a new deal's client no values: every group says the data is not given", () => {
    const { world, compare } = setup();
    const created = world.createDeal(world.staffByUsername('goz')!.index, 0);
    const groups = compare(created).event.data.groups;
    expect(groups.length).toBeGreaterThan(5);
    for (const group of groups) {
      expect(group).toMatchObject({ filterCharacteristics: null, error: 'Данные не указаны в заявке', deals: [] });
    }
  });

  it('answers a new hash each time, and restores its counter', () => {
    const { book, compare } = setup();
    const first = compare(0).hash;
    const second = compare(0).hash;
    expect(first).not.toBe(second);
    const saved = book.snapshot();
    const third = compare(0).hash;
    book.restore(saved);
    expect(compare(0).hash).toBe(third);
    expect(() => book.restore({ next: 0 })).toThrow(/comparison snapshot/);
  });
});
