import type { PledgeStatus } from '@autocredit/generated/api';
import type { DealStatus } from '../process/types';
import type { ClientPatch, DealPatch, World } from './world';

/** A change of the world, kept so that a snapshot is the seed plus what happened since. */
export type JournalEntry =
  | { op: 'create'; creator: number; businessLogic: number; at: number }
  | { op: 'status'; deal: number; status: DealStatus; at: number }
  | { op: 'open'; deal: number; kind: string; at: number; rescored?: boolean }
  | { op: 'claim'; task: number; staff: number; at: number }
  | { op: 'unclaim'; task: number; at: number }
  | { op: 'close'; task: number; at: number }
  | { op: 'priority'; deal: number; priority: number }
  | { op: 'client'; client: number; patch: ClientPatch }
  | { op: 'deal'; deal: number; patch: DealPatch }
  | { op: 'reworked'; deal: number; reworked: boolean }
  | { op: 'decision'; deal: number; outcome: number; preliminary: boolean; by: number; at: number }
  | { op: 'pledge'; deal: number; status: PledgeStatus };

const OPS: ReadonlySet<string> = new Set<JournalEntry['op']>([
  'create',
  'status',
  'open',
  'claim',
  'unclaim',
  'close',
  'priority',
  'client',
  'deal',
  'reworked',
  'decision',
  'pledge',
]);

/**
 * The world's journal: its operations since the seed, in order, with ids (not rows) so that they replay on a fresh
 * world of the same seed. An operation made of other operations is journalled once: its parts run `inner`.
 */
export class Journal {
  private entries: JournalEntry[] = [];
  private nested = 0;

  record(entry: JournalEntry): void {
    if (this.nested === 0) this.entries.push(entry);
  }

  /** Runs a part of an operation (it is not journalled on its own: replaying the operation repeats it). */
  inner<T>(step: () => T): T {
    this.nested++;
    try {
      return step();
    } finally {
      this.nested--;
    }
  }

  /** A copy of the entries. */
  snapshot(): JournalEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  /**
   * What of another journal is still to be replayed on this one: its entries after this journal's when this journal
   * is the start of it (none when they are the same); null when they part, and the world must start over.
   */
  rest(theirs: readonly JournalEntry[]): JournalEntry[] | null {
    const mine = this.entries.map((e) => JSON.stringify(e));
    if (mine.length > theirs.length || !mine.every((e, i) => e === JSON.stringify(theirs[i]))) return null;
    return theirs.slice(mine.length);
  }

  clear(): void {
    this.entries = [];
  }
}

/** Refuses a journal that is not one (a hand-edited or outdated state file) before anything changes. */
export function checkJournal(journal: unknown): asserts journal is JournalEntry[] {
  if (!Array.isArray(journal)) throw new Error('the world snapshot needs a journal array');
  for (const entry of journal as unknown[]) {
    if (typeof entry !== 'object' || entry === null || !OPS.has((entry as { op?: string }).op ?? '')) {
      throw new Error(`the world journal holds an unknown entry ${JSON.stringify(entry)}`);
    }
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
