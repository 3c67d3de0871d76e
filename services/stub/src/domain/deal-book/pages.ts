import type { Form, Task } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import {
  buildForm,
  dealInfoForm,
  formForTask,
  isStepReachable,
  messages,
  refusedSubmission,
  submitForm,
  visibleSteps,
  type FormDefinition,
  type SubmitOutcome,
} from '../forms';
import { afterSave, isOpen, isUnderwriterTask, openTask, processTexts } from '../process';
import type { Actor, ProcessEffect, ProcessTask } from '../process/types';
import type { FormSource } from '../forms/source';
import type { CommentBook } from '../comments/comments';
import { dealContactsOf, type DealContactBook } from '../contacts/deal-contacts';
import type { Lists } from '../lists/lists';
import type { FinanceBook } from '../finance/finance-book';
import { variantsOfDeal } from '../decisions/decision-book';
import { inGroup } from '../auth/roles';
import type { World } from '../world/world';
import { strategyMinutes, underwriterTimedOut } from './deal-view';
import type { DealBook } from './deal-book';
import { taskOf } from './task-deal';
import type { Worker } from './task-work';
import { visibleDeal, visibleTask } from './visibility';

/** The query of a form page: the step, the loan variant, the edit mode, a recalculation. */
export interface PageQuery {
  step?: string | null;
  variant?: number | null;
  reload?: boolean;
  canEdit?: boolean;
}

/** What a form post did: the form outcome, and the process effects to run after the answer. */
export interface PagePost {
  outcome: SubmitOutcome;
  effects: ProcessEffect[];
}

/** The form data as the book keeps it: the contacts are the contacts' store's, never a copy. */
const kept = (source: FormSource): FormSource => ({ ...source, contacts: [] });

const formOf = (task: ProcessTask): FormDefinition => {
  const definition = formForTask(task.key);
  if (!definition) throw new Error(`no form for task ${task.key}`);
  return definition;
};

/**
 * Task pages and the deal page over the deal book: which task the worker may open (of a deal they see: 404
 * otherwise), the form of a step, and a post of a step (checked, recalculated, or saved; a closing save moves the
 * process on).
 */
export class Pages {
  private readonly world: World;
  private readonly book: DealBook;

  constructor(
    private readonly parts: {
      world: World;
      deals: DealBook;
      lists: Lists;
      contacts: DealContactBook;
      comments: CommentBook;
      finance: FinanceBook;
    },
  ) {
    this.world = parts.world;
    this.book = parts.deals;
  }

  private found(worker: Worker, taskId: number) {
    const found = visibleTask(this.parts, worker, taskId);
    return { ...found, entry: { ...found.entry, source: this.sourceOf(found.deal, worker) } };
  }

  /**
   * The deal's form data as the forms read it now: the underwriter's decision asks for a delay reason once the
   * underwriter task has run over the strategy's time; the deal's contacts are those of the contacts' store (as the
   * viewer sees them), not a copy; the loan variants (`?variant=`) are the deal's as they stand (those the
   * variants tables show), unless the form data keeps its own.
   */
  private sourceOf(deal: number, viewer: Worker): FormSource {
    const { state, source } = this.book.entry(deal);
    const timedOut = underwriterTimedOut(state, strategyMinutes(this.world, deal), this.book.context().now);
    const contacts = dealContactsOf(this.parts, this.world.dealId(deal), viewer);
    const variants = variantsOfDeal(this.parts, deal);
    return { ...source, contacts, variants, underwriter: { ...source.underwriter, timedOut } };
  }

  /** `GET /api/task/{id}`: the task and the form of the asked step (the furthest reached one by default). */
  task(actor: Worker, taskId: number, query: PageQuery = {}): { task: Task; form: Form } {
    const { deal, entry } = this.found(actor, taskId);
    const task = openTask(entry.state, taskId, actor);
    const definition = formOf(task);
    if (!isStepReachable(definition, entry.source, task.step, query.step)) {
      throw new DomainError('forbidden', processTexts.previousStep);
    }
    const form = buildForm(definition, entry.source, {
      step: query.step ?? task.step,
      variant: query.variant ?? null,
      taskKey: task.key,
      actor,
      previous: entry.previous ?? {},
      ...(query.canEdit !== undefined && { canEdit: query.canEdit }),
    });
    return { task: taskOf(this.world, deal, entry.state, task), form };
  }

  /** `POST /api/task/{id}`: a step's values or a button. Nothing changes unless the post is saved. */
  saveTask(actor: Worker, taskId: number, body: Record<string, unknown>, query: PageQuery = {}): PagePost {
    const { deal, entry } = this.found(actor, taskId);
    const task = openTask(entry.state, taskId, actor);
    const definition = formOf(task);
    if (!isStepReachable(definition, entry.source, task.step, query.step)) {
      throw new DomainError('forbidden', processTexts.previousStep);
    }
    const outcome = submitForm(definition, entry.source, body, {
      step: query.step ?? task.step,
      variant: query.variant ?? null,
      taskKey: task.key,
      actor,
      previous: entry.previous ?? {},
      ...(query.reload !== undefined && { reload: query.reload }),
      ...(query.canEdit !== undefined && { canEdit: query.canEdit }),
    });
    return { outcome, effects: this.afterSaved(deal, task, actor, definition, outcome) };
  }

  /**
   * A post of a task's step that was refused before it could be read, or by the process (`reasons`): the form of the
   * step asked for (of the task's furthest step when that one may not be opened) with the reasons; nothing changes.
   * The task must be one the worker may open (404, 403 as for the page).
   */
  refusedTaskPost(actor: Worker, taskId: number, query: PageQuery, reasons: readonly string[]): PagePost {
    const { entry } = this.found(actor, taskId);
    const task = openTask(entry.state, taskId, actor);
    const definition = formOf(task);
    const reachable = isStepReachable(definition, entry.source, task.step, query.step);
    const options = { variant: query.variant ?? null, taskKey: task.key, actor, fallbackStep: task.step };
    const step = reachable ? (query.step ?? task.step) : task.step;
    return { outcome: refusedSubmission(definition, entry.source, { ...options, step }, reasons), effects: [] };
  }

  /** A post of the deal page refused before it could be read, or by the process: as `refusedTaskPost`. */
  refusedDealInfoPost(actor: Worker, dealId: number, query: PageQuery, reasons: readonly string[]): PagePost {
    const deal = visibleDeal(this.parts, actor, dealId);
    const deciding = this.decidingTask(deal, actor);
    const options = {
      step: query.step ?? null,
      variant: query.variant ?? null,
      actor,
      taskKey: deciding?.key ?? null,
      canDecide: deciding !== undefined,
    };
    return { outcome: refusedSubmission(dealInfoForm, this.sourceOf(deal, actor), options, reasons), effects: [] };
  }

  /**
   * Keeps saved form data: a save by anyone but an underwriter (an operator's correction on rework, say) is
   * remembered against the previous snapshot, so that the underwriter sees what changed.
   */
  private keep(deal: number, actor: Actor, source: FormSource): void {
    // The variants are read, never edited: the kept ones stay (computed ones are not kept).
    const saved = { ...kept(source), variants: this.book.entry(deal).source.variants };
    if (inGroup(actor.roles, 'underwriters')) this.book.saveSource(deal, saved);
    else this.book.saveSourceChanges(deal, saved);
  }

  /** The underwriter task of the deal the actor works (the deal page's decision steps act on it). */
  private decidingTask(deal: number, actor: Actor): ProcessTask | undefined {
    return this.book
      .entry(deal)
      .state.tasks.find((t) => isOpen(t) && isUnderwriterTask(t.key) && t.assignee === actor.username);
  }

  /**
   * Whether the actor works the deal: holds one of its open tasks. Only then does a deal-page save keep anything;
   * everyone else who may see the page (viewers, auditors, chiefs) reads it, recalculates it, and saves nothing.
   */
  private works(deal: number, actor: Actor): boolean {
    return this.book.entry(deal).state.tasks.some((t) => isOpen(t) && t.assignee === actor.username);
  }

  /**
   * `GET /api/autocredit/deal-info/{id}`: the deal page's form of a step; a step the deal does not have is refused
   * against `step` (400).
   */
  dealInfo(actor: Worker, dealId: number, query: PageQuery = {}): Form {
    const deal = visibleDeal(this.parts, actor, dealId);
    const entry = { ...this.book.entry(deal), source: this.sourceOf(deal, actor) };
    const asked = query.step ?? '';
    if (asked !== '' && !visibleSteps(dealInfoForm, entry.source).some((s) => s.key === asked)) {
      throw new DomainError('invalid', messages.unknownStep, [{ propertyPath: 'step', message: messages.unknownStep }]);
    }
    const deciding = this.decidingTask(deal, actor);
    return buildForm(dealInfoForm, entry.source, {
      step: query.step ?? null,
      variant: query.variant ?? null,
      actor,
      previous: entry.previous ?? {},
      taskKey: deciding?.key ?? null,
      canDecide: deciding !== undefined,
      ...(query.canEdit !== undefined && { canEdit: query.canEdit }),
    });
  }

  /**
   * `POST /api/autocredit/deal-info/{id}`: an edited step, or the underwriter's decision buttons (btnFinal,
   * btnFullRescoring), which close the underwriter task the actor works on the deal.
   */
  saveDealInfo(actor: Worker, dealId: number, body: Record<string, unknown>, query: PageQuery = {}): PagePost {
    const deal = visibleDeal(this.parts, actor, dealId);
    const entry = { ...this.book.entry(deal), source: this.sourceOf(deal, actor) };
    const deciding = this.decidingTask(deal, actor);
    const outcome = submitForm(dealInfoForm, entry.source, body, {
      step: query.step ?? null,
      variant: query.variant ?? null,
      actor,
      previous: entry.previous ?? {},
      taskKey: deciding?.key ?? null,
      canDecide: deciding !== undefined,
      ...(query.reload !== undefined && { reload: query.reload }),
      ...(query.canEdit !== undefined && { canEdit: query.canEdit }),
    });
    if (outcome.kind !== 'saved') return { outcome, effects: [] };
    if (!this.works(deal, actor)) throw new DomainError('forbidden', processTexts.forbidden);
    if (!outcome.closes || !deciding) {
      this.keep(deal, actor, outcome.source);
      return { outcome, effects: [] };
    }
    return { outcome, effects: this.afterSaved(deal, deciding, actor, dealInfoForm, outcome, false) };
  }

  /**
   * Keeps a saved post: the process follows first (it may refuse: then nothing is kept), then the form data and
   * the new process state are kept together.
   */
  private afterSaved(
    deal: number,
    task: ProcessTask,
    actor: Actor,
    definition: FormDefinition,
    outcome: SubmitOutcome,
    recordSteps = true,
  ): ProcessEffect[] {
    if (outcome.kind !== 'saved') return [];
    const entry = this.book.entry(deal);
    const saved = recordSteps ? outcome : { ...outcome, nextStep: null };
    const result = afterSave(entry.state, task.id, actor, saved, this.book.context(), {
      order: visibleSteps(definition, outcome.source).map((s) => s.key),
      decision: outcome.source.underwriter.decision,
      comment: outcome.source.underwriter.comment,
    });
    this.keep(deal, actor, outcome.source);
    // The underwriter has seen the deal: what changes from now on is measured against the data now.
    if (outcome.closes && isUnderwriterTask(task.key) && result.state !== entry.state) this.book.takeSnapshot(deal);
    if (result.state === entry.state) return [];
    if (!outcome.closes) {
      this.book.saveState(deal, result.state);
      return [];
    }
    return this.book.commit(deal, result);
  }
}
