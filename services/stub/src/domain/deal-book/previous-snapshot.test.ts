import { describe, expect, it } from 'vitest';
import { bookWorld } from '../../testing/deal-book-fixtures';
import { hasPreviousSnapshot } from './previous-snapshot';

describe('the seeded previous snapshots', () => {
  const w = bookWorld();
  const rows = Array.from({ length: w.world.deals.count }, (_, d) => d);
  const PATHS = ['client.phone', 'client.work.salary', 'client.work.employer', 'credit.initialFee'];

  it('give the reworked deals and those with the underwriters two or three changed values, the others none', () => {
    let reworked = 0;
    for (const row of rows) {
      const { state, previous = {} } = w.deals.entry(row);
      const keys = Object.keys(previous).filter((k) => !k.startsWith('documents.'));
      if (!hasPreviousSnapshot(state)) {
        expect(keys).toEqual([]);
        continue;
      }
      if (state.status === 'rework' || state.reworked) reworked++;
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(keys.length).toBeLessThanOrEqual(3);
      for (const key of keys) expect(PATHS).toContain(key);
    }
    expect(reworked).toBeGreaterThan(0);
  });

  it("give half of them an earlier scan of the client's passport, the others none", () => {
    let rescanned = 0;
    for (const row of rows) {
      const { state, previous = {}, source } = w.deals.entry(row);
      const documents = Object.keys(previous).filter((k) => k.startsWith('documents.'));
      if (documents.length === 0) continue;
      expect(hasPreviousSnapshot(state)).toBe(true);
      expect(documents).toEqual(['documents.passport.files']);
      const [then] = previous['documents.passport.files'] as { id: number; createdAt: string }[];
      const [now] = source.documents.passport!.files;
      expect(then!.id).not.toBe(now!.id);
      expect(Date.parse(then!.createdAt)).toBeLessThan(Date.parse(now!.createdAt!));
      rescanned++;
    }
    expect(rescanned).toBeGreaterThan(5);
  });

  it('are the same for the same seed', () => {
    const again = bookWorld();
    for (const row of rows.slice(0, 120)) expect(again.deals.entry(row).previous).toEqual(w.deals.entry(row).previous);
  });
});
