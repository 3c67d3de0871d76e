import { instanceId } from '../process/draft';
import { STATUSES, TASK_KINDS, type TaskKind } from './seed/catalog-deals';
import { CAR_MODELS, VIN_CHARS, VIN_YEARS } from './seed/catalog-cars';
import { SALE_POINTS } from './seed/catalog-places';
import type { EmployerRecord } from './seed/employers';
import { generate } from './seed/generate';
import { Journal } from './journal';
import { emptyParts, type WorldParts } from './parts';
import type { PledgeRecord } from '../pledges/records';
import { mix } from './seed/prng';
import { CLIENT_ID_BASE, DEAL_ID_BASE, PLEDGE_ID_BASE, TASK_ID_BASE } from './records';
import type { StaffRecord } from './seed/staff';
import { WORLD_NOW } from './time';

import type { TaskState, WorldChange, WorldOptions } from './world-types';

/**
 * The tables of the world and their reading: staff, employers, clients, deals with their tasks, decisions and
 * pledges, generated from a seed into compact columns (records.ts); ids and lookups. The operations that change them
 * are World's (world.ts).
 */
export class WorldTables {
  readonly seed: number;
  readonly size: number;
  protected readonly now: () => number;
  protected parts: WorldParts;
  protected readonly journal = new Journal();
  protected readonly listeners: ((change: WorldChange) => void)[] = [];
  protected staffIds = new Map<number, StaffRecord>();
  protected staffNames = new Map<string, StaffRecord>();
  protected innIndex = new Map<string, number>();
  protected lastStamp = WORLD_NOW;
  /** How many clients the seeded world has (those after them came with deals created at run time). */
  seededClients = 0;
  /** Grows with every change (caches key on it). */
  version = 0;

  constructor(options: WorldOptions) {
    this.seed = options.seed;
    this.size = options.deals;
    this.now = options.now ?? Date.now;
    this.parts = this.generate();
  }

  protected generate(): WorldParts {
    const parts = emptyParts(this.size);
    generate(parts, this.seed, this.size);
    this.staffIds = new Map(parts.staff.map((s) => [s.id, s]));
    this.staffNames = new Map(parts.staff.map((s) => [s.username, s]));
    this.innIndex = new Map(parts.employers.map((e) => [e.inn, e.index]));
    this.lastStamp = WORLD_NOW;
    this.seededClients = parts.clients.count;
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

  protected emit(change: WorldChange): void {
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
}

/** A person's name from its parts, the empty ones left out. */
export const joinName = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');
