import type { PledgeStatus } from '@autocredit/generated/api';
import {
  BL_FAST_DECISION,
  OUTCOME_CHANGED,
  OUTCOME_REWORK,
  PROGRAMS,
  STATUSES,
  STRATEGIES,
  TASK_KINDS,
  kindOf,
  type TaskRole,
} from './catalog-deals';
import { CAR_MODELS } from './catalog-cars';
import { SALE_POINTS } from './catalog-places';
import { generateClient, type ClientContext } from './clients-gen';
import { generateEmployers } from './employers';
import type { WorldParts } from '../parts';
import { planDeals, pathFor, type DealSpec, type OpenState } from './plan';
import { OPEN_PLEDGE_STATUSES } from '../../pledges/records';
import { seedPledgeLifecycle } from './pledge-lifecycle';
import { Random, Sampler } from './prng';
import { shareCharacteristics } from './shared-characteristics';
import { generateStaff, unitOf, type StaffRecord } from './staff';
import { HOUR, WORLD_NOW } from '../time';

const MINUTE = 60_000;
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

/** Who may work the tasks of a role at a sale point (staff indexes). */
export class Eligibility {
  private readonly operators = new Map<number, number[]>();
  private readonly chiefs = new Map<number, number[]>();
  private readonly byRole = new Map<string, number[]>();
  private readonly underwriters: number[];

  constructor(staff: readonly StaffRecord[]) {
    const push = <K>(map: Map<K, number[]>, key: K, index: number) => {
      const list = map.get(key) ?? [];
      list.push(index);
      map.set(key, list);
    };
    for (const s of staff) {
      for (const role of s.roles) push(this.byRole, role, s.index);
      if (s.roles.includes('ROLE_GOZ') && s.salePointId !== null) push(this.operators, s.salePointId, s.index);
      if (s.roles.includes('ROLE_GOZ_CHIEF') && s.salePointId !== null)
        push(this.chiefs, unitOf(s.salePointId), s.index);
    }
    const get = (r: string) => this.byRole.get(r) ?? [];
    // External underwriters and the chief take fewer tasks.
    this.underwriters = [
      ...get('ROLE_UNDERWRITER'),
      ...get('ROLE_UNDERWRITER'),
      ...get('ROLE_UNDERWRITER_EXTERNAL'),
      ...get('ROLE_UNDERWRITER_CHIEF'),
    ];
  }

  /** Candidates for a task of `role` of a deal at the sale point (index of SALE_POINTS). */
  of(role: TaskRole, salePoint: number): number[] {
    const id = SALE_POINTS[salePoint]!.id;
    switch (role) {
      case 'goz':
        return this.operators.get(id) ?? [];
      case 'goz-checker':
        return this.chiefs.get(unitOf(id)) ?? [];
      case 'underwriter':
        return this.underwriters;
      case 'credit-inspector':
      case 'credit-inspector-checker':
        return this.byRole.get('ROLE_CREDIT_INSPECTOR') ?? [];
      case 'release-manager':
        return this.byRole.get('ROLE_RELEASE_MANAGER') ?? [];
      case 'pledge':
        return this.byRole.get('ROLE_PLEDGE_EDITOR') ?? [];
    }
  }

  pick(random: Random, role: TaskRole, salePoint: number): number {
    const candidates = this.of(role, salePoint);
    return candidates.length === 0 ? -1 : random.pick(candidates);
  }
}

const CAR_SAMPLER = new Sampler(CAR_MODELS.map((m) => 3_000_000 / m.price));
const TERMS = [12, 24, 36, 48, 60, 72, 84];
const STATE_SAMPLER = new Sampler([40, 15, 45]);
const STATES: OpenState[] = ['created', 'unclaimed', 'claimed'];

/** Fills the parts with the world of a seed: staff, employers, clients, deals, tasks, decisions, pledges. */
export function generate(parts: WorldParts, seed: number, dealCount: number): void {
  parts.staff = generateStaff(new Random(seed, 'staff'));
  const employerRandom = new Random(seed, 'employers');
  parts.employers = generateEmployers(employerRandom, Math.ceil(dealCount / 25) + 30);
  const eligibility = new Eligibility(parts.staff);
  const specs = planDeals(new Random(seed, 'plan'), parts.staff, dealCount);
  const random = new Random(seed, 'deals');
  const clientContext: ClientContext = {
    random: new Random(seed, 'clients'),
    pool: parts.pool,
    employers: parts.employers,
    employerSampler: new Sampler(parts.employers.map((e) => e.weight)),
  };
  for (const spec of specs) buildDeal(parts, spec, random, clientContext, eligibility);
  shareCharacteristics(parts, seed);
  seedPledgeLifecycle(parts, WORLD_NOW, kindOf('pledge_registration'));
}

function buildDeal(parts: WorldParts, spec: DealSpec, random: Random, clients: ClientContext, who: Eligibility) {
  const { deals, tasks, decisions } = parts;
  const d = deals.add();
  const status = STATUSES[spec.status]!;
  deals.createdAt[d] = spec.at;
  deals.salePoint[d] = spec.salePoint;
  deals.status[d] = spec.status;
  const point = SALE_POINTS[spec.salePoint]!;

  const c =
    parts.clients.count > 20 && random.chance(0.08)
      ? random.int(0, parts.clients.count - 1)
      : generateClient(clients, parts.clients, point.city, spec.at);
  deals.client[d] = c;
  deals.nextOfClient[d] = parts.clients.lastDeal[c]!;
  parts.clients.lastDeal[c] = d;
  deals.creator[d] = who.pick(random, 'goz', spec.salePoint);

  const businessLogic = spec.businessLogic ?? random.weighted([75, 15, 10]);
  deals.businessLogic[d] = businessLogic;
  const model = CAR_SAMPLER.draw(random);
  const car = CAR_MODELS[model]!;
  const used = point.pointType === 2 || random.chance(0.3);
  const year = used ? random.int(2012, 2024) : random.int(2025, 2026);
  const price =
    Math.round((car.price * (used ? 0.88 ** (2026 - year) : 1) * (0.95 + random.next() * 0.15)) / 1000) * 1000;
  deals.carModel[d] = model;
  deals.carModification[d] = random.int(0, car.modifications.length - 1);
  deals.carCondition[d] = used ? 1 : 0;
  deals.carYear[d] = year;
  deals.carCost[d] = price;
  deals.marketPrice[d] = Math.round((price * (0.9 + random.next() * 0.15)) / 1000) * 1000;
  const programs = PROGRAMS.map((p, i) => [p, i] as const).filter(
    ([p]) => p.condition === 'any' || p.condition === (used ? 'uses' : 'new'),
  );
  const [program, programIndex] = random.pick(programs);
  deals.program[d] = programIndex;
  const fee = program.id === 20 ? 0 : Math.round((price * random.int(10, 50)) / 100 / 1000) * 1000;
  deals.initialFee[d] = fee;
  deals.costRequested[d] = Math.min(12_000_000, price - fee + random.int(0, 6) * 25_000);
  deals.term[d] = random.pick(TERMS);
  if (status.code !== 'new') {
    deals.strategy[d] =
      businessLogic === BL_FAST_DECISION && random.chance(0.6)
        ? 1
        : random.weighted(STRATEGIES.map((s) => (s.id === 3 ? 6 : s.id === 5 ? 1 : 2)));
  }
  if (!status.finished) deals.priority[d] = random.weighted([90, 7, 3]);

  // The path and its times: closed steps spread between creation and now (or the finish).
  const steps = pathFor(random, spec.status, businessLogic, spec.current);
  // A deal waiting for the client has no open task: the operator records the answer on the deal list.
  const closedCount = status.finished || status.code === 'client_waiting' ? steps.length : steps.length - 1;
  const durations = steps.map(() => random.int(15, 600) * MINUTE);
  const start = spec.at + random.int(1, 5) * MINUTE;
  const total = durations.slice(0, closedCount).reduce((a, b) => a + b, 0);
  const available = (WORLD_NOW - start) * (status.finished ? 0.95 : 0.2 + random.next() * 0.7);
  const scale = total > available ? available / total : 1;
  let t = start;
  steps.forEach((step, k) => {
    const kind = kindOf(step.kind);
    const role = TASK_KINDS[kind]!.role;
    const task = tasks.add();
    tasks.deal[task] = d;
    tasks.kind[task] = kind;
    tasks.created[task] = seconds(t);
    tasks.rescored[task] = step.rescored ? 1 : 0;
    if (deals.lastTask[d]! >= 0) tasks.nextOfDeal[deals.lastTask[d]!] = task;
    else deals.firstTask[d] = task;
    deals.lastTask[d] = task;
    if (role === 'underwriter') deals.underwritingAt[d] = seconds(t);
    if (step.action === 'rework' || step.outcome === OUTCOME_REWORK) deals.reworked[d] = 1;
    if (k < closedCount) {
      t += durations[k]! * scale;
      tasks.closedAt[task] = seconds(t);
      const worker = who.pick(random, role, spec.salePoint);
      tasks.assignee[task] = worker;
      if (step.outcome !== undefined) {
        const decision = decisions.add();
        decisions.deal[decision] = d;
        decisions.at[decision] = seconds(t);
        decisions.outcome[decision] = step.outcome;
        decisions.preliminary[decision] = step.preliminary ? 1 : 0;
        decisions.by[decision] = worker;
        const changed = step.outcome === OUTCOME_CHANGED;
        decisions.amount[decision] = changed
          ? Math.round((deals.costRequested[d]! * 0.85) / 1000) * 1000
          : deals.costRequested[d]!;
        decisions.term[decision] = changed ? Math.min(84, deals.term[d]! + 12) : deals.term[d]!;
        decisions.rate[decision] =
          Math.round(program.rate * 100) + (step.outcome === OUTCOME_REWORK ? 0 : random.int(0, 4) * 50);
        decisions.previous[decision] = deals.lastDecision[d]!;
        deals.lastDecision[d] = decision;
      }
    } else {
      openTask(
        parts,
        task,
        spec.current?.state ?? STATES[STATE_SAMPLER.draw(random)]!,
        spec.current?.assignee,
        role,
        spec.salePoint,
        random,
        who,
      );
      if (role === 'underwriter' && !step.rescored && random.chance(0.05)) tasks.rescored[task] = 1;
      deals.currentTask[d] = task;
    }
  });
  if (status.finished) {
    deals.finishedAt[d] = seconds(t);
    if (status.code === 'issued') addPledge(parts, d, seconds(t), spec.pledge, random, who);
  }
}

function openTask(
  parts: WorldParts,
  task: number,
  state: OpenState,
  assignee: number | undefined,
  role: TaskRole,
  salePoint: number,
  random: Random,
  who: Eligibility,
) {
  const { tasks } = parts;
  if (state === 'unclaimed') {
    tasks.unclaimCount[task] = random.int(1, 3);
    tasks.lastAssignee[task] = who.pick(random, role, salePoint);
  } else if (state === 'claimed') {
    tasks.assignee[task] = assignee ?? who.pick(random, role, salePoint);
    if (random.chance(0.2)) {
      tasks.unclaimCount[task] = random.int(1, 2);
      tasks.lastAssignee[task] = who.pick(random, role, salePoint);
    }
  }
}

function addPledge(
  parts: WorldParts,
  deal: number,
  issuedAt: number,
  forced: OpenState | undefined,
  random: Random,
  who: Eligibility,
) {
  const createdAt = seconds(Math.min(WORLD_NOW - 10 * MINUTE, issuedAt + random.int(1, 6) * HOUR));
  const recent = WORLD_NOW - createdAt < 3 * 24 * HOUR;
  let status: PledgeStatus;
  if (forced)
    status = forced === 'created' ? 'reg_new' : forced === 'unclaimed' ? 'reg_error_upload' : 'reg_in_progress';
  else if (recent)
    status = (['reg_new', 'reg_in_progress', 'reg_error_upload', 'reg_success'] as const)[
      random.weighted([45, 20, 10, 25])
    ]!;
  else
    status = (['reg_success', 'take_off_success', 'assignment_success', 'assignment_new', 'reg_cancel'] as const)[
      random.weighted([80, 8, 6, 3, 3])
    ]!;
  const { tasks } = parts;
  const task = tasks.add();
  tasks.deal[task] = deal;
  tasks.kind[task] = kindOf('pledge_registration');
  tasks.created[task] = createdAt;
  tasks.pledge[task] = parts.pledges.length;
  const open = OPEN_PLEDGE_STATUSES.includes(status);
  const deals = parts.deals;
  tasks.nextOfDeal[deals.lastTask[deal]!] = task;
  deals.lastTask[deal] = task;
  if (open) {
    const state: OpenState =
      status === 'reg_in_progress' ? 'claimed' : status === 'reg_error_upload' ? 'unclaimed' : 'created';
    const editor =
      state === 'claimed' && forced === 'claimed'
        ? parts.staff.find((s) => s.username === 'pledge_editor')?.index
        : undefined;
    openTask(parts, task, state, editor, 'pledge', deals.salePoint[deal]!, random, who);
  } else {
    tasks.closedAt[task] = seconds(Math.min(WORLD_NOW - MINUTE, createdAt + random.int(1, 48) * HOUR));
    tasks.assignee[task] = who.pick(random, 'pledge', 0);
  }
  parts.pledges.push({ row: parts.pledges.length, deal, status, createdAt, task });
}
