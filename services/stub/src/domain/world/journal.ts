import type { PledgeStatus } from '@autocredit/generated/api';
import type { DealStatus } from '../process/types';
import type { ClientPatch, DealPatch } from './world-types';

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

/** The world as the state file keeps it: its seed and size, and the journal of its operations since. */
export interface WorldSnapshot {
  seed: number;
  deals: number;
  journal: JournalEntry[];
}

/** Refuses a snapshot that is not one (a hand-edited or outdated state file) before anything changes. */
export function checkWorldSnapshot(snapshot: unknown): asserts snapshot is WorldSnapshot {
  const s = snapshot as Partial<WorldSnapshot> | null;
  if (typeof s !== 'object' || s === null) throw new Error('the world snapshot should be an object');
  if (!Number.isInteger(s.seed) || !Number.isInteger(s.deals))
    throw new Error('the world snapshot needs seed and deals');
  checkJournal(s.journal);
}
