import type {
  Calculator,
  FastDecisionPersonFormResponse,
  FieldError,
  RefusalReasonGroup,
} from '@autocredit/generated/api';
import { assertCalculator, computed } from '../calculator';
import { DomainError } from '../errors';
import { dictionariesOf, fastDecisionDto, saveFastDecision, type CreditSource } from '../forms';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import {
  actionsOf,
  afterSave,
  claimTask,
  completeTask,
  openTask,
  processTexts,
  taskTimes,
  unclaimTask,
} from '../process';
import type { Actor, ProcessEffect, TaskDefinitionKey } from '../process/types';
import { BL_AUTOCREDIT, BL_FAST_DECISION } from '../world/seed/catalog-deals';
import type { World } from '../world/world';
import type { DealBook, FoundTask } from './deal-book';
import { refusalCodesOf, refusalReasonsFor } from './refusal-reasons';
import { visibleTask } from './visibility';

/** The texts of these calls: the contract's examples and the stub's. */
export const taskWorkTexts = {
  noSuchTask: 'Данная задача не существует',
  unknownReason: 'Неизвестная причина отказа',
} as const;

/** Who works: the user acted as, by id (what they see) and by username (what they hold). */
export type Worker = Actor & Viewer;

/** The parts of the store the task calls work on. */
export interface TaskWorkParts {
  world: World;
  deals: DealBook;
  lists: Lists;
}

/**
 * What a user does with a deal's tasks beside their forms (002 §7 'Tasks'): creates a deal, claims and returns tasks,
 * refuses a task (a pledge task, a deal at its release), fills the fast decision's short form. The process engine decides who may do what; these
 * find the task the user sees, run the transition, keep it in the deal book and give back the effects to run (or
 * throw a DomainError).
 */

/**
 * 'Создать заявку' / 'Быстрое решение': a deal at the operator's sale point, its first task in the queue. Only the
 * world's staff create deals (403 otherwise). A fast decision created from the credit calculator carries the
 * calculator's credit terms (its partner, program, car cost, initial fee, credit sum, computed when left empty, and
 * term), which the short form shows; a calculator that is not valid is refused (400 with its field errors) and
 * nothing is created. The new deal's id.
 */
export function createDealBy(
  parts: Pick<TaskWorkParts, 'world' | 'deals'>,
  username: string,
  kind: 'autocredit' | 'fastDecision',
  calculator?: Calculator,
): number {
  const { world, deals } = parts;
  const staff = world.staffByUsername(username);
  if (!staff) throw new DomainError('forbidden', processTexts.forbidden);
  if (calculator) assertCalculator(calculator, false);
  const deal = world.createDeal(staff.index, kind === 'autocredit' ? BL_AUTOCREDIT : BL_FAST_DECISION);
  if (calculator) {
    const { source } = deals.entry(deal);
    deals.saveSource(deal, { ...source, credit: { ...source.credit, ...calculatorCredit(calculator) } });
  }
  return world.dealId(deal);
}

/** The credit terms of a calculator as the deal's form data keeps them (what it leaves empty stays empty). */
function calculatorCredit(calculator: Calculator): Partial<CreditSource> {
  const a = computed(calculator).autocredit;
  return {
    partnerId: a.partner?.id ?? null,
    program: a.program?.id ?? null,
    carCostRequested: a.carCostRequested ?? null,
    initialFee: a.initialFee ?? null,
    costRequested: a.costRequested ?? null,
    term: a.term ?? null,
  };
}

/** 'Взять в работу' (see process `claimTask`) on a task of a deal the worker sees. */
export function claim(parts: TaskWorkParts, worker: Worker, taskId: number): ProcessEffect[] {
  const { deal } = visibleTask(parts, worker, taskId);
  return parts.deals.transition(deal, (state, ctx) => claimTask(state, taskId, worker, ctx));
}

/** 'Снять' / 'Возвратить в общую очередь' (see process `unclaimTask`) on a task of a deal the worker sees. */
export function unclaim(parts: TaskWorkParts, worker: Worker, taskId: number): ProcessEffect[] {
  const { deal } = visibleTask(parts, worker, taskId);
  return parts.deals.transition(deal, (state, ctx) => unclaimTask(state, taskId, worker, ctx));
}

/** The moments of a task the worker may open (its timers): see process `taskTimes`. */
export function taskTimesOf(parts: TaskWorkParts, worker: Worker, taskId: number) {
  const { entry } = visibleTask(parts, worker, taskId);
  return taskTimes(openTask(entry.state, taskId, worker));
}

/**
 * The refusal reasons offered to the worker (a copy): a pledge editor's for cancelling a pledge registration, a credit
 * inspector's or release manager's for refusing a deal.
 */
export const refusalReasons = (worker: Pick<Worker, 'roles'>): RefusalReasonGroup[] =>
  structuredClone(refusalReasonsFor(worker.roles)) as RefusalReasonGroup[];

/**
 * Refuses a task with the reasons given, or with none (002 §4, §7 `POST /api/task/refusal/{id}`): a pledge
 * registration task is cancelled (the pledge editor's 'Отменить регистрацию'), a deal task whose process can cancel
 * the deal (the credit inspection, the release decision: 'Отказать') cancels the deal as its `btnCancel` does. A
 * reason the task's process does not list is refused (400 with the field's error), as is any other task (400
 * 'Действие недоступно'); the task must be the worker's (the process's rule). The reasons are the closed task's
 * comment (the deal's history shows it).
 */
export function refuseTask(
  parts: TaskWorkParts,
  worker: Worker,
  taskId: number,
  codes: readonly string[] = [],
): ProcessEffect[] {
  const { deal, task } = visibleTask(parts, worker, taskId);
  const known = refusalCodesOf(task.processName);
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0) {
    throw new DomainError('invalid', taskWorkTexts.unknownReason, [
      { propertyPath: 'code', message: `${taskWorkTexts.unknownReason}: ${unknown.join(', ')}` },
    ]);
  }
  const action = refusalActionOf(task.processName, task.key);
  if (!action) throw new DomainError('invalid', processTexts.actionUnavailable);
  const comment = codes.length > 0 ? codes.join(', ') : null;
  return parts.deals.transition(deal, (state, ctx) => completeTask(state, taskId, worker, action, ctx, { comment }));
}

/** What a refusal does to a task: a pledge task is cancelled, a deal task that can cancel its deal does; else none. */
function refusalActionOf(processName: string, key: TaskDefinitionKey): 'cancelDeal' | 'cancel' | null {
  if (processName === 'pledge') return 'cancelDeal';
  return actionsOf(key).includes('cancel') ? 'cancel' : null;
}

/**
 * The fast decision's short-form task the worker may open: any other task, or one of a deal the worker does not see,
 * is 404 'Данная задача не существует'; one the worker may not open is 403.
 */
export function fastDecisionTask(parts: TaskWorkParts, worker: Worker, taskId: number): FoundTask {
  const found = visibleTask(parts, worker, taskId, taskWorkTexts.noSuchTask);
  if (found.task.key !== 'fast_decision_person') throw new DomainError('not-found', taskWorkTexts.noSuchTask);
  try {
    openTask(found.entry.state, taskId, worker);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') {
      throw new DomainError('not-found', taskWorkTexts.noSuchTask);
    }
    throw new DomainError('forbidden', processTexts.forbidden);
  }
  return found;
}

/** `GET /api/task/dto/{id}`: the short form's data and its dictionaries. */
export function fastDecisionForm(
  parts: TaskWorkParts,
  worker: Worker,
  taskId: number,
): FastDecisionPersonFormResponse['result'] {
  const { entry } = fastDecisionTask(parts, worker, taskId);
  const d = dictionariesOf(entry.source);
  const items = (choices: typeof d.genders, numeric = false) =>
    choices.map((c) => ({ value: numeric ? Number(c.value) : String(c.value), label: c.label }));
  return {
    fast_decision_create_person: fastDecisionDto(entry.source),
    additional: {
      genders: items(d.genders),
      maritalStatuses: items(d.maritalStatuses),
      term: d.terms.map((c) => ({ value: Number(c.value), label: `${c.value} мес.` })),
      partners: items(d.partners, true),
      programs: items(d.programs, true),
    },
  };
}

/** What a save of the short form gave: the effects to run, or the refused fields (nothing kept). */
export type FastDecisionSave = { ok: true; effects: ProcessEffect[] } | { ok: false; errors: FieldError[] };

/**
 * `POST /api/task/dto/{id}`: the short form's values, checked; saved, they close the task (the process moves on to
 * the preliminary decision). Only the task's assignee saves it (403).
 */
export function saveFastDecisionForm(
  parts: TaskWorkParts,
  worker: Worker,
  taskId: number,
  dto: Record<string, unknown>,
): FastDecisionSave {
  const { deal, entry, task } = fastDecisionTask(parts, worker, taskId);
  if (task.assignee !== worker.username) throw new DomainError('forbidden', processTexts.forbidden);
  const saved = saveFastDecision(entry.source, dto, { taskKey: task.key, actor: worker });
  if (!saved.ok) return saved;
  const result = afterSave(
    entry.state,
    task.id,
    worker,
    { nextStep: null, button: null, closes: true },
    parts.deals.context(),
    { order: [] },
  );
  parts.deals.saveSource(deal, saved.source);
  return { ok: true, effects: parts.deals.commit(deal, result) };
}
