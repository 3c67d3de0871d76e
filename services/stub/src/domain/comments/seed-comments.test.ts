import { describe, expect, it } from 'vitest';
import { World } from '../world/world';
import { seededDealComments } from './seed-comments';

describe('the seeded deal comments', () => {
  const world = () => new World({ seed: 20261122, deals: 300, now: () => Date.parse('2026-11-22T09:00:00Z') });
  const a = world();
  const b = world();

  it('are the same for the same seed and deal, for about half the deals, by the workers of the deal', () => {
    const all = Array.from({ length: a.deals.count }, (_, row) => seededDealComments(a, a.dealId(row)));
    expect(all).toEqual(Array.from({ length: b.deals.count }, (_, row) => seededDealComments(b, b.dealId(row))));
    const share = all.filter((l) => l.length > 0).length / all.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.6);
    for (const [row, list] of all.entries()) {
      const workers = new Set([
        a.deals.creator[row],
        ...a.dealTasks(row).flatMap((t) => [a.tasks.assignee[t], a.tasks.lastAssignee[t]]),
      ]);
      for (const c of list) {
        const staff = a.staffById(c.authorId)!;
        expect(workers.has(staff.index)).toBe(true);
        expect(c.createdAt * 1000).toBeGreaterThanOrEqual(a.deals.createdAt[row]!);
      }
    }
  });

  it('are none for a deal created since the seed or an unknown deal', () => {
    const w = world();
    const creator = w.staffByUsername('goz')!.index;
    const row = w.createDeal(creator, 0);
    expect(seededDealComments(w, w.dealId(row))).toEqual([]);
    expect(seededDealComments(w, 1)).toEqual([]);
  });
});
