import { describe, expect, it } from 'vitest';
import { World } from '../world/world';
import type { ListFilter } from './filters';
import { Lists } from './lists';
import type { Viewer } from './scope';

const all: ListFilter = { borrowerPhonesOnly: false };
const underwriter: Viewer = { id: 6, roles: ['ROLE_UNDERWRITER'], privileges: ['can-view-underwriter-info'] };
const goz: Viewer = { id: 2, roles: ['ROLE_GOZ'], privileges: [] };
const chief: Viewer = { id: 3, roles: ['ROLE_GOZ_CHIEF'], privileges: [] };

describe('the JSON of a list page', () => {
  const world = new World({ seed: 11, deals: 3000 });
  const lists = new Lists(world);

  it('is the JSON of the page, for every list, viewer and page size', () => {
    for (const viewer of [underwriter, goz, chief]) {
      for (const perPage of [1, 10, 100]) {
        const pages = [
          lists.deals(viewer, all, { page: 1, perPage }, false),
          lists.deals(viewer, all, { page: 2, perPage }, true),
          lists.deals(viewer, { ...all, inn: world.employers[0]!.inn }, { page: 1, perPage }, false),
          lists.tasks(viewer, all, { page: 1, perPage }, false),
          lists.tasks(viewer, all, { page: 1, perPage }, true, 'ASC'),
          lists.deals(viewer, { ...all, dealId: 1 }, { page: 1, perPage }, false),
        ];
        for (const page of pages) {
          expect(lists.pageJson(page).toString('utf8')).toBe(JSON.stringify({ result: page }));
        }
      }
    }
  });

  it('keeps the bytes of earlier pages while many more are written', () => {
    const first = lists.deals(underwriter, all, { page: 1, perPage: 100 }, false);
    const bytes = lists.pageJson(first);
    const copy = Buffer.from(bytes);
    // About 10 MB of pages: many slabs.
    let written = 0;
    for (let i = 0; i < 100; i++) {
      written += lists.pageJson(lists.deals(underwriter, all, { page: 1 + (i % 30), perPage: 100 }, false)).length;
    }
    expect(written).toBeGreaterThan(8 * 2 ** 20);
    expect(bytes.equals(copy)).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ result: first });
  });

  it('carries the dictionaries as the world has them after a change', () => {
    const w = new World({ seed: 11, deals: 300 });
    const l = new Lists(w);
    const before = l.tasks(underwriter, all, { page: 1, perPage: 5 }, true);
    expect(l.tasks(underwriter, all, { page: 2, perPage: 5 }, true).filter).toBe(before.filter);
    const free = l.tasks(underwriter, { ...all, isFree: true }, { page: 1, perPage: 1 }, true).tasks[0]!;
    w.claimTask(w.taskRow(free.id)!, w.staffById(6)!.index);
    const after = l.tasks(underwriter, all, { page: 1, perPage: 5 }, true);
    expect(after.filter).not.toBe(before.filter);
    expect(after.filter).toEqual(before.filter);
    expect(l.pageJson(after).toString('utf8')).toBe(JSON.stringify({ result: after }));
  });
});
