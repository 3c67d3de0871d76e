import type { PledgeStatus } from '@autocredit/generated/api';
import type { Persistable } from '../store/persistence';
import { instanceId } from '../process/draft';
import type { DealStatus } from '../process/types';
import {
  BL_FAST_DECISION,
  PROGRAMS,
  STATUSES,
  STATUS_INDEX,
  STRATEGIES,
  TASK_KINDS,
  kindOf,
  type TaskKind,
} from './seed/catalog-deals';
import { CAR_MODELS, VIN_CHARS, VIN_YEARS } from './seed/catalog-cars';
import { SALE_POINTS, SALE_POINT_BY_ID } from './seed/catalog-places';
import type { EmployerRecord } from './seed/employers';
import { generate } from './seed/generate';
import { Journal, checkJournal, replay, type JournalEntry } from './journal';
import { emptyParts, type WorldParts } from './parts';
import type { PledgeRecord } from '../pledges/records';
import { mix } from './seed/prng';
import { CLIENT_ID_BASE, DEAL_ID_BASE, PLEDGE_ID_BASE, TASK_ID_BASE } from './records';
import type { StaffRecord } from './seed/staff';
import { WORLD_NOW } from './time';

export { DEFAULT_DEALS, DEFAULT_SEED } from './seed/defaults';
export type { JournalEntry } from './journal';

export interface WorldOptions {
  /** STUB_SEED: the same seed gives the same world. */
  seed: number;
  /** STUB_DEALS: how many deals the seeded world has. */
  deals: number;
  /** The clock of the world's operations (defaults to Date.now; never earlier than the seeded world). */
  now?: () => number;
}

/** What changed, for those who keep indexes of the world (the lists). */
export type WorldChange = { type: 'deal'; row: number } | { type: 'client'; row: number } | { type: 'reset' };

export type TaskState = 'created' | 'unclaimed' | 'claimed' | 'closed';

/** Columns of a client a form save writes back (so that the lists find the deal by what was typed). */
export type ClientPatch = Partial<{
  surname: string;
  firstName: string;
  middleName: string;
  /** 0 man, 1 woman. */
  gender: number;
  /** Days since 1970-01-01 (UTC). */
  birthDay: number;
  passportSeries: number;
  passportNumber: number;
  passportIssueDay: number;
  /** Ten digits after +7, as a number. */
  phone: number;
  /** An index of MARITAL. */
  marital: number;
  income: number;
}>;

/** Columns of a deal a form save writes back (the credit and the car as the lists and decisions show them). */
export type DealPatch = Partial<{
  /** An index of PROGRAMS. */
  program: number;
  carCost: number;
  costRequested: number;
  initialFee: number;
  term: number;
  /** 0 new, 1 used. */
  carCondition: number;
  carYear: number;
}>;

const CLIENT_STRING_COLUMNS = new Set(['surname', 'firstName', 'middleName']);

export interface WorldSnapshot {
  seed: number;
  deals: number;
  journal: JournalEntry[];
}

/**
 * The domain world: staff, employers, clients, deals with their tasks, decisions and pledges, generated from a seed
 * into compact columns (records.ts) and changed by the operations below. Rows are indexes; ids are derived from them
 * (deal id = 100001 + row, task id = 730001 + row, client id = 50001 + row). Response objects are built on demand.
 */
export class World implements Persistable<WorldSnapshot> {
  readonly seed: number;
  readonly size: number;
  private readonly now: () => number;
  private parts: WorldParts;
  private readonly journal = new Journal();
  private readonly listeners: ((change: WorldChange) => void)[] = [];
  private staffIds = new Map<number, StaffRecord>();
  private staffNames = new Map<string, StaffRecord>();
  private innIndex = new Map<string, number>();
  private lastStamp = WORLD_NOW;
  /** Grows with every change (caches key on it). */
  version = 0;

  constructor(options: WorldOptions) {
    this.seed = options.seed;
    this.size = options.deals;
    this.now = options.now ?? Date.now;
    this.parts = this.generate();
  }

  private generate(): WorldParts {
    const parts = emptyParts(this.size);
    generate(parts, this.seed, this.size);
    this.staffIds = new Map(parts.staff.map((s) => [s.id, s]));
    this.staffNames = new Map(parts.staff.map((s) => [s.username, s]));
    this.innIndex = new Map(parts.employers.map((e) => [e.inn, e.index]));
    this.lastStamp = WORLD_NOW;
    return parts;
  }

  get pool() {
    return this.parts.pool;
  }
  get staff(): readonly StaffRecord[] {
    return this.parts.staff;
  }
  get employers(): readonly EmployerRecord[] {
    return this.parts.employers;
  }
  get clients() {
    return this.parts.clients;
  }
  get deals() {
    return this.parts.deals;
  }
  get tasks() {
    return this.parts.tasks;
  }
  get decisions() {
    return this.parts.decisions;
  }
  get pledges(): readonly PledgeRecord[] {
    return this.parts.pledges;
  }

  subscribe(listener: (change: WorldChange) => void): void {
    this.listeners.push(listener);
  }

  private emit(change: WorldChange): void {
    this.version++;
    for (const listener of this.listeners) listener(change);
  }

  // --- ids and lookups

  dealId = (row: number) => DEAL_ID_BASE + row;
  taskId = (row: number) => TASK_ID_BASE + row;
  clientId = (row: number) => CLIENT_ID_BASE + row;
  pledgeId = (row: number) => PLEDGE_ID_BASE + row;

  dealRow(id: number): number | undefined {
    const row = id - DEAL_ID_BASE;
    return Number.isInteger(row) && row >= 0 && row < this.deals.count ? row : undefined;
  }
  taskRow(id: number): number | undefined {
    const row = id - TASK_ID_BASE;
    return Number.isInteger(row) && row >= 0 && row < this.tasks.count ? row : undefined;
  }
  clientRow(id: number): number | undefined {
    const row = id - CLIENT_ID_BASE;
    return Number.isInteger(row) && row >= 0 && row < this.clients.count ? row : undefined;
  }

  staffById(id: number): StaffRecord | undefined {
    return this.staffIds.get(id);
  }
  staffByUsername(username: string): StaffRecord | undefined {
    return this.staffNames.get(username);
  }
  employerByInn(inn: string): number | undefined {
    return this.innIndex.get(inn);
  }

  // --- derived values

  /** `Иванов Иван Иванович` (surname first). */
  clientName(c: number): string {
    const { clients, pool } = this;
    return joinName(pool.get(clients.surname[c]!), pool.get(clients.firstName[c]!), pool.get(clients.middleName[c]!));
  }

  salePointOf(deal: number) {
    return SALE_POINTS[this.deals.salePoint[deal]!]!;
  }

  statusOf(deal: number) {
    return STATUSES[this.deals.status[deal]!]!;
  }

  taskKind(task: number): TaskKind {
    return TASK_KINDS[this.tasks.kind[task]!]!;
  }

  taskState(task: number): TaskState {
    const { tasks } = this;
    if (!Number.isNaN(tasks.closedAt[task]!)) return 'closed';
    if (tasks.assignee[task]! >= 0) return 'claimed';
    return tasks.unclaimCount[task]! > 0 ? 'unclaimed' : 'created';
  }

  /** Every task of a deal in creation order (its process's and its pledge's). */
  dealTasks(deal: number): number[] {
    const out: number[] = [];
    for (let t = this.deals.firstTask[deal]!; t >= 0; t = this.tasks.nextOfDeal[t]!) out.push(t);
    return out;
  }

  /** The decisions of a deal, newest first. */
  dealDecisions(deal: number): number[] {
    const out: number[] = [];
    for (let x = this.deals.lastDecision[deal]!; x >= 0; x = this.decisions.previous[x]!) out.push(x);
    return out;
  }

  /** The deals of a client, newest first. */
  clientDeals(c: number): number[] {
    const out: number[] = [];
    for (let d = this.clients.lastDeal[c]!; d >= 0; d = this.deals.nextOfClient[d]!) out.push(d);
    return out;
  }

  /** The process instance id of the deal's process, as the process engine derives it from the deal id. */
  processInstanceId(deal: number): string {
    return instanceId('deal', this.dealId(deal));
  }

  /**
   * The deal's car's VIN: 17 characters without I, O and Q (manufacturer, model, check digit, year, plant, serial); a
   * car sold again has its first deal's.
   */
  vin(deal: number): string {
    const car = CAR_MODELS[this.deals.carModel[deal]!]!;
    const first = this.deals.vinOf[deal]!;
    const h = mix(this.seed, first >= 0 ? first : deal, 7);
    let vds = '';
    for (let i = 0; i < 5; i++) vds += VIN_CHARS[mix(h, i) % VIN_CHARS.length];
    const check = '0123456789X'[mix(h, 11) % 11];
    const year = VIN_YEARS[Math.max(0, Math.min(VIN_YEARS.length - 1, this.deals.carYear[deal]! - 2001))];
    const plant = VIN_CHARS[mix(h, 12) % 23];
    const serial = String(mix(h, 13) % 1_000_000).padStart(6, '0');
    return `${car.wmi}${vds}${check}${year}${plant}${serial}`;
  }

  // --- operations (each is journalled and re-indexed)

  private stamp(): number {
    this.lastStamp = Math.max(Math.floor(this.now() / 1000) * 1000, this.lastStamp + 1000);
    return this.lastStamp;
  }

  private record(entry: JournalEntry): void {
    if ('at' in entry) this.lastStamp = Math.max(this.lastStamp, entry.at);
    this.journal.record(entry);
  }

  /** Runs a part of an operation (it is not journalled on its own: replaying the operation repeats it). */
  private inner<T>(step: () => T): T {
    return this.journal.inner(step);
  }

  /** Sets a deal's status; a final status finishes its process (and closes its open task). */
  setStatus(deal: number, status: DealStatus, at = this.stamp()): void {
    const { deals } = this;
    this.record({ op: 'status', deal: this.dealId(deal), status, at });
    deals.status[deal] = STATUS_INDEX[status];
    if (STATUSES[STATUS_INDEX[status]]!.finished) {
      if (deals.currentTask[deal]! >= 0) this.inner(() => this.closeTask(deals.currentTask[deal]!, at));
      deals.finishedAt[deal] = at;
    } else {
      deals.finishedAt[deal] = NaN;
    }
    this.emit({ type: 'deal', row: deal });
  }

  /** Opens a task of a kind on a deal (its process's next step; it closes the open one). */
  openTask(deal: number, kind: string, at = this.stamp(), options: { rescored?: boolean } = {}): number {
    const { deals, tasks } = this;
    const kindIndex = kindOf(kind);
    this.record({ op: 'open', deal: this.dealId(deal), kind, at, ...(options.rescored && { rescored: true }) });
    if (deals.currentTask[deal]! >= 0) this.inner(() => this.closeTask(deals.currentTask[deal]!, at));
    const task = tasks.add();
    tasks.deal[task] = deal;
    tasks.kind[task] = kindIndex;
    tasks.created[task] = at;
    if (deals.lastTask[deal]! >= 0) tasks.nextOfDeal[deals.lastTask[deal]!] = task;
    else deals.firstTask[deal] = task;
    deals.lastTask[deal] = task;
    deals.currentTask[deal] = task;
    tasks.rescored[task] = options.rescored ? 1 : 0;
    if (TASK_KINDS[kindIndex]!.role === 'underwriter') {
      deals.underwritingAt[deal] = at;
      // The verification strategy is chosen when the deal first reaches the underwriters.
      if (deals.strategy[deal]! < 0) deals.strategy[deal] = mix(this.seed, deal, 17) % STRATEGIES.length;
    }
    if (kind === 'pledge_registration') {
      let pledge = this.pledgeOfDeal(deal);
      if (pledge === undefined) {
        pledge = { row: this.parts.pledges.length, deal, status: 'reg_new', createdAt: at, task };
        this.parts.pledges.push(pledge);
      }
      pledge.task = task;
      tasks.pledge[task] = pledge.row;
    }
    this.emit({ type: 'deal', row: deal });
    return task;
  }

  claimTask(task: number, staff: number, at = this.stamp()): void {
    this.record({ op: 'claim', task: this.taskId(task), staff: this.staff[staff]!.id, at });
    this.tasks.assignee[task] = staff;
    this.emit({ type: 'deal', row: this.tasks.deal[task]! });
  }

  unclaimTask(task: number, at = this.stamp()): void {
    const { tasks } = this;
    this.record({ op: 'unclaim', task: this.taskId(task), at });
    if (tasks.assignee[task]! >= 0) {
      tasks.lastAssignee[task] = tasks.assignee[task]!;
      tasks.assignee[task] = -1;
      tasks.unclaimCount[task] = Math.min(255, tasks.unclaimCount[task]! + 1);
    }
    this.emit({ type: 'deal', row: tasks.deal[task]! });
  }

  closeTask(task: number, at = this.stamp()): void {
    const { tasks, deals } = this;
    this.record({ op: 'close', task: this.taskId(task), at });
    tasks.closedAt[task] = at;
    const deal = tasks.deal[task]!;
    if (deals.currentTask[deal] === task) deals.currentTask[deal] = -1;
    this.emit({ type: 'deal', row: deal });
  }

  /** The pledge of a deal (issued deals have one). */
  pledgeOfDeal(deal: number): PledgeRecord | undefined {
    return this.parts.pledges.find((p) => p.deal === deal);
  }

  setPledgeStatus(deal: number, status: PledgeStatus): void {
    const pledge = this.pledgeOfDeal(deal);
    if (!pledge) throw new Error(`deal row ${deal} has no pledge`);
    this.record({ op: 'pledge', deal: this.dealId(deal), status });
    pledge.status = status;
    this.emit({ type: 'deal', row: deal });
  }

  /** Writes what a form saved about the client into the client's columns. */
  updateClient(client: number, patch: ClientPatch): void {
    this.record({ op: 'client', client: this.clientId(client), patch: { ...patch } });
    const columns = this.clients as unknown as Record<string, Float64Array | Int32Array>;
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || !ArrayBuffer.isView(columns[key])) continue;
      columns[key]![client] = CLIENT_STRING_COLUMNS.has(key) ? this.pool.intern(String(value)) : Number(value);
    }
    this.emit({ type: 'client', row: client });
    for (const d of this.clientDeals(client)) this.emit({ type: 'deal', row: d });
  }

  /** Writes what a form saved about the credit and the car into the deal's columns. */
  updateDeal(deal: number, patch: DealPatch): void {
    this.record({ op: 'deal', deal: this.dealId(deal), patch: { ...patch } });
    const columns = this.deals as unknown as Record<string, Float64Array>;
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined && ArrayBuffer.isView(columns[key])) columns[key]![deal] = value;
    }
    this.emit({ type: 'deal', row: deal });
  }

  setReworked(deal: number, reworked: boolean): void {
    this.record({ op: 'reworked', deal: this.dealId(deal), reworked });
    this.deals.reworked[deal] = reworked ? 1 : 0;
    this.emit({ type: 'deal', row: deal });
  }

  /**
   * An underwriter's decision (an index of DECISION_OUTCOMES): the amount and term are the requested ones, the rate
   * the programme's.
   */
  addDecision(deal: number, outcome: number, preliminary: boolean, by: number, at = this.stamp()): void {
    const { deals, decisions } = this;
    this.record({ op: 'decision', deal: this.dealId(deal), outcome, preliminary, by: this.staff[by]!.id, at });
    const x = decisions.add();
    decisions.deal[x] = deal;
    decisions.at[x] = at;
    decisions.outcome[x] = outcome;
    decisions.preliminary[x] = preliminary ? 1 : 0;
    decisions.by[x] = by;
    decisions.amount[x] = deals.costRequested[deal]!;
    decisions.term[x] = deals.term[deal]!;
    decisions.rate[x] = Math.round((PROGRAMS[deals.program[deal]!]?.rate ?? 0) * 100);
    decisions.previous[x] = deals.lastDecision[deal]!;
    deals.lastDecision[deal] = x;
    this.emit({ type: 'deal', row: deal });
  }

  setPriority(deal: number, priority: number): void {
    this.record({ op: 'priority', deal: this.dealId(deal), priority });
    this.deals.priority[deal] = priority;
    this.emit({ type: 'deal', row: deal });
  }

  /**
   * A new deal created by an operator: a blank client (filled by data entry), the operator's sale point, status
   * `new` and the first task (data entry, or the fast-decision form) waiting in the queue.
   */
  createDeal(creator: number, businessLogic: number, at = this.stamp()): number {
    const { deals, clients } = this;
    this.record({ op: 'create', creator: this.staff[creator]!.id, businessLogic, at });
    const operator = this.staff[creator]!;
    const c = clients.add();
    const blank = this.pool.intern('');
    clients.surname[c] = blank;
    clients.firstName[c] = blank;
    clients.middleName[c] = blank;
    clients.createdAt[c] = at;
    const d = deals.add();
    deals.createdAt[d] = Math.max(at, deals.count > 1 ? deals.createdAt[d - 1]! : at);
    deals.client[d] = c;
    clients.lastDeal[c] = d;
    deals.salePoint[d] = SALE_POINT_BY_ID.get(operator.salePointId ?? -1) ?? 0;
    deals.creator[d] = creator;
    deals.status[d] = STATUS_INDEX.new;
    deals.businessLogic[d] = businessLogic;
    deals.term[d] = 60;
    this.emit({ type: 'client', row: c });
    this.inner(() =>
      this.openTask(d, businessLogic === BL_FAST_DECISION ? 'fast_decision_person' : 'goz_data_entry', at),
    );
    return d;
  }

  // --- persistence

  snapshot(): WorldSnapshot {
    return { seed: this.seed, deals: this.size, journal: this.journal.snapshot() };
  }

  /**
   * The world of the snapshot: the seeded world with the snapshot's journal replayed. When the world's own journal
   * is the start of the snapshot's, only the rest is replayed; otherwise the world is generated anew first.
   */
  restore(snapshot: WorldSnapshot): void {
    checkSnapshot(snapshot);
    if (snapshot.seed !== this.seed || snapshot.deals !== this.size) {
      throw new Error(
        `the snapshot is of another world (seed ${snapshot.seed}, ${snapshot.deals} deals; ` +
          `this one: seed ${this.seed}, ${this.size} deals)`,
      );
    }
    const rest = this.journal.rest(snapshot.journal);
    if (rest !== null && rest.length === 0) return;
    const listeners = this.listeners.splice(0);
    try {
      if (rest === null) {
        this.parts = this.generate();
        this.journal.clear();
      }
      for (const entry of rest ?? snapshot.journal) replay(this, entry);
    } finally {
      this.listeners.push(...listeners);
    }
    this.emit({ type: 'reset' });
  }
}

/** Refuses a snapshot that is not one (a hand-edited or outdated state file) before anything changes. */
function checkSnapshot(snapshot: unknown): asserts snapshot is WorldSnapshot {
  const s = snapshot as Partial<WorldSnapshot> | null;
  if (typeof s !== 'object' || s === null) throw new Error('the world snapshot should be an object');
  if (!Number.isInteger(s.seed) || !Number.isInteger(s.deals))
    throw new Error('the world snapshot needs seed and deals');
  checkJournal(s.journal);
}

export const joinName = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');
