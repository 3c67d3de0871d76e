import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DealListResponse, TaskListResponse, TokenPair } from '@autocredit/generated/api';
import { BUSINESS_LOGICS, PROGRAMS, STRATEGIES } from '../domain/world/seed/catalog-deals';
import { CITIES, REGIONS } from '../domain/world/seed/catalog-places';
import { addressLine } from '../domain/world/seed/addresses';
import { dayToDate, isoAt } from '../domain/world/time';
import { as, signIn, testApp } from '../testing/app';

let app: FastifyInstance;
const tokens: Record<string, TokenPair> = {};
const USERS = [
  'admin',
  'goz',
  'goz_chief',
  'credit_inspector',
  'release_manager',
  'underwriter',
  'underwriter_external',
  'underwriter_chief',
  'viewer',
  'auditor',
  'security',
  'pledge_editor',
  'calculator',
];

beforeAll(async () => {
  app = await testApp();
  for (const u of USERS) tokens[u] = await signIn(app, u);
});
afterAll(() => app.close());

const get = (user: string, url: string) => as(app, tokens[user]!, { method: 'GET', url });
const post = (user: string, url: string) => as(app, tokens[user]!, { method: 'POST', url });
const world = () => app.store.world;
const rows = () => Array.from({ length: world().deals.count }, (_, d) => d);
const q = (params: Record<string, string | number | boolean>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

async function deals(user: string, params: Record<string, string | number | boolean>, path = 'list') {
  const res = await get(user, `/api/autocredit/${path}?${q(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DealListResponse>().result;
}

/** A deal of the world that has what a key needs. */
const sample = (test: (d: number) => boolean) => rows().find(test)!;

describe('GET /api/autocredit/list: every filter key', () => {
  const w = () => world();
  const client = (d: number) => w().deals.client[d]!;
  const text = (id: number) => w().pool.get(id);
  const cases: [string, () => [Record<string, string | number | boolean>, (d: number) => boolean]][] = [
    [
      'id',
      () => {
        const d = 17;
        return [{ id: w().dealId(d) }, (r) => r === d];
      },
    ],
    [
      'surName',
      () => {
        const s = text(w().clients.surname[client(5)]!).slice(0, 4);
        return [{ surName: s.toLowerCase() }, (r) => text(w().clients.surname[client(r)]!).startsWith(s)];
      },
    ],
    [
      'firstName',
      () => {
        const s = text(w().clients.firstName[client(6)]!);
        return [
          { firstName: s },
          (r) => text(w().clients.firstName[client(r)]!) === s || text(w().clients.firstName[client(r)]!).startsWith(s),
        ];
      },
    ],
    [
      'middleName',
      () => {
        const s = text(w().clients.middleName[client(7)]!).slice(0, 5);
        return [{ middleName: s }, (r) => text(w().clients.middleName[client(r)]!).startsWith(s)];
      },
    ],
    [
      'birthday',
      () => {
        const day = w().clients.birthDay[client(8)]!;
        return [{ birthday: dayToDate(day) }, (r) => w().clients.birthDay[client(r)] === day];
      },
    ],
    [
      'passportSeries',
      () => {
        const s = w().clients.passportSeries[client(9)]!;
        return [{ passportSeries: String(s).padStart(4, '0') }, (r) => w().clients.passportSeries[client(r)] === s];
      },
    ],
    [
      'passportNumber',
      () => {
        const n = w().clients.passportNumber[client(10)]!;
        return [{ passportNumber: String(n).padStart(6, '0') }, (r) => w().clients.passportNumber[client(r)] === n];
      },
    ],
    [
      'phone',
      () => {
        const p = w().clients.phone[client(11)]!;
        return [
          { phone: `+7${p}` },
          (r) =>
            [
              w().clients.phone[client(r)],
              w().clients.spousePhone[client(r)],
              w().clients.thirdPhone[client(r)],
              w().clients.phone2[client(r)],
            ].includes(p),
        ];
      },
    ],
    [
      'phone + group=dealBorrower',
      () => {
        const p = w().clients.phone[client(12)]!;
        return [
          { phone: `+7${p}`, group: 'dealBorrower', excludeDealId: 100001, per_page: 15 },
          (r) => r !== 0 && w().clients.phone[client(r)] === p,
        ];
      },
    ],
    [
      'status',
      () => [{ status: 'client_waiting,rework' }, (r) => ['client_waiting', 'rework'].includes(w().statusOf(r).code)],
    ],
    [
      'camundaId',
      () => {
        const id = w().processInstanceId(20);
        return [{ camundaId: id }, (r) => r === 20];
      },
    ],
    ['partnerName', () => [{ partnerName: 'автомир' }, (r) => w().salePointOf(r).brand === 'Автомир']],
    [
      'address',
      () => {
        const c = client(21);
        const line = addressLine({
          city: w().clients.regCity[c]!,
          street: w().clients.regStreet[c]!,
          house: w().clients.regHouse[c]!,
          flat: w().clients.regFlat[c]!,
        });
        return [
          { address: JSON.stringify({ value: line, isManual: '0' }) },
          (r) => w().deals.client[r] === c || addressOf(r).includes(line),
        ];
      },
    ],
    [
      'address (a street)',
      () => {
        const c = client(22);
        const line = addressLine({
          city: w().clients.regCity[c]!,
          street: w().clients.regStreet[c]!,
          house: 1,
          flat: 0,
        }).replace(/, д 1$/, '');
        return [
          { address: JSON.stringify({ value: line }) },
          (r) => addressOf(r).some((a) => a.startsWith(`${line},`)),
        ];
      },
    ],
    [
      'createdFrom',
      () => {
        const at = w().deals.createdAt[250]!;
        return [{ createdFrom: isoAt(at, 0).slice(0, 19).replace('T', ' ') }, (r) => w().deals.createdAt[r]! >= at];
      },
    ],
    [
      'createdTo',
      () => {
        const at = w().deals.createdAt[30]!;
        return [{ createdTo: isoAt(at, 0).slice(0, 19).replace('T', ' ') }, (r) => w().deals.createdAt[r]! <= at + 999];
      },
    ],
    [
      'filterUsers',
      () => {
        const staff = w().staff[w().deals.creator[40]!]!;
        return [
          { filterUsers: `${staff.id}` },
          (r) => w().deals.creator[r] === staff.index || w().tasks.assignee[w().deals.currentTask[r]!] === staff.index,
        ];
      },
    ],
    [
      'businessLogic',
      () => [
        { businessLogic: 'fast_decision' },
        (r) => BUSINESS_LOGICS[w().deals.businessLogic[r]!]!.code === 'fast_decision',
      ],
    ],
    [
      'inn',
      () => {
        const d = sample((r) => w().clients.employer[client(r)]! >= 0);
        const inn = w().employers[w().clients.employer[client(d)]!]!.inn;
        return [{ inn }, (r) => w().employers[w().clients.employer[client(r)]!]?.inn === inn];
      },
    ],
    [
      'inn + address + excludeDealId (employer search)',
      () => {
        const d = sample((r) => w().clients.employer[client(r)]! >= 0);
        const e = w().employers[w().clients.employer[client(d)]!]!;
        return [
          {
            inn: e.inn,
            address: JSON.stringify({ value: e.addressLegal }),
            excludeDealId: w().dealId(d),
            per_page: 15,
          },
          (r) => r !== d && w().clients.employer[client(r)] === e.index,
        ];
      },
    ],
    [
      'lastDecisionFrom',
      () => {
        const d = sample((r) => w().deals.lastDecision[r]! >= 0 && r > 200);
        const at = w().decisions.at[w().deals.lastDecision[d]!]!;
        return [{ lastDecisionFrom: isoAt(at, 0).slice(0, 19).replace('T', ' ') }, (r) => lastDecision(r) >= at];
      },
    ],
    [
      'lastDecisionTo',
      () => {
        const d = sample((r) => w().deals.lastDecision[r]! >= 0);
        const at = w().decisions.at[w().deals.lastDecision[d]!]!;
        const day = isoAt(at).slice(0, 10);
        const end = Date.parse(`${day}T23:59:59.999+03:00`);
        return [{ lastDecisionTo: day }, (r) => lastDecision(r) <= end];
      },
    ],
    ['creditProgram', () => [{ creditProgram: 14 }, (r) => PROGRAMS[w().deals.program[r]!]!.id === 14]],
    ['strategy', () => [{ strategy: 3 }, (r) => STRATEGIES[w().deals.strategy[r]!]?.id === 3]],
    ['region', () => [{ region: '77' }, (r) => REGIONS[CITIES[w().salePointOf(r).city]!.regionIndex]!.code === '77']],
    ['salePointId', () => [{ salePointId: 27 }, (r) => w().salePointOf(r).id === 27]],
    [
      'underwritingStageStartedAt (a day)',
      () => {
        const d = sample((r) => !Number.isNaN(w().deals.underwritingAt[r]!) && r > 250);
        const day = isoAt(w().deals.underwritingAt[d]!).slice(0, 10);
        return [
          { underwritingStageStartedAt: day },
          (r) =>
            !Number.isNaN(w().deals.underwritingAt[r]!) && isoAt(w().deals.underwritingAt[r]!).slice(0, 10) === day,
        ];
      },
    ],
    ['excludeDealId', () => [{ excludeDealId: w().dealId(299) }, (r) => r !== 299]],
    [
      'taskStatuses[] + needAssignee (free deals)',
      () => [
        { 'taskStatuses[]': 'task_unclaim', needAssignee: true },
        (r) => w().deals.currentTask[r]! >= 0 && w().taskState(w().deals.currentTask[r]!) === 'unclaimed',
      ],
    ],
    [
      'needAssignee',
      () => [
        { needAssignee: true },
        (r) => w().deals.currentTask[r]! >= 0 && w().tasks.assignee[w().deals.currentTask[r]!]! < 0,
      ],
    ],
  ];

  const addressOf = (d: number) => {
    const { clients } = world();
    const c = world().deals.client[d]!;
    return [
      addressLine({
        city: clients.regCity[c]!,
        street: clients.regStreet[c]!,
        house: clients.regHouse[c]!,
        flat: clients.regFlat[c]!,
      }),
      addressLine({
        city: clients.actCity[c]!,
        street: clients.actStreet[c]!,
        house: clients.actHouse[c]!,
        flat: clients.actFlat[c]!,
      }),
    ];
  };
  const lastDecision = (d: number) =>
    world().deals.lastDecision[d]! >= 0 ? world().decisions.at[world().deals.lastDecision[d]!]! : NaN;

  it.each(cases)('%s: only matching deals, at least one, counted right', async (_key, make) => {
    const [params, test] = make();
    const result = await deals('underwriter', { ...params, perPage: 100 });
    const expected = rows().filter(test);
    expect(result.count).toBeGreaterThanOrEqual(1);
    expect(result.count).toBe(expected.length);
    for (const deal of result.deals) expect(test(world().dealRow(deal.id)!), `deal ${deal.id}`).toBe(true);
  });

  it('combines keys with AND', async () => {
    const result = await deals('underwriter', {
      status: 'underwriting',
      region: '77',
      businessLogic: 'autocredit',
      perPage: 100,
    });
    expect(result.count).toBeGreaterThan(0);
    expect(result.deals.every((d) => d.statusCode === 'underwriting' && d.partner.specialName.endsWith('Москва'))).toBe(
      true,
    );
  });

  it("matches only the borrower's own phones with group=dealBorrower", async () => {
    const d = sample((r) => world().clients.thirdPhone[world().deals.client[r]!]! > 0);
    const third = world().clients.thirdPhone[world().deals.client[d]!]!;
    expect((await deals('underwriter', { phone: `+7${third}` })).deals.map((x) => x.id)).toContain(world().dealId(d));
    expect((await deals('underwriter', { phone: `+7${third}`, group: 'dealBorrower' })).count).toBe(0);
  });

  it('gives the employer in duplicate searches', async () => {
    const d = sample((r) => world().clients.employer[world().deals.client[r]!]! >= 0);
    const e = world().employers[world().clients.employer[world().deals.client[d]!]!]!;
    const result = await deals('underwriter', { inn: e.inn, per_page: 15 });
    expect(result.deals[0]!.client.employer).toEqual({
      name: e.shortName,
      inn: e.inn,
      organizationAddressLegal: e.addressLegal,
      organizationAddressActual: e.addressActual,
    });
  });
});

describe('paging, order and dictionaries', () => {
  it('pages newest first with perPage (and per_page for the duplicate searches)', async () => {
    const first = await deals('viewer', {});
    expect(first.count).toBe(300);
    expect(first.deals).toHaveLength(10);
    expect(first.deals[0]!.id).toBe(world().dealId(299));
    const second = await deals('viewer', { page: 2, perPage: 25 });
    expect(second.deals.map((d) => d.id)).toEqual(Array.from({ length: 25 }, (_, i) => world().dealId(299 - 25 - i)));
    expect((await deals('viewer', { per_page: 15 })).deals).toHaveLength(15);
    expect((await deals('viewer', { page: 31 })).deals).toEqual([]);
  });

  it('keeps the finished deals in the history', async () => {
    const history = await deals('viewer', { perPage: 100 }, 'list/history');
    const finished = rows().filter((d) => world().statusOf(d).finished);
    expect(history.count).toBe(finished.length);
    expect(
      history.deals.every((d) => ['issued', 'rejected', 'client_refused', 'canceled'].includes(d.statusCode)),
    ).toBe(true);
    expect(history.deals.every((d) => d.processes!.autocredit!.finishProcessAt !== null)).toBe(true);
    expect(history.filter!.statuses.map((s) => s.value).sort()).toEqual([
      'canceled',
      'client_refused',
      'issued',
      'rejected',
    ]);
  });

  it('sends the filter dictionaries', async () => {
    const { filter } = await deals('viewer', {});
    expect(filter!.statuses).toHaveLength(12);
    expect(filter!.statuses).toContainEqual({ value: 'client_waiting', label: 'Ожидание решения клиента' });
    expect(filter!.users).toContainEqual({ value: 6, label: 'Смирнова Ольга Викторовна' });
    expect(filter!.businessLogic).toContainEqual({ value: 'autocredit', label: 'Автокредит' });
    expect(filter!.programs).toContainEqual({ value: 14, label: 'Автокредит Стандарт' });
    expect(filter!.strategies).toContainEqual({ value: 3, label: 'Стандартная проверка' });
    expect(filter!.regions).toContainEqual({ value: '77', label: 'Москва' });
    expect(filter!.salePoints).toContainEqual({ value: 27, label: 'Автосалон «Автомир Тушино», Москва' });
    const tasks = (await get('goz', '/api/autocredit/task/list')).json<TaskListResponse>().result;
    expect(Object.keys(tasks.filter!).sort()).toEqual([
      'businessLogic',
      'programs',
      'regions',
      'salePoints',
      'statuses',
      'strategies',
    ]);
  });
});

describe('who sees what', () => {
  it('gives the process-viewer links to the chief roles, the underwriter decision to can-view-underwriter-info', async () => {
    const decided = world().dealId(
      sample(
        (d) =>
          world().deals.lastDecision[d]! >= 0 &&
          world().deals.currentTask[d]! >= 0 &&
          world().salePointOf(d).holdingId === 1,
      ),
    );
    const chief = (await deals('goz_chief', { id: decided })).deals[0]!;
    expect(chief.processes!.autocredit!.cockpitUrl).toMatch(
      /^https:\/\/cockpit\.autocredit\.example\/#\/process-instance\/[0-9a-f-]{36}$/,
    );
    expect(chief.processes!.autocredit!.excamadUrl).toMatch(/^https:\/\/excamad\.autocredit\.example\/instances\//);
    expect(chief.decisionForUderwriterLabel).toBeNull();
    const underwriter = (await deals('underwriter', { id: decided })).deals[0]!;
    expect(underwriter.processes!.autocredit!.cockpitUrl).toBeNull();
    expect(underwriter.decisionForUderwriterLabel).toMatch(/^(Одобрено|Одобрено с изменениями|Отказано|На доработку)$/);
    expect(
      (await deals('underwriter_chief', { id: decided })).deals[0]!.processes!.autocredit!.cockpitUrl,
    ).not.toBeNull();
  });

  it('opens the deal list to workers, viewers and auditors (and its phone search to the admin) only', async () => {
    for (const user of [
      'goz',
      'goz_chief',
      'credit_inspector',
      'release_manager',
      'underwriter',
      'underwriter_external',
      'underwriter_chief',
      'viewer',
      'auditor',
      'security',
    ]) {
      expect((await get(user, '/api/autocredit/list')).statusCode, user).toBe(200);
    }
    // The admin checks a contact's phone in the other deals (001 §6 'contact check').
    const byPhone = await get(
      'admin',
      '/api/autocredit/list?phone=%2B79161234567&excludeDealId=1&per_page=15&group=dealBorrower',
    );
    expect(byPhone.statusCode).toBe(200);
    for (const user of ['admin', 'pledge_editor', 'calculator']) {
      const res = await get(user, '/api/autocredit/list/history');
      expect(res.statusCode, user).toBe(403);
      expect(res.json()).toEqual({ result: 'Нет доступа', detail: 'Нет доступа' });
    }
  });

  it('shows an operator the deals of their sale point, a GOZ chief those of the holding', async () => {
    const goz = await deals('goz', { perPage: 100 });
    expect(goz.count).toBe(rows().filter((d) => world().salePointOf(d).id === 12).length);
    expect(goz.deals.every((d) => d.partner.id === 12)).toBe(true);
    const chief = await deals('goz_chief', { perPage: 100 });
    expect(chief.deals.every((d) => d.holding?.name === 'ГК Рольф')).toBe(true);
    expect(new Set(chief.deals.map((d) => d.partner.id)).size).toBeGreaterThan(1);
    expect((await deals('goz', { salePointId: 27 })).count).toBe(0);
  });

  it('gives the task lists by role: new tasks, my tasks, the underwriter list', async () => {
    const list = async (user: string, url: string) => {
      const res = await get(user, url);
      expect(res.statusCode, `${user} ${url}`).toBe(200);
      return res.json<TaskListResponse>().result;
    };
    const goz = await list('goz', '/api/autocredit/task/list?per_page=100');
    expect(goz.count).toBeGreaterThan(0);
    expect(
      goz.tasks.every((t) => t.currentRole === 'goz' && t.deal.partner.specialName === 'Автосалон «Рольф Юг», Москва'),
    ).toBe(true);
    const inspector = await list('credit_inspector', '/api/autocredit/task/list?per_page=100');
    expect(new Set(inspector.tasks.map((t) => t.currentRole))).toEqual(
      new Set(['credit-inspector', 'credit-inspector-checker']),
    );
    for (const user of [
      'goz',
      'goz_chief',
      'credit_inspector',
      'release_manager',
      'underwriter',
      'underwriter_external',
      'underwriter_chief',
    ]) {
      const mine = await list(user, '/api/autocredit/task/list?taskStatuses[]=task_claim');
      expect(mine.count, user).toBeGreaterThan(0);
      expect(
        mine.tasks.every((t) => t.assignee === user),
        user,
      ).toBe(true);
    }
    const free = await list('underwriter', '/api/autocredit/task/underwriterList?isFree=true&per_page=100');
    expect(free.tasks.every((t) => t.assignee === null && t.currentRole === 'underwriter')).toBe(true);
    const all = await list('underwriter_chief', '/api/autocredit/task/underwriterList?per_page=100');
    expect(all.count).toBeGreaterThan(free.count);
    const byStage = await list(
      'underwriter_external',
      '/api/autocredit/task/underwriterList?sortUnderwritingStage=ASC&status=underwriting',
    );
    expect(byStage.count).toBeGreaterThan(0);
    for (const user of ['viewer', 'auditor', 'pledge_editor']) {
      expect((await get(user, '/api/autocredit/task/list')).statusCode, user).toBe(403);
    }
    for (const user of ['goz', 'credit_inspector', 'release_manager', 'viewer']) {
      expect((await get(user, '/api/autocredit/task/underwriterList')).statusCode, user).toBe(403);
    }
  });

  it('filters the task lists by the same keys (status as a comma list)', async () => {
    const res = await get(
      'underwriter_chief',
      '/api/autocredit/task/underwriterList?status=underwriting,rework&region=77&per_page=100',
    );
    const { tasks, count } = res.json<TaskListResponse>().result;
    expect(count).toBeGreaterThan(0);
    expect(tasks.every((t) => t.deal.status === 'На проверке андеррайтера' && t.deal.partnerRegion === 'Москва')).toBe(
      true,
    );
  });
});

describe('priorities', () => {
  it('lists the priorities at result[0]', async () => {
    const res = await get('goz_chief', '/api/autocredit/priority/get/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: [
        [
          { value: 0, label: 'Обычный' },
          { value: 1, label: 'Высокий' },
          { value: 2, label: 'Срочный' },
        ],
      ],
    });
  });

  it('sets a priority with change-goz-priority; 400 unknown, 404 unseen deal, 403 without the privilege', async () => {
    const d = sample((r) => world().salePointOf(r).holdingId === 1 && world().deals.priority[r] === 0);
    const res = await post('goz_chief', `/api/autocredit/priority/set/${world().dealId(d)}/2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true, messages: [{ type: 'success', message: 'Приоритет сохранен' }] });
    const after = await deals('underwriter_chief', { id: world().dealId(d) });
    expect(after.deals[0]!.gozPriority).toBe(2);
    expect((await post('underwriter_chief', `/api/autocredit/priority/set/${world().dealId(d)}/0`)).statusCode).toBe(
      200,
    );
    const unknown = await post('goz_chief', `/api/autocredit/priority/set/${world().dealId(d)}/7`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ result: 'Неизвестный приоритет', detail: 'Неизвестный приоритет' });
    const avtomir = sample((r) => world().salePointOf(r).holdingId === 2);
    expect((await post('goz_chief', `/api/autocredit/priority/set/${world().dealId(avtomir)}/1`)).statusCode).toBe(404);
    const rolf = sample((r) => world().salePointOf(r).id === 12);
    expect((await post('goz_chief', '/api/autocredit/priority/set/999999/1')).statusCode).toBe(404);
    expect((await post('goz', `/api/autocredit/priority/set/${world().dealId(rolf)}/1`)).statusCode).toBe(403);
    expect((await post('underwriter', `/api/autocredit/priority/set/${world().dealId(rolf)}/1`)).statusCode).toBe(403);
  });
});

describe("the client's answer", () => {
  const waiting = () =>
    rows().filter((d) => world().statusOf(d).code === 'client_waiting' && world().salePointOf(d).id === 12);

  it('moves a client_waiting deal to client_approved or client_refused', async () => {
    const [a, b] = waiting();
    const approved = await post('goz', `/api/autocredit/clientApprove/${world().dealId(a!)}`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ result: true });
    expect((await deals('goz', { id: world().dealId(a!) })).deals[0]!.statusCode).toBe('client_approved');
    const refused = await post('goz', `/api/autocredit/clientRefused/${world().dealId(b!)}`);
    expect(refused.statusCode).toBe(200);
    const after = (await deals('goz', { id: world().dealId(b!) }, 'list/history')).deals[0]!;
    expect(after.statusCode).toBe('client_refused');
  });

  it('refuses other statuses with 400, other roles with 403, unseen deals with 404', async () => {
    const issued = sample((d) => world().statusOf(d).code === 'issued' && world().salePointOf(d).id === 12);
    for (const action of ['clientApprove', 'clientRefused']) {
      const res = await post('goz', `/api/autocredit/${action}/${world().dealId(issued)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        result: 'Заявка не ожидает решения клиента',
        detail: 'Заявка не ожидает решения клиента',
      });
    }
    const other = sample((d) => world().statusOf(d).code === 'client_waiting' && world().salePointOf(d).id !== 12);
    expect((await post('underwriter', `/api/autocredit/clientApprove/${world().dealId(other)}`)).statusCode).toBe(403);
    expect((await post('viewer', `/api/autocredit/clientRefused/${world().dealId(other)}`)).statusCode).toBe(403);
    expect((await post('goz', `/api/autocredit/clientApprove/${world().dealId(other)}`)).statusCode).toBe(404);
  });
});

describe("a deal's tasks", () => {
  it("lists the open tasks of a deal, the process's first", async () => {
    const d = sample((r) => world().salePointOf(r).id === 12 && world().deals.currentTask[r]! >= 0);
    const res = await get('goz', `/api/deal/${world().dealId(d)}/tasks`);
    expect(res.statusCode).toBe(200);
    const t = world().deals.currentTask[d]!;
    expect(res.json().result[0]).toMatchObject({
      id: world().taskId(t),
      name: world().taskKind(t).name,
      processName: world().taskKind(t).processName,
    });
    const closed = sample((r) => world().salePointOf(r).id === 12 && world().statusOf(r).code === 'rejected');
    expect((await get('goz', `/api/deal/${world().dealId(closed)}/tasks`)).json()).toEqual({ result: [] });
    expect((await get('goz', '/api/deal/999999/tasks')).statusCode).toBe(404);
    expect((await get('viewer', `/api/deal/${world().dealId(d)}/tasks`)).statusCode).toBe(403);
  });
});

describe('bad filter values', () => {
  it.each([
    ['id=abc', 'id'],
    ['createdFrom=2026-13-45', 'createdFrom'],
    ['createdTo=2026-02-30%2010:00:00', 'createdTo'],
    ['lastDecisionFrom=2026-11-01%2025:00:00', 'lastDecisionFrom'],
    ['birthday=1985-02-31', 'birthday'],
    ['underwritingStageStartedAt=yesterday', 'underwritingStageStartedAt'],
    ['status=nonsense', 'status'],
    ['address=%7Bnot-json', 'address'],
    ['passportSeries=12', 'passportSeries'],
    ['phone=89161234567', 'phone'],
    ['perPage=0', 'perPage'],
    ['page=-1', 'page'],
    ['taskStatuses[]=task_done', 'taskStatuses[].0'],
  ])('answers 400 with a field error to %s', async (query, field) => {
    for (const url of [
      '/api/autocredit/list',
      '/api/autocredit/list/history',
      '/api/autocredit/task/list',
      '/api/autocredit/task/underwriterList',
    ]) {
      if (query.startsWith('perPage') && url.includes('task')) continue;
      const res = await get('underwriter_chief', `${url}?${query}`);
      expect(res.statusCode, `${url}?${query}: ${res.body}`).toBe(400);
      expect(
        res.json().errors.map((e: { propertyPath: string }) => e.propertyPath),
        url,
      ).toContain(field);
    }
  });
});

describe('the security report', () => {
  it('lists people with photos for has-all-operations, filtered and paged', async () => {
    const res = await get('security', '/api/autocredit/get-security-report?per_page=5');
    expect(res.statusCode).toBe(200);
    const { items, count } = res.json().result;
    expect(count).toBe(world().clients.count);
    expect(items).toHaveLength(5);
    expect(items[0].files[0]).toMatch(/^\/api\/file\/get\/\d+$/);
    const c = 100;
    const name = world().clientName(c).split(' ');
    const found = await get(
      'security',
      `/api/autocredit/get-security-report?${q({ lastName: name[0]!, firstName: name[1]!, middleName: name[2]!, birthday: dayToDate(world().clients.birthDay[c]!) })}`,
    );
    expect(found.json().result.items.map((i: { id: number }) => i.id)).toContain(world().clientId(c));
    const byId = await get('security', `/api/autocredit/get-security-report?id=${world().clientId(c)}`);
    expect(byId.json().result.count).toBe(1);
    const created = world().clients.createdAt[c]!;
    const range = await get(
      'security',
      `/api/autocredit/get-security-report?${q({ createdFrom: isoAt(created, 0).slice(0, 19).replace('T', ' '), createdTo: isoAt(created, 0).slice(0, 19).replace('T', ' ') })}`,
    );
    expect(range.json().result.items.map((i: { id: number }) => i.id)).toContain(world().clientId(c));
    expect((await get('viewer', '/api/autocredit/get-security-report')).statusCode).toBe(403);
    expect((await get('security', '/api/autocredit/get-security-report?createdFrom=2026-00-01')).statusCode).toBe(400);
  });
});

describe('the security report photos', () => {
  it('serves each listed photo as a small generated PNG, the same each time, to has-all-operations only', async () => {
    const { items } = (await get('security', '/api/autocredit/get-security-report?per_page=2')).json().result;
    const urls: string[] = items.flatMap((i: { files: string[] }) => i.files);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    const photos = [];
    for (const url of urls) {
      const photo = await get('security', url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(photo.rawPayload.length).toBeLessThan(20_000);
      photos.push(photo.rawPayload);
    }
    expect(new Set(photos.map((p) => p.toString('base64'))).size).toBe(photos.length);
    expect((await get('security', urls[0]!)).rawPayload.equals(photos[0]!)).toBe(true);
    expect((await get('underwriter', urls[0]!)).statusCode).toBe(404);
    // A photo the client does not have (each has one to three of four places).
    const c = 0;
    const missing = 880_000 + c * 4 + world().clients.photos[c]!;
    expect((await get('security', `/api/file/get/${missing}`)).statusCode).toBe(404);
  });
});

describe('static files', () => {
  it('lists the documents and downloads them with get-static-file', async () => {
    const res = await get('underwriter', '/api/autocredit/get-static-files');
    expect(res.statusCode).toBe(200);
    const files = res.json().result;
    expect(files[0]).toEqual({
      code: 'underwriterRegulations',
      name: 'Регламент андеррайтинга.pdf',
      mimeType: 'application/pdf',
      canDownload: true,
    });
    expect(files.some((f: { canDownload: boolean }) => !f.canDownload)).toBe(true);
    const file = await get('underwriter', '/api/file/download/static/underwriterRegulations');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="underwriterRegulations.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['cache-control']).toBe('private, max-age=86400');
    expect((await get('goz', '/api/autocredit/get-static-files')).statusCode).toBe(403);
    expect((await get('goz', '/api/file/download/static/underwriterRegulations')).statusCode).toBe(403);
    expect((await get('goz', '/api/file/download/static/exampleConsentToPPD')).statusCode).toBe(200);
    const png = await get('goz', '/api/file/download/static/examplePassportScan');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await get('underwriter', '/api/file/download/static/nothing')).statusCode).toBe(404);
    expect((await get('underwriter', '/api/file/download/static/bad%20code')).statusCode).toBe(400);
  });
});

describe('the contract check of the list answers', () => {
  const LISTS = [
    '/api/autocredit/list',
    '/api/autocredit/list/history',
    '/api/autocredit/task/list',
    '/api/autocredit/task/underwriterList',
  ];

  it('answers 500 when a row drifts from the contract', async () => {
    const { lists } = app.store;
    const deals = lists.deals.bind(lists);
    const tasks = lists.tasks.bind(lists);
    const spies = [
      vi.spyOn(lists, 'deals').mockImplementation((...args) => {
        const page = deals(...args);
        return { ...page, deals: page.deals.map((d) => ({ ...d, createdAt: 'вчера' })) };
      }),
      vi.spyOn(lists, 'tasks').mockImplementation((...args) => {
        const page = tasks(...args);
        return { ...page, tasks: page.tasks.map((t) => ({ ...t, created: 'вчера' })) };
      }),
    ];
    try {
      for (const url of LISTS) {
        const res = await get('underwriter_chief', url);
        expect(res.statusCode, url).toBe(500);
        expect(res.json().detail, url).toContain(`GET ${url} breaks the contract`);
      }
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });

  it('answers 500 when the dictionaries drift from the contract', async () => {
    const { lists } = app.store;
    const deals = lists.deals.bind(lists);
    const tasks = lists.tasks.bind(lists);
    const drifted = <T extends { statuses: unknown[] }>(filter: T) => ({ ...filter, statuses: [{ value: true }] });
    const spies = [
      vi.spyOn(lists, 'deals').mockImplementation((...args) => {
        const page = deals(...args);
        return { ...page, filter: drifted(page.filter) } as typeof page;
      }),
      vi.spyOn(lists, 'tasks').mockImplementation((...args) => {
        const page = tasks(...args);
        return { ...page, filter: drifted(page.filter) } as typeof page;
      }),
    ];
    try {
      for (const url of LISTS) {
        const res = await get('underwriter_chief', url);
        expect(res.statusCode, url).toBe(500);
        expect(res.json().detail, url).toContain('/filter/statuses/0');
      }
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
    for (const url of LISTS) expect((await get('underwriter_chief', url)).statusCode, url).toBe(200);
  });
});
