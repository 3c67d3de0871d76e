import type { PledgeStatus } from '@autocredit/generated/api';
import type { Persistable } from '../store/persistence';
import type { DealStatus } from '../process/types';
import {
  BL_FAST_DECISION,
  PROGRAMS,
  STATUSES,
  STATUS_INDEX,
  STRATEGIES,
  TASK_KINDS,
  kindOf,
} from './seed/catalog-deals';
import { SALE_POINT_BY_ID } from './seed/catalog-places';
import { checkWorldSnapshot, type JournalEntry, type WorldSnapshot } from './journal';
import type { PledgeRecord } from '../pledges/records';
import { mix } from './seed/prng';

import { WorldTables } from './world-tables';

export { joinName } from './world-tables';
import type { ClientPatch, DealPatch } from './world-types';

export { DEFAULT_DEALS, DEFAULT_SEED } from './seed/defaults';
export type { JournalEntry, WorldSnapshot } from './journal';
export type { ClientPatch, DealPatch, TaskState, WorldChange, WorldOptions } from './world-types';

const CLIENT_STRING_COLUMNS = new Set(['surname', 'firstName', 'middleName']);

/**
 * The domain world: staff, employers, clients, deals with their tasks, decisions and pledges, generated from a seed
 * into compact columns (records.ts, read through WorldTables) and changed by the operations below. Rows are indexes; ids are derived from them
 * (deal id = 100001 + row, task id = 730001 + row, client id = 50001 + row). Response objects are built on demand.
 */
export class World extends WorldTables implements Persistable<WorldSnapshot> {
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
    checkWorldSnapshot(snapshot);
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

const fail = (what: string): never => {
  throw new Error(`The journal names an unknown ${what}`);
};

/** Repeats one journalled operation on the world (ids back to rows). */
export function replay(world: World, e: JournalEntry): void {
  const deal = (id: number) => world.dealRow(id) ?? fail(`deal ${id}`);
  const task = (id: number) => world.taskRow(id) ?? fail(`task ${id}`);
  const staff = (id: number) => world.staffById(id)?.index ?? fail(`staff ${id}`);
  switch (e.op) {
    case 'create':
      return void world.createDeal(staff(e.creator), e.businessLogic, e.at);
    case 'status':
      return world.setStatus(deal(e.deal), e.status, e.at);
    case 'open':
      return void world.openTask(deal(e.deal), e.kind, e.at, { rescored: e.rescored ?? false });
    case 'claim':
      return world.claimTask(task(e.task), staff(e.staff), e.at);
    case 'unclaim':
      return world.unclaimTask(task(e.task), e.at);
    case 'close':
      return world.closeTask(task(e.task), e.at);
    case 'priority':
      return world.setPriority(deal(e.deal), e.priority);
    case 'client':
      return world.updateClient(world.clientRow(e.client) ?? fail(`client ${e.client}`), e.patch);
    case 'deal':
      return world.updateDeal(deal(e.deal), e.patch);
    case 'reworked':
      return world.setReworked(deal(e.deal), e.reworked);
    case 'decision':
      return world.addDecision(deal(e.deal), e.outcome, e.preliminary, staff(e.by), e.at);
    case 'pledge':
      return world.setPledgeStatus(deal(e.deal), e.status);
  }
}
