import { describe, expect, it } from 'vitest';
import { Journal, checkJournal, type JournalEntry } from './journal';
import { World, replay } from './world';

const SEED = 20261122;
const claim = (task: number): JournalEntry => ({ op: 'claim', task, staff: 6, at: 1 });

describe('the journal', () => {
  it('records operations, but not the parts of an operation', () => {
    const journal = new Journal();
    journal.record(claim(1));
    const inner = journal.inner(() => {
      journal.record(claim(2));
      return 'done';
    });
    expect(inner).toBe('done');
    journal.record(claim(3));
    expect(journal.snapshot()).toEqual([claim(1), claim(3)]);
  });

  it('says what of another journal is left to replay, or that they part', () => {
    const journal = new Journal();
    journal.record(claim(1));
    expect(journal.rest([claim(1), claim(2)])).toEqual([claim(2)]);
    expect(journal.rest([claim(1)])).toEqual([]);
    expect(journal.rest([claim(2), claim(1)])).toBeNull();
    expect(journal.rest([])).toBeNull();
    journal.clear();
    expect(journal.rest([claim(5)])).toEqual([claim(5)]);
  });

  it('refuses what is not a journal', () => {
    expect(() => checkJournal({})).toThrow(/journal array/);
    expect(() => checkJournal([{ op: 'explode' }])).toThrow(/unknown entry/);
    expect(() => checkJournal([null])).toThrow(/unknown entry/);
    expect(() => checkJournal([claim(1)])).not.toThrow();
  });

  it("replays a world's operations on a fresh world of the same seed", () => {
    const world = new World({ seed: SEED, deals: 50 });
    const deal = 3;
    world.setPriority(deal, 2);
    world.setReworked(deal, true);
    const fresh = new World({ seed: SEED, deals: 50 });
    for (const entry of world.snapshot().journal) replay(fresh, entry);
    expect(fresh.deals.priority[deal]).toBe(2);
    expect(fresh.deals.reworked[deal]).toBe(1);
    expect(fresh.snapshot()).toEqual(world.snapshot());
    expect(() => replay(fresh, { op: 'priority', deal: 1, priority: 0 })).toThrow(/unknown deal 1/);
  });
});
