import { withPrintForms } from '../documents/seeded-files';
import type { FormSource } from '../forms/source';
import type { Persistable } from '../store/persistence';
import { findTask } from '../process/tasks';
import type { ProcessContext, ProcessEffect, ProcessResult, ProcessState, ProcessTask } from '../process/types';
import { WORLD_FORM_DICTIONARIES, pledgeSourceOf, sourceOf, writeBack } from '../world/form-source';
import type { World } from '../world/world';
import { recordChanges } from '../forms/changes';
import { processStateOf } from './materialise';
import { seededPrevious } from './previous-snapshot';
import { syncWorld } from './sync';

/**
 * The deal's pledge in its form data, in step with the process: made from the deal's own data when the process opens
 * it (the deal is issued), its status followed after; what the pledge task saved is kept.
 */
function pledgeInStep(source: FormSource, pledge: ProcessState['pledge']): FormSource['pledge'] {
  if (!pledge) return source.pledge;
  if (source.pledge?.id !== pledge.id) return pledgeSourceOf(source, pledge);
  return source.pledge.status === pledge.status ? source.pledge : { ...source.pledge, status: pledge.status };
}

/** A deal as the process and the forms work on it: its process state and its form data. */
export interface DealEntry {
  state: ProcessState;
  source: FormSource;
  /**
   * The deal's previous snapshot where the data differs from it (values then, by source path): what the underwriter
   * last saw, or for a seeded deal the seed's. Absent: none.
   */
  previous?: Record<string, unknown>;
}

/** The deals touched since the seed, by deal id (the others are read from the world when first touched). */
export interface DealBookSnapshot {
  deals: DealEntry[];
}

export interface DealBookOptions {
  now?: () => number;
  /** The `seconds` of the checkWait `wait` event. */
  checkWaitSeconds?: number;
}

/** A task found by id, with its deal. */
export interface FoundTask {
  deal: number;
  entry: DealEntry;
  task: ProcessTask;
}

/**
 * The deals' processes and form data over the world. The world keeps what the lists need in compact columns; the
 * book keeps, for each deal a process step or a form has touched, the full process state (tasks with their steps,
 * outcomes and comments) and the form data (everything typed), and writes each change back into the world.
 */
export class DealBook implements Persistable<DealBookSnapshot> {
  private entries = new Map<number, DealEntry>();
  private readonly now: () => number;
  private readonly checkWaitSeconds: number;

  constructor(
    private readonly world: World,
    options: DealBookOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.checkWaitSeconds = options.checkWaitSeconds ?? 1;
  }

  /** The deal (a world row), read from the world on first use. */
  entry(deal: number): DealEntry {
    const id = this.world.dealId(deal);
    let entry = this.entries.get(id);
    if (!entry) {
      entry = this.fromWorld(deal);
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** The deal as the world gives it (what `entry` keeps on first use). */
  private fromWorld(deal: number): DealEntry {
    const state = processStateOf(this.world, deal);
    const source = sourceOf(this.world, deal);
    source.processError = state.error?.message ?? null;
    return { state, source, previous: seededPrevious(this.world, deal, state, source) };
  }

  /** The deal's form data as it stands, without touching the deal (read from the world when the book has none). */
  currentSource(deal: number): FormSource {
    return this.entries.get(this.world.dealId(deal))?.source ?? sourceOf(this.world, deal);
  }

  /** The deal's form data when the book keeps it (a deal touched since the seed); undefined for the others. */
  storedSource(deal: number): FormSource | undefined {
    return this.entries.get(this.world.dealId(deal))?.source;
  }

  /** The deal's process state as it stands, without touching the deal (read from the world when the book has none). */
  currentState(deal: number): ProcessState {
    return this.entries.get(this.world.dealId(deal))?.state ?? processStateOf(this.world, deal);
  }

  /**
   * The deal's previous snapshot where the data differs from it (see `DealEntry.previous`) as it stands, without
   * touching the deal (the seed's when the book has none).
   */
  currentPrevious(deal: number): Readonly<Record<string, unknown>> {
    const entry = this.entries.get(this.world.dealId(deal));
    if (entry) return entry.previous ?? {};
    return seededPrevious(this.world, deal, processStateOf(this.world, deal), sourceOf(this.world, deal));
  }

  /** The task of that id with its deal; undefined when no deal has it. */
  findTask(taskId: number): FoundTask | undefined {
    const row = this.world.taskRow(taskId);
    if (row === undefined) return undefined;
    const deal = this.world.tasks.deal[row]!;
    const entry = this.entry(deal);
    const task = findTask(entry.state, taskId);
    return task && { deal, entry, task };
  }

  /** The clock and the ids of one process transition (the ids the world gives the tasks it opens next). */
  context(): ProcessContext {
    const { world } = this;
    let tasks = 0;
    let pledges = 0;
    return {
      now: this.now(),
      nextTaskId: () => world.taskId(world.tasks.count + tasks++),
      nextPledgeId: () => world.pledgeId(world.pledges.length + pledges++),
      checkWaitSeconds: this.checkWaitSeconds,
    };
  }

  /**
   * Keeps a transition's new state, writes it into the world, and gives back its effects to run. A task it opens
   * that needs print forms (the signing's account documents, the release's guarantees and payments) has them made.
   */
  commit(deal: number, result: ProcessResult): ProcessEffect[] {
    const entry = this.entry(deal);
    const before = entry.state;
    syncWorld(this.world, deal, before, result.state);
    entry.state = result.state;
    entry.source = {
      ...entry.source,
      deal: { ...entry.source.deal, status: result.state.status, decisionType: result.state.decisionType },
      processError: result.state.error?.message ?? null,
      pledge: pledgeInStep(entry.source, result.state.pledge),
    };
    for (const task of result.state.tasks) {
      if (before.tasks.some((t) => t.id === task.id)) continue;
      entry.source = {
        ...entry.source,
        documents: withPrintForms(this.world, deal, entry.source, task.key, task.createdAt),
      };
    }
    return result.effects;
  }

  /** Runs a process transition on the deal's state and keeps it (see `commit`): the effects to run. */
  transition(deal: number, step: (state: ProcessState, ctx: ProcessContext) => ProcessResult): ProcessEffect[] {
    return this.commit(deal, step(this.entry(deal).state, this.context()));
  }

  /** Keeps what a form saved (and writes what the lists show into the world). */
  saveSource(deal: number, source: FormSource): void {
    const entry = this.entry(deal);
    writeBack(this.world, deal, entry.source, source);
    // The shared dictionaries stay shared (a form save may have copied them).
    entry.source = { ...source, dictionaries: WORLD_FORM_DICTIONARIES };
  }

  /**
   * Keeps what a form saved as `saveSource`, and remembers what it changed against the previous snapshot (an
   * operator's correction, for the underwriter who sees the deal next).
   */
  saveSourceChanges(deal: number, source: FormSource): void {
    const entry = this.entry(deal);
    entry.previous = recordChanges(entry.previous ?? {}, entry.source, source);
    this.saveSource(deal, source);
  }

  /** A new previous snapshot: the data now (the underwriter has seen it). */
  takeSnapshot(deal: number): void {
    this.entry(deal).previous = {};
  }

  /** Keeps a process state that changed without a transition (the wizard's furthest step). */
  saveState(deal: number, state: ProcessState): void {
    this.entry(deal).state = state;
  }

  /**
   * The entries that differ from what the world gives (a deal only read is not kept: reading changes no saved
   * state), without the world's form dictionaries (the same for every deal; attached again on restore).
   */
  snapshot(): DealBookSnapshot {
    const saved = (e: DealEntry) => {
      const { dictionaries: _shared, ...source } = e.source;
      return { state: e.state, source, ...(e.previous && { previous: e.previous }) };
    };
    const deals: DealBookSnapshot['deals'] = [];
    for (const [id, entry] of this.entries) {
      const kept = JSON.stringify(saved(entry));
      if (kept !== JSON.stringify(saved(this.fromWorld(this.world.dealRow(id)!)))) deals.push(JSON.parse(kept));
    }
    return { deals };
  }

  restore(snapshot: DealBookSnapshot): void {
    if (typeof snapshot !== 'object' || snapshot === null || !Array.isArray(snapshot.deals)) {
      throw new Error('the deal book snapshot needs a deals array');
    }
    const entries = new Map<number, DealEntry>();
    for (const entry of snapshot.deals) {
      const id = entry?.state?.dealId;
      if (!Number.isInteger(id) || this.world.dealRow(id) === undefined || typeof entry.source !== 'object') {
        throw new Error(`the deal book snapshot holds an unknown deal ${JSON.stringify(id)}`);
      }
      const copy = structuredClone(entry);
      copy.source.dictionaries = WORLD_FORM_DICTIONARIES;
      entries.set(id, copy);
    }
    this.entries = entries;
  }
}
