import { describe, expect, it } from 'vitest';
import { STATUSES, TASK_ROLES } from './seed/catalog-deals';
import { CITIES } from './seed/catalog-places';
import { innWithCheck, ogrnWithCheck } from './seed/employers';
import { MAN } from './seed/names';
import { SEED_USERS } from '../auth/seed-users';
import { World, type TaskState } from './world';

const SEED = 20261122;
const world = new World({ seed: SEED, deals: 300 });

/** Every deal as a line of text: what determinism compares. */
function fingerprint(w: World): string {
  const lines: string[] = [];
  for (let d = 0; d < w.deals.count; d++) {
    const c = w.deals.client[d]!;
    const tasks = w.dealTasks(d).map((t) => `${w.taskKind(t).key}:${w.taskState(t)}:${w.tasks.assignee[t]}`);
    lines.push(
      [
        w.dealId(d),
        w.clientName(c),
        w.statusOf(d).code,
        w.deals.createdAt[d],
        w.vin(d),
        w.processInstanceId(d),
        ...tasks,
      ].join('|'),
    );
  }
  return lines.join('\n');
}

const openTasks = (w: World) => {
  const out: { task: number; role: string; state: TaskState; assignee: number }[] = [];
  for (let t = 0; t < w.tasks.count; t++) {
    const state = w.taskState(t);
    if (state !== 'closed') out.push({ task: t, role: w.taskKind(t).role, state, assignee: w.tasks.assignee[t]! });
  }
  return out;
};

describe('the seeded world', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(fingerprint(new World({ seed: SEED, deals: 300 }))).toBe(fingerprint(world));
    expect(fingerprint(new World({ seed: SEED + 1, deals: 300 }))).not.toBe(fingerprint(world));
  });

  it('has STUB_DEALS deals, in creation order, in every status', () => {
    expect(world.deals.count).toBe(300);
    for (let d = 1; d < world.deals.count; d++)
      expect(world.deals.createdAt[d]!).toBeGreaterThanOrEqual(world.deals.createdAt[d - 1]!);
    const statuses = new Set(Array.from({ length: 300 }, (_, d) => world.statusOf(d).code));
    expect([...statuses].sort()).toEqual(STATUSES.map((s) => s.code).sort());
  });

  it('has tasks of every role in every state, and closed ones', () => {
    const open = openTasks(world);
    for (const role of TASK_ROLES) {
      for (const state of ['created', 'unclaimed', 'claimed'] as const) {
        expect(
          open.some((t) => t.role === role && t.state === state),
          `${role} ${state}`,
        ).toBe(true);
      }
    }
    const closed = Array.from({ length: world.tasks.count }, (_, t) => world.taskState(t)).filter(
      (s) => s === 'closed',
    );
    expect(closed.length).toBeGreaterThan(300);
    expect(open.some((t) => world.tasks.unclaimCount[t.task]! > 0)).toBe(true);
    expect(open.some((t) => world.tasks.rescored[t.task] === 1)).toBe(true);
    expect(Array.from({ length: 300 }, (_, d) => world.deals.reworked[d]).some((r) => r === 1)).toBe(true);
  });

  it('gives every seeded worker tasks in work, and the operators deals waiting for the client', () => {
    const open = openTasks(world);
    for (const username of [
      'goz',
      'goz_chief',
      'credit_inspector',
      'release_manager',
      'underwriter',
      'underwriter_external',
      'underwriter_chief',
      'pledge_editor',
    ]) {
      const staff = world.staffByUsername(username)!;
      expect(open.filter((t) => t.assignee === staff.index).length, username).toBeGreaterThanOrEqual(1);
    }
    const waiting = (salePointId: number) =>
      Array.from({ length: 300 }, (_, d) => d).filter(
        (d) => world.statusOf(d).code === 'client_waiting' && world.salePointOf(d).id === salePointId,
      );
    expect(waiting(12).length).toBeGreaterThanOrEqual(2);
    expect(waiting(27).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the seeded users as staff, with more staff per role', () => {
    for (const user of SEED_USERS)
      expect(world.staffById(user.id)).toMatchObject({ username: user.username, fio: user.fio, seeded: true });
    expect(world.staffById(2)!.salePointId).toBe(12);
    const count = (role: string) => world.staff.filter((s) => s.roles.includes(role as never)).length;
    expect(count('ROLE_UNDERWRITER')).toBeGreaterThan(5);
    expect(count('ROLE_GOZ')).toBeGreaterThan(20);
    expect(count('ROLE_GOZ_CHIEF')).toBeGreaterThan(5);
  });

  it('has realistic clients: gender-consistent names, documents, phones, addresses', () => {
    const { clients, pool } = world;
    for (let c = 0; c < clients.count; c++) {
      const man = clients.gender[c] === MAN;
      const middle = pool.get(clients.middleName[c]!);
      expect(middle.endsWith(man ? 'ич' : 'на'), middle).toBe(true);
      const surname = pool.get(clients.surname[c]!);
      if (!man && /(ов|ев|ин)$/.test(surname)) throw new Error(`a woman named ${surname}`);
      expect(String(clients.passportSeries[c]).padStart(4, '0')).toMatch(/^\d{4}$/);
      expect(clients.passportNumber[c]).toBeLessThan(1_000_000);
      expect(String(clients.phone[c])).toMatch(/^9\d{9}$/);
      expect(CITIES[clients.regCity[c]!]).toBeDefined();
      if (clients.marital[c] === 1) expect(pool.get(clients.spouseFirstName[c]!)).not.toBe('');
    }
    for (let d = 0; d < world.deals.count; d++) expect(world.vin(d)).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('has employers with valid INN and OGRN', () => {
    for (const e of world.employers) {
      expect(e.inn).toBe(innWithCheck(e.inn.slice(0, 9)));
      expect(e.ogrn).toBe(ogrnWithCheck(e.ogrn.slice(0, 12)));
      expect(e.ogrn).toMatch(/^\d{13}$/);
    }
  });
});

describe('the operations of the world', () => {
  it('claim, unclaim, open and close tasks; a snapshot replays onto the seed', () => {
    const w = new World({ seed: SEED, deals: 300, now: () => Date.parse('2026-11-22T12:00:00Z') });
    const d = Array.from({ length: 300 }, (_, i) => i).find((i) => w.taskState(w.deals.currentTask[i]!) === 'created')!;
    const t = w.deals.currentTask[d]!;
    const staff = w.staffByUsername('underwriter')!.index;
    w.claimTask(t, staff);
    expect(w.taskState(t)).toBe('claimed');
    w.unclaimTask(t);
    expect(w.taskState(t)).toBe('unclaimed');
    expect(w.tasks.lastAssignee[t]).toBe(staff);
    const next = w.openTask(d, 'underwriter_check');
    expect(w.taskState(t)).toBe('closed');
    expect(w.deals.currentTask[d]).toBe(next);
    const created = w.createDeal(w.staffByUsername('goz')!.index, 0);
    expect(w.salePointOf(created).id).toBe(12);

    const copy = new World({ seed: SEED, deals: 300 });
    copy.restore(w.snapshot());
    expect(fingerprint(copy)).toBe(fingerprint(w));
    copy.restore(new World({ seed: SEED, deals: 300 }).snapshot());
    expect(fingerprint(copy)).toBe(fingerprint(world));
    expect(() => copy.restore({ seed: 1, deals: 300, journal: [] })).toThrow(/another world/);
    expect(() => copy.restore({ seed: SEED, deals: 300, journal: [{ op: 'explode' }] } as never)).toThrow(
      /unknown entry/,
    );
  });
});

describe('a large world', () => {
  it('builds 100 000 deals in a few seconds', () => {
    const started = performance.now();
    const big = new World({ seed: SEED, deals: 100_000 });
    const seconds = (performance.now() - started) / 1000;
    expect(big.deals.count).toBe(100_000);
    expect(seconds).toBeLessThan(8);
  }, 30_000);
});
