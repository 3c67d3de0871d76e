// Every page of the route table, as each role that opens it, checked by axe (WCAG 2.0 and 2.1, A and AA): no
// critical or serious violation. One stack, one browser context per role, pages opened by URL; the ids of deals,
// tasks and pledges come from the stub's API. Each page's counts are printed at the end.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { isAllowed, type Subject } from '@/shared/policies/access';
import { href } from '@/shared/routing/paths';
import { routeByName, routeTable, type RouteName } from '@/shared/routing/route-table';
import { LAPTOP, newPage, signIn, useStack } from './fixtures';

const stack = useStack();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

interface Checked {
  page: string;
  user: string;
  counts: Record<Impact, number>;
  /** the critical and serious violations: rule (impact) ×nodes, first targets */
  blocking: string[];
  /** how long opening the page and running axe took */
  ms: [number, number];
}
const checked: Checked[] = [];

/** The users the pages are opened as, one browser context each. */
const USERS = [
  'goz',
  'goz_chief',
  'underwriter',
  'underwriter_external',
  'underwriter_chief',
  'credit_inspector',
  'release_manager',
  'pledge_editor',
  'pledge_viewer',
  'auditor',
  'viewer',
  'security',
  'admin',
  'calculator',
];

afterAll(() => {
  const order = ['guest', ...USERS];
  checked.sort((a, b) => order.indexOf(a.user) - order.indexOf(b.user));
  const width = Math.max(...checked.map((c) => c.page.length), 4);
  const lines = checked.map(
    ({ page, user, counts, blocking, ms }) =>
      `${page.padEnd(width)}  ${user.padEnd(20)}  ${IMPACTS.map((i) => String(counts[i]).padStart(3)).join(' ')}` +
      `  ${String(ms[0]).padStart(5)} ${String(ms[1]).padStart(5)}` +
      (blocking.length ? `  ${blocking.map((b) => b.split(':')[0]).join(', ')}` : ''),
  );
  const head = `${'page'.padEnd(width)}  ${'user'.padEnd(20)}  crit ser mod min  open   axe`;
  console.log(`axe, ${checked.length} pages:\n${[head, ...lines].join('\n')}`);
});

/** What shows while something loads: a page is checked once none is left. */
const BUSY = '.loading, .p-progress-spinner, .p-skeleton, [data-testid="list-loading"], .p-progressbar-indeterminate';

async function settle(page: Page, expect: ExpectStatic): Promise<void> {
  await expect.poll(() => page.locator('h1, h2').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  for (let quiet = 0; quiet < 2;) {
    await page.waitForTimeout(100);
    quiet = (await page.locator(BUSY).count()) === 0 ? quiet + 1 : 0;
  }
}

/**
 * Opens a path, waits for it to settle and records axe's findings for it (`expect`: the test's own, as the users'
 * tests run concurrently).
 */
async function check(expect: ExpectStatic, page: Page, user: string, path: string, label = path): Promise<void> {
  const start = Date.now();
  await page.goto(`${stack.web.url}${path}`, { waitUntil: 'domcontentloaded' });
  await settle(page, expect);
  const opened = Date.now();
  // the guard sends a user who may not open a page elsewhere: the page checked must be the one asked for
  expect(new URL(page.url()).pathname, `${user} opens ${path}`).toBe(path.split('?')[0]);
  // legacy mode: axe runs in the page itself, without opening a blank page per run (the app has no frames); only
  // the violations are collected
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<Impact, number>;
  const blocking: string[] = [];
  for (const violation of results.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += violation.nodes.length;
    if (impact === 'critical' || impact === 'serious') {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      blocking.push(`${violation.id} (${impact}) ×${violation.nodes.length}: ${targets.join(' | ')}`);
    }
  }
  // A11Y_DUMP=file: every violation of every page, as JSON lines, to look into what the summary leaves out
  if (process.env.A11Y_DUMP) {
    const { appendFileSync } = await import('node:fs');
    appendFileSync(process.env.A11Y_DUMP, JSON.stringify({ label, user, violations: results.violations }) + '\n');
  }
  checked.push({ page: label, user, counts, blocking, ms: [opened - start, Date.now() - opened] });
}

/** The serious and critical findings of a user's pages, to assert there are none. */
const blockingOf = (user: string) =>
  checked.filter((c) => c.user === user && c.blocking.length).map((c) => `${c.page}: ${c.blocking.join('; ')}`);

// --- the stub's API, for the ids of what the pages show ----------------------------------------------------------

interface SeededUser extends Subject {
  username: string;
}

async function seededUsers(): Promise<SeededUser[]> {
  const res = await fetch(`${stack.stub.url}/__stub/users`);
  const { result } = (await res.json()) as {
    result: { username: string; roles: SeededUser['roles']; privileges: SeededUser['allPrivileges'] }[];
  };
  return result.map((u) => ({ username: u.username, roles: u.roles, allPrivileges: u.privileges }));
}

/** Calls the stub's API as a user (a session of its own, beside the browser's). */
async function apiAs(username: string) {
  const res = await fetch(`${stack.stub.url}/api/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret' }),
  });
  const { token } = (await res.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; result: T }> => {
    const answer = await fetch(`${stack.stub.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as { result: T };
    return { status: answer.status, result: json.result };
  };
}
type Api = Awaited<ReturnType<typeof apiAs>>;

interface TaskRow {
  id: number;
  currentRole: string;
  assignee: string | null;
  deal: { id: number };
}
interface FormField {
  value?: unknown;
  children?: Record<string, FormField>;
}
interface TaskForm {
  form: { formName: string; steps: Record<string, string>; fields: Record<string, FormField> };
}

const myTasks = async (api: Api) =>
  (await api<{ tasks: TaskRow[] }>('GET', '/api/autocredit/task/list?taskStatuses%5B%5D=task_claim')).result.tasks;
const queue = async (api: Api) =>
  (await api<{ tasks: TaskRow[] }>('GET', '/api/autocredit/task/list?per_page=100')).result.tasks;
const stepsOf = async (api: Api, taskId: number) =>
  Object.keys((await api<TaskForm>('GET', `/api/task/${taskId}`)).result.form.steps);

/** The values of a form as the server sent them (what a user who changes nothing posts). */
const valuesOf = (fields: Record<string, FormField>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      field.children ? valuesOf(field.children) : (field.value ?? null),
    ]),
  );

const uploaded = (id: number) => [{ id, name: `${id}.pdf`, path: `/api/file/get/${id}` }];
/** What an operator types in the steps of the application a data-entry task leaves empty. */
const APPLICATION: Record<string, Record<string, unknown>> = {
  '3': {
    employer: {
      name: 'Сбербанк России',
      shortName: 'Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      value: 'Публичное акционерное общество «Сбербанк России», ИНН 7707083893',
    },
    position: 'Бухгалтер',
    workPhone: '+74955005550',
    salary: 90000,
  },
  '4': {
    car: { car: { brand: 'Chery', model: 'Tiggo 7 Pro Max' } },
    credit: { program: '14', carCostRequested: 2750000, initialFee: 750000, costRequested: 2000000, term: '72' },
  },
  '5': { passport: uploaded(11), consentToPPD: uploaded(12) },
  '6': { stateSupport: 'none' },
};

/** Saves the GOZ wizard's steps 1–6 (the wizard opens a step once the ones before are saved); answers its steps. */
async function fillApplication(api: Api, taskId: number, expect: ExpectStatic): Promise<string[]> {
  const steps = await stepsOf(api, taskId);
  for (const step of steps.slice(0, -1)) {
    const { result } = await api<TaskForm>('GET', `/api/task/${taskId}?step=${step}`);
    const values = APPLICATION[step] ?? valuesOf(result.form.fields);
    const saved = await api('POST', `/api/task/${taskId}?step=${step}`, { [result.form.formName]: values });
    expect(saved.status, `the application's step ${step} saved`).toBe(200);
  }
  return steps;
}

// --- what each role opens ---------------------------------------------------------------------------------------

/**
 * Who opens each page without a parameter. A page that shows the same to everyone is opened once; a list, whose
 * columns and actions depend on the role, as each kind of user whose list differs (the operator, the chief operator,
 * the underwriter, the chief underwriter, the inspector, the release manager, a reader). The first test holds it to
 * the route table: every route is opened, by users it lets in.
 */
const PAGES: Partial<Record<RouteName, string[]>> = {
  home: ['viewer'],
  'not-found': ['viewer'],
  changePassword: ['viewer'],
  notification: ['viewer'],
  users: ['admin'],
  'task-list-new': ['goz', 'goz_chief', 'credit_inspector', 'release_manager'],
  'task-list-my': ['goz', 'underwriter', 'credit_inspector'],
  'underwriter-new-task-list': ['underwriter', 'underwriter_chief'],
  'deal-list': ['goz', 'goz_chief', 'underwriter', 'auditor'],
  'deal-list-history': ['goz_chief', 'underwriter', 'auditor'],
  reports: ['goz_chief', 'security'],
  'underwriter-documents': ['underwriter'],
  'security-report': ['security'],
  'pledge-list-new': ['pledge_editor'],
  'pledge-list-my': ['pledge_editor'],
  'pledge-list-history': ['pledge_editor', 'pledge_viewer'],
  'assignment-agreements': ['pledge_editor'],
  'create-short-request': ['goz'],
  'credit-calculator-lite': ['calculator'],
};

/** The path a page is opened at (not-found: any unknown path). */
const pathOf = (name: RouteName) => (name === 'not-found' ? '/no-such-page' : routeByName(name).path);

/** The pages of the route table with a parameter, each with who opens it and how its ids are found. */
type Visit = { path: string; label: string };
type Finder = (api: Api, expect: ExpectStatic) => Promise<Visit[]>;

/** A task page at each of its steps. */
const taskSteps = (route: RouteName, taskId: number, steps: string[]): Visit[] =>
  steps.map((step) => ({
    path: href(route, { id: taskId }, { step }),
    label: `${routeByName(route).path}?step=${step}`,
  }));

/** A user's claimed task of a role, at each step; a second task when its steps differ (the inspector's signing). */
const ownTasks =
  (route: RouteName, role: string): Finder =>
  async (api, expect) => {
    const visits: Visit[] = [];
    const seen = new Set<string>();
    for (const task of (await myTasks(api)).filter((t) => t.currentRole === role)) {
      const steps = await stepsOf(api, task.id);
      if (seen.has(steps.join())) continue;
      seen.add(steps.join());
      visits.push(...taskSteps(route, task.id, steps));
    }
    expect(visits.length, `${route}: a claimed task of ${role}`).toBeGreaterThan(0);
    return visits;
  };

/** A user's claimed task of a role, at the step it opens on. */
const firstStep =
  (route: RouteName, role: string): Finder =>
  async (api) => {
    const task = (await myTasks(api)).find((t) => t.currentRole === role)!;
    return [{ path: href(route, { id: task.id }), label: routeByName(route).path }];
  };

const PARAM_PAGES: Record<string, Finder[]> = {
  goz: [
    async (api, expect) => {
      const task = (await myTasks(api)).find((t) => t.currentRole === 'goz')!;
      return taskSteps('task-goz', task.id, await fillApplication(api, task.id, expect));
    },
    async (api) => {
      // 'Быстрое решение': a fast-decision deal with its task claimed, as the side menu makes it
      const { result } = await api<{ id: number }>('POST', '/api/fastDecision/create', {});
      const [task] = (await api<{ id: number }[]>('GET', `/api/deal/${result.id}/tasks`)).result;
      await api('POST', `/api/task/claim/${task!.id}`);
      return [
        { path: href('short-request-person', { id: result.id }), label: routeByName('short-request-person').path },
      ];
    },
  ],
  goz_chief: [ownTasks('task-goz-checker', 'goz-checker')],
  underwriter: [
    ownTasks('task-underwriter', 'underwriter'),
    async (api) => {
      // the deal page draws the task page's steps: opened at its own steps, and at the first
      const task = (await myTasks(api)).find((t) => t.currentRole === 'underwriter')!;
      const onTask = new Set(await stepsOf(api, task.id));
      const { steps } = (
        await api<{ steps: Record<string, string> }>('GET', `/api/autocredit/deal-info/${task.deal.id}`)
      ).result;
      return Object.keys(steps)
        .filter((step, index) => index === 0 || !onTask.has(step))
        .map((step) => ({ path: href('deal-view', { id: task.deal.id }, { step }), label: `/deal/:id?step=${step}` }));
    },
  ],
  // the other underwriters' task page at its first step (the underwriter's opens every step)
  underwriter_external: [firstStep('task-underwriter', 'underwriter')],
  underwriter_chief: [firstStep('task-underwriter', 'underwriter')],
  credit_inspector: [
    ownTasks('task-credit-inspector', 'credit-inspector'),
    async (api) => {
      // the inspector's checker: a control task of the queue, claimed
      const task = (await queue(api)).find((t) => t.currentRole === 'credit-inspector-checker' && !t.assignee)!;
      await api('POST', `/api/task/claim/${task.id}`);
      return taskSteps('tacheck-ci', task.id, await stepsOf(api, task.id));
    },
  ],
  release_manager: [ownTasks('task-release-manager', 'release-manager')],
  pledge_editor: [
    async (api) => {
      const { tasks } = (await api<{ tasks: TaskRow[] }>('GET', '/api/pledge/user_task_list?per_page=50')).result;
      const task = tasks.find((t) => t.assignee === 'pledge_editor')!;
      return taskSteps('pledge', task.id, await stepsOf(api, task.id));
    },
    pledgeView,
  ],
  pledge_viewer: [pledgeView],
  auditor: [
    async (api) => {
      const { deals } = (await api<{ deals: { id: number }[] }>('GET', '/api/autocredit/list')).result;
      return [{ path: href('deal-view', { id: deals[0]!.id }), label: routeByName('deal-view').path }];
    },
  ],
};

async function pledgeView(api: Api): Promise<Visit[]> {
  const { list } = (await api<{ list: { id: number }[] }>('GET', '/api/pledge/list')).result;
  return [{ path: href('pledge-view', { id: list[0]!.id }), label: routeByName('pledge-view').path }];
}

/** The routes with a parameter and the users whose finders open them. */
const PARAM_ROUTES: Partial<Record<RouteName, string[]>> = {
  'task-goz': ['goz'],
  'short-request-person': ['goz'],
  'task-goz-checker': ['goz_chief'],
  'task-underwriter': ['underwriter', 'underwriter_external', 'underwriter_chief'],
  'deal-view': ['underwriter', 'auditor'],
  'task-credit-inspector': ['credit_inspector'],
  'tacheck-ci': ['credit_inspector'],
  'task-release-manager': ['release_manager'],
  pledge: ['pledge_editor'],
  'pledge-view': ['pledge_editor', 'pledge_viewer'],
};

describe('accessibility (axe: WCAG 2.0 and 2.1 A, AA; no critical or serious violation)', () => {
  it('opens every route of the route table, as users it lets in', async () => {
    const covered = new Set<string>([...Object.keys(PAGES), ...Object.keys(PARAM_ROUTES), 'login']);
    expect(routeTable.map((r) => r.name).filter((name) => !covered.has(name))).toEqual([]);
    const users = await seededUsers();
    const lets = (name: string, username: string) =>
      isAllowed(users.find((u) => u.username === username) ?? null, routeByName(name as RouteName).access);
    const refused = Object.entries({ ...PAGES, ...PARAM_ROUTES }).flatMap(([name, who]) =>
      who.filter((username) => !lets(name, username)).map((username) => `${name}: ${username}`),
    );
    expect(refused).toEqual([]);
  });

  it('the login page', async () => {
    const page = await newPage(stack, LAPTOP);
    await check(expect, page, 'guest', '/login');
    await page.context().close();
    expect(blockingOf('guest')).toEqual([]);
  });

  for (const username of USERS) {
    it.concurrent(
      `as ${username}`,
      async ({ expect }) => {
        const page = await newPage(stack, LAPTOP);
        await signIn(page, stack.web.url, username);
        await expect.poll(() => page.getByTestId('side-menu').isVisible(), { timeout: 15_000 }).toBe(true);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        for (const [name, who] of Object.entries(PAGES)) {
          if (who.includes(username)) await check(expect, page, username, pathOf(name as RouteName));
        }
        const api = await apiAs(username);
        for (const find of PARAM_PAGES[username] ?? []) {
          for (const visit of await find(api, expect)) await check(expect, page, username, visit.path, visit.label);
        }
        await page.context().close();
        expect(blockingOf(username)).toEqual([]);
      },
      180_000,
    );
  }
});
