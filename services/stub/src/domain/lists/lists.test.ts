import { describe, expect, it } from 'vitest';
import { BUSINESS_LOGICS, PROGRAMS, STRATEGIES, TASK_ROLES } from '../world/seed/catalog-deals';
import { CITIES, REGIONS, SALE_POINTS } from '../world/seed/catalog-places';
import { addressLevels } from '../world/seed/addresses';
import { searchForm } from '../world/columns';
import { Random } from '../world/seed/prng';
import { World } from '../world/world';
import type { ListFilter } from './filters';
import { normaliseAddress } from './hash';
import { Lists } from './lists';
import type { Viewer } from './scope';

const world = new World({ seed: 7, deals: 3000 });
const lists = new Lists(world);
const underwriter: Viewer = { id: 6, roles: ['ROLE_UNDERWRITER'], privileges: [] };

type Key = keyof ListFilter;

/** The filter semantics, written the slow way: every deal checked against every key. */
function matches(d: number, f: ListFilter): boolean {
  const { deals, clients, pool, tasks } = world;
  const c = deals.client[d]!;
  const t = deals.currentTask[d]!;
  const state = t >= 0 ? world.taskState(t) : 'none';
  const sp = SALE_POINTS[deals.salePoint[d]!]!;
  const inRange = (v: number, r?: [number, number]) => !r || (!Number.isNaN(v) && v >= r[0] && v <= r[1]);
  const lastDecision = deals.lastDecision[d]! >= 0 ? world.decisions.at[deals.lastDecision[d]!]! : NaN;
  const addressTexts = () => {
    const reg = {
      city: clients.regCity[c]!,
      street: clients.regStreet[c]!,
      house: clients.regHouse[c]!,
      flat: clients.regFlat[c]!,
    };
    const act = {
      city: clients.actCity[c]!,
      street: clients.actStreet[c]!,
      house: clients.actHouse[c]!,
      flat: clients.actFlat[c]!,
    };
    return [...addressLevels(reg), ...(clients.actualSame[c] ? [] : addressLevels(act))].map(normaliseAddress);
  };
  const phones = [
    clients.phone[c],
    clients.phone2[c],
    ...(f.borrowerPhonesOnly ? [] : [clients.spousePhone[c], clients.thirdPhone[c]]),
  ];
  const assignee = t >= 0 ? tasks.assignee[t]! : -1;
  return (
    (f.dealId === undefined || world.dealId(d) === f.dealId) &&
    (f.excludeDealId === undefined || world.dealId(d) !== f.excludeDealId) &&
    (f.surname === undefined || pool.search[clients.surname[c]!]!.startsWith(f.surname)) &&
    (f.firstName === undefined || pool.search[clients.firstName[c]!]!.startsWith(f.firstName)) &&
    (f.middleName === undefined || pool.search[clients.middleName[c]!]!.startsWith(f.middleName)) &&
    (f.birthday === undefined || clients.birthDay[c] === f.birthday) &&
    (f.passportSeries === undefined || clients.passportSeries[c] === f.passportSeries) &&
    (f.passportNumber === undefined || clients.passportNumber[c] === f.passportNumber) &&
    (f.phone === undefined || phones.includes(f.phone)) &&
    (f.statuses === undefined || f.statuses.includes(deals.status[d]!)) &&
    (f.processId === undefined || world.processInstanceId(d) === f.processId) &&
    (f.partnerName === undefined ||
      searchForm(sp.name).includes(f.partnerName) ||
      searchForm(sp.brand).includes(f.partnerName)) &&
    (f.address === undefined || addressTexts().includes(f.address)) &&
    inRange(deals.createdAt[d]!, f.created) &&
    (f.users === undefined ||
      f.users.includes(world.staff[deals.creator[d]!]?.id ?? -1) ||
      f.users.includes(world.staff[assignee]?.id ?? -1)) &&
    (f.businessLogic === undefined || BUSINESS_LOGICS[deals.businessLogic[d]!]!.code === f.businessLogic) &&
    (f.inn === undefined || world.employers[clients.employer[c]!]?.inn === f.inn) &&
    inRange(lastDecision, f.lastDecision) &&
    (f.creditProgram === undefined || PROGRAMS[deals.program[d]!]!.id === f.creditProgram) &&
    (f.strategy === undefined || STRATEGIES[deals.strategy[d]!]?.id === f.strategy) &&
    (f.region === undefined || REGIONS[CITIES[sp.city]!.regionIndex]!.code === f.region) &&
    (f.salePointId === undefined || sp.id === f.salePointId) &&
    inRange(deals.underwritingAt[d]!, f.underwriting) &&
    (!f.needAssignee || state === 'created' || state === 'unclaimed') &&
    (!f.taskStatuses ||
      (f.taskStatuses.has('task_claim') && state === 'claimed') ||
      (f.taskStatuses.has('task_unclaim') && state === 'unclaimed') ||
      (f.taskStatuses.has('task_create') && state === 'created'))
  );
}

/** A filter key with a value taken from deal `d` (so that at least that deal matches). */
function keyFrom(key: Key, d: number, random: Random): Partial<ListFilter> {
  const { deals, clients, pool } = world;
  const c = deals.client[d]!;
  const sp = SALE_POINTS[deals.salePoint[d]!]!;
  const around = (t: number): [number, number] => [
    t - random.int(0, 3) * 86_400_000,
    t + random.int(0, 3) * 86_400_000,
  ];
  const prefix = (id: number) => pool.search[id]!.slice(0, random.int(1, 6));
  switch (key) {
    case 'dealId':
      return { dealId: world.dealId(d) };
    case 'excludeDealId':
      return { excludeDealId: world.dealId(random.int(0, deals.count - 1)) };
    case 'surname':
      return { surname: prefix(clients.surname[c]!) };
    case 'firstName':
      return { firstName: prefix(clients.firstName[c]!) };
    case 'middleName':
      return { middleName: prefix(clients.middleName[c]!) };
    case 'birthday':
      return { birthday: clients.birthDay[c]! };
    case 'passportSeries':
      return { passportSeries: clients.passportSeries[c]! };
    case 'passportNumber':
      return { passportNumber: clients.passportNumber[c]! };
    case 'phone':
      return random.chance(0.5) ? { phone: clients.phone[c]! } : { phone: clients.phone[c]!, borrowerPhonesOnly: true };
    case 'statuses':
      return { statuses: [deals.status[d]!, random.int(0, 11)] };
    case 'processId':
      return { processId: world.processInstanceId(d) };
    case 'partnerName':
      return { partnerName: searchForm(random.chance(0.5) ? sp.brand : sp.name.slice(3, 12)) };
    case 'address': {
      const levels = addressLevels({
        city: clients.regCity[c]!,
        street: clients.regStreet[c]!,
        house: clients.regHouse[c]!,
        flat: clients.regFlat[c]!,
      });
      return { address: normaliseAddress(random.pick(levels)) };
    }
    case 'created':
      return { created: around(deals.createdAt[d]!) };
    case 'users':
      return { users: [world.staff[deals.creator[d]!]!.id, random.pick(world.staff).id] };
    case 'businessLogic':
      return { businessLogic: BUSINESS_LOGICS[deals.businessLogic[d]!]!.code };
    case 'inn': {
      const e = world.employers[clients.employer[c]!];
      return e ? { inn: e.inn } : {};
    }
    case 'lastDecision': {
      const x = deals.lastDecision[d]!;
      return x >= 0 ? { lastDecision: around(world.decisions.at[x]!) } : {};
    }
    case 'creditProgram':
      return { creditProgram: PROGRAMS[deals.program[d]!]!.id };
    case 'strategy': {
      const s = STRATEGIES[deals.strategy[d]!];
      return s ? { strategy: s.id } : {};
    }
    case 'region':
      return { region: REGIONS[CITIES[sp.city]!.regionIndex]!.code };
    case 'salePointId':
      return { salePointId: sp.id };
    case 'underwriting': {
      const at = deals.underwritingAt[d]!;
      return Number.isNaN(at) ? {} : { underwriting: [at - 3_600_000, Infinity] };
    }
    case 'needAssignee':
      return { needAssignee: true };
    case 'taskStatuses':
      return { taskStatuses: new Set([random.pick(['task_claim', 'task_unclaim', 'task_create'] as const)]) };
    default:
      return {};
  }
}

const KEYS: Key[] = [
  'dealId',
  'excludeDealId',
  'surname',
  'firstName',
  'middleName',
  'birthday',
  'passportSeries',
  'passportNumber',
  'phone',
  'statuses',
  'processId',
  'partnerName',
  'address',
  'created',
  'users',
  'businessLogic',
  'inn',
  'lastDecision',
  'creditProgram',
  'strategy',
  'region',
  'salePointId',
  'underwriting',
  'needAssignee',
  'taskStatuses',
];

describe('the deal list', () => {
  it('answers every key alone like the slow evaluation (rows, order and count)', () => {
    const random = new Random(1, 'keys');
    for (const key of KEYS) {
      for (let i = 0; i < 6; i++) {
        const d = random.int(0, world.deals.count - 1);
        const filter: ListFilter = { borrowerPhonesOnly: false, ...keyFrom(key, d, random) };
        const expected = Array.from({ length: world.deals.count }, (_, r) => r)
          .filter((r) => matches(r, filter))
          .reverse();
        const got = lists.deals(underwriter, filter, { page: 1, perPage: 20 }, false);
        expect(got.count, `${key} ${JSON.stringify(filter)}`).toBe(expected.length);
        expect(got.deals.map((x) => x.id)).toEqual(expected.slice(0, 20).map(world.dealId));
      }
    }
  });

  it('answers combinations of keys and deep pages like the slow evaluation', () => {
    const random = new Random(2, 'combinations');
    for (let i = 0; i < 150; i++) {
      const d = random.int(0, world.deals.count - 1);
      let filter: ListFilter = { borrowerPhonesOnly: false };
      for (let k = random.int(2, 4); k > 0; k--) filter = { ...filter, ...keyFrom(random.pick(KEYS), d, random) };
      const expected = Array.from({ length: world.deals.count }, (_, r) => r)
        .filter((r) => matches(r, filter))
        .reverse();
      const page = random.int(1, 4);
      const got = lists.deals(underwriter, filter, { page, perPage: 7 }, random.chance(0.2));
      const history = got.deals.every((x) =>
        ['issued', 'rejected', 'client_refused', 'canceled'].includes(x.statusCode),
      );
      if (!history) {
        expect(got.count, JSON.stringify(filter)).toBe(expected.length);
        expect(got.deals.map((x) => x.id)).toEqual(expected.slice((page - 1) * 7, page * 7).map(world.dealId));
      }
    }
  });

  it('limits operators to their sale point and GOZ chiefs to their holding', () => {
    const goz: Viewer = { id: 2, roles: ['ROLE_GOZ'], privileges: [] };
    const chief: Viewer = { id: 3, roles: ['ROLE_GOZ_CHIEF'], privileges: [] };
    const all = lists.deals(goz, { borrowerPhonesOnly: false }, { page: 1, perPage: 100 }, false);
    expect(all.deals.every((x) => x.partner.id === 12)).toBe(true);
    expect(all.filter.salePoints).toEqual([{ value: 12, label: 'Автосалон «Рольф Юг», Москва' }]);
    const holding = lists.deals(chief, { borrowerPhonesOnly: false }, { page: 1, perPage: 100 }, false);
    expect(new Set(holding.deals.map((x) => x.holding?.name))).toEqual(new Set(['ГК Рольф']));
    expect(holding.filter.salePoints.length).toBeGreaterThan(1);
  });
});

describe('the task lists', () => {
  const open = (d: number) => world.deals.currentTask[d]! >= 0;

  it("hold the open tasks of the viewer's roles, newest first", () => {
    const inspector: Viewer = { id: 4, roles: ['ROLE_CREDIT_INSPECTOR'], privileges: [] };
    const got = lists.tasks(inspector, { borrowerPhonesOnly: false }, { page: 1, perPage: 50 }, false);
    const roles = new Set(['credit-inspector', 'credit-inspector-checker']);
    const expected = Array.from({ length: world.deals.count }, (_, d) => d).filter(
      (d) => open(d) && roles.has(world.taskKind(world.deals.currentTask[d]!).role),
    );
    expect(got.count).toBe(expected.length);
    const created = got.tasks.map((t) => Date.parse(t.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(got.tasks.every((t) => roles.has(t.currentRole!))).toBe(true);
  });

  it('give a worker their own tasks with taskStatuses[]=task_claim', () => {
    for (const [id, roles] of [
      [6, ['ROLE_UNDERWRITER']],
      [2, ['ROLE_GOZ']],
      [5, ['ROLE_RELEASE_MANAGER']],
    ] as const) {
      const viewer: Viewer = { id, roles: [...roles], privileges: [] };
      const got = lists.tasks(
        viewer,
        { borrowerPhonesOnly: false, taskStatuses: new Set(['task_claim']) },
        { page: 1, perPage: 100 },
        false,
      );
      expect(got.count).toBeGreaterThan(0);
      expect(got.tasks.every((t) => t.assignee === world.staffById(id)!.username)).toBe(true);
    }
  });

  it('sort the underwriter list by the start of the underwriting stage and keep free tasks with isFree', () => {
    const filter: ListFilter = { borrowerPhonesOnly: false, isFree: true };
    const asc = lists.tasks(underwriter, filter, { page: 1, perPage: 100 }, true, 'ASC');
    const desc = lists.tasks(underwriter, filter, { page: 1, perPage: 100 }, true, 'DESC');
    expect(asc.count).toBe(desc.count);
    expect(asc.tasks.every((t) => t.assignee === null && t.currentRole === 'underwriter')).toBe(true);
    const at = (id: number) => world.deals.underwritingAt[world.dealRow(id)!]!;
    const ascAt = asc.tasks.map((t) => at(t.deal.id));
    expect(ascAt).toEqual([...ascAt].sort((a, b) => a - b));
    const descAt = desc.tasks.map((t) => at(t.deal.id));
    expect(descAt).toEqual([...descAt].sort((a, b) => b - a));
    const expected = Array.from({ length: world.deals.count }, (_, d) => d).filter(
      (d) =>
        open(d) &&
        world.taskKind(world.deals.currentTask[d]!).role === 'underwriter' &&
        world.tasks.assignee[world.deals.currentTask[d]!]! < 0,
    );
    expect(asc.count).toBe(expected.length);
  });

  it("follow the world: a claimed task leaves the free list and joins the worker's own", () => {
    const w = new World({ seed: 7, deals: 500 });
    const l = new Lists(w);
    const free = l.tasks(underwriter, { borrowerPhonesOnly: false, isFree: true }, { page: 1, perPage: 1 }, true);
    const task = w.taskRow(free.tasks[0]!.id)!;
    w.claimTask(task, w.staffById(6)!.index);
    const after = l.tasks(underwriter, { borrowerPhonesOnly: false, isFree: true }, { page: 1, perPage: 1 }, true);
    expect(after.count).toBe(free.count - 1);
    const mine = l.tasks(
      underwriter,
      { borrowerPhonesOnly: false, taskStatuses: new Set(['task_claim']) },
      { page: 1, perPage: 100 },
      false,
    );
    expect(mine.tasks.map((t) => t.id)).toContain(free.tasks[0]!.id);
    const d = w.createDeal(w.staffById(2)!.index, 0);
    const newest = l.deals(underwriter, { borrowerPhonesOnly: false }, { page: 1, perPage: 1 }, false);
    expect(newest.deals[0]!.id).toBe(w.dealId(d));
    expect(TASK_ROLES).toContain(
      l.tasks(
        { id: 2, roles: ['ROLE_GOZ'], privileges: [] },
        { borrowerPhonesOnly: false, dealId: w.dealId(d) },
        { page: 1, perPage: 1 },
        false,
      ).tasks[0]!.currentRole,
    );
  });
});

describe('the security report', () => {
  it('lists the clients newest first, filtered, with photos only when asked', () => {
    const c = 1234;
    const surname = world.pool.search[world.clients.surname[c]!]!;
    const got = lists.securityReport({ borrowerPhonesOnly: false, surname }, { page: 1, perPage: 100 }, true);
    expect(got.items.map((i) => i.id)).toContain(world.clientId(c));
    expect(got.items.every((i) => searchForm(i.name).startsWith(surname) && i.files.length > 0)).toBe(true);
    const none = lists.securityReport(
      { borrowerPhonesOnly: false, dealId: world.clientId(c) },
      { page: 1, perPage: 10 },
      false,
    );
    expect(none).toEqual({ count: 1, items: [{ id: world.clientId(c), name: world.clientName(c), files: [] }] });
  });
});

describe('wide filters over a larger world', () => {
  // Thousands of matches: the queries intersect bitmaps (bounded by the creation period) instead of testing rows.
  const big = new World({ seed: 9, deals: 12_000 });
  const bigLists = new Lists(big);
  const { deals } = big;
  const all = Array.from({ length: deals.count }, (_, d) => d);
  const regionOf = (d: number) => REGIONS[CITIES[SALE_POINTS[deals.salePoint[d]!]!.city]!.regionIndex]!.code;

  /** A filter of equality keys and a wide creation period, with the slow evaluation of it. */
  function wide(random: Random): { filter: ListFilter; test: (d: number) => boolean } {
    const d = random.int(0, deals.count - 1);
    const ends = [random.int(0, deals.count - 1), random.int(0, deals.count - 1)].sort((x, y) => x - y);
    const filter: ListFilter = {
      borrowerPhonesOnly: false,
      created: [deals.createdAt[ends[0]!]!, deals.createdAt[ends[1]!]!],
    };
    if (random.chance(0.6)) filter.statuses = [deals.status[d]!, deals.status[random.int(0, deals.count - 1)]!];
    if (random.chance(0.4)) filter.region = regionOf(d);
    if (random.chance(0.4)) filter.businessLogic = BUSINESS_LOGICS[deals.businessLogic[d]!]!.code;
    if (random.chance(0.2)) filter.needAssignee = true;
    const test = (r: number) => {
      const t = deals.currentTask[r]!;
      const state = t >= 0 ? big.taskState(t) : 'none';
      return (
        deals.createdAt[r]! >= filter.created![0] &&
        deals.createdAt[r]! <= filter.created![1] &&
        (!filter.statuses || filter.statuses.includes(deals.status[r]!)) &&
        (!filter.region || regionOf(r) === filter.region) &&
        (!filter.businessLogic || BUSINESS_LOGICS[deals.businessLogic[r]!]!.code === filter.businessLogic) &&
        (!filter.needAssignee || state === 'created' || state === 'unclaimed')
      );
    };
    return { filter, test };
  }

  it('give the deal list and the history like the slow evaluation', () => {
    const random = new Random(3, 'wide');
    for (let i = 0; i < 40; i++) {
      const { filter, test } = wide(random);
      const history = random.chance(0.3);
      const expected = all.filter((r) => test(r) && (!history || big.statusOf(r).finished)).reverse();
      const page = random.int(1, 3);
      const got = bigLists.deals(underwriter, filter, { page, perPage: 10 }, history);
      expect(got.count, JSON.stringify(filter)).toBe(expected.length);
      expect(got.deals.map((x) => x.id)).toEqual(expected.slice((page - 1) * 10, page * 10).map(big.dealId));
    }
  });

  it('give the underwriter list in both orders like the slow evaluation', () => {
    const random = new Random(4, 'wide');
    for (let i = 0; i < 40; i++) {
      const { filter, test } = wide(random);
      const sort = random.pick([undefined, 'ASC', 'DESC'] as const);
      const field = sort ? bigLists.index.underwriterQueue : bigLists.index.taskOrder;
      const sign = sort === 'ASC' ? 1 : -1;
      const expected = all
        .filter((r) => {
          const t = deals.currentTask[r]!;
          return t >= 0 && big.taskKind(t).role === 'underwriter' && test(r);
        })
        .sort((x, y) => sign * (field.keyOf(x) - field.keyOf(y)) || sign * (x - y));
      const page = random.int(1, 3);
      const got = bigLists.tasks(underwriter, filter, { page, perPage: 10 }, true, sort);
      expect(got.count, JSON.stringify(filter)).toBe(expected.length);
      expect(got.tasks.map((x) => x.deal.id)).toEqual(expected.slice((page - 1) * 10, page * 10).map(big.dealId));
    }
  });
});
