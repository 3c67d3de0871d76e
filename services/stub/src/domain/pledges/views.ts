import type {
  Pledge,
  PledgeInfo,
  PledgeProcessLog,
  PledgeTask,
  AssignmentAgreement,
  AssignmentAgreementStatus,
} from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { TASK_DEFINITIONS } from '../process/definitions';
import { instanceId } from '../process/draft';
import type { ProcessTask } from '../process/types';
import type { PledgeRecord } from './records';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { pledgeFiles } from './files';
import { contractNumberOf, pledgeData, type PledgeViewParts } from './pledge-data';
import type { AgreementRecord, LogRecord } from './pledge-book-state';
import { isRegistered, processLinks, takeOffInstanceId } from './registry';
import { PLEDGE_STATUS_NAMES, PLEDGE_VIEW_STEPS, pledgeTexts, statusNameOf } from './texts';

export { contractNumberOf, CONTRACT_NAME, pledgeData, type PledgeViewParts } from './pledge-data';

/** A pledge as the lists and the pledge view give it (002 §3). */
export function pledgeView(parts: PledgeViewParts, pledge: PledgeRecord): Pledge {
  const { world } = parts;
  const id = world.pledgeId(pledge.row);
  return {
    id,
    status: pledge.status,
    statusName: statusNameOf(pledge.status),
    dealExternalId: contractNumberOf(world, pledge.deal),
    deal: { id: world.dealId(pledge.deal) },
    data: pledgeData(parts, pledge),
    processes: {
      pledge: processLinks(instanceId('pledge', id), parts.pledges.restartable(id, pledge.status, 'pledge')),
      pledge_take_off: pledge.status.startsWith('take_off')
        ? processLinks(takeOffInstanceId(id), parts.pledges.restartable(id, pledge.status, 'pledge_take_off'))
        : null,
    },
    createdAt: isoAt(pledge.createdAt),
  };
}

const username = (world: World, staff: number): string | null => world.staff[staff]?.username ?? null;

/** The open pledge task of a pledge as the pledge task lists give it. */
export function pledgeTaskView(parts: PledgeViewParts, pledge: PledgeRecord): PledgeTask {
  const { world } = parts;
  const task = pledge.task;
  const definition = TASK_DEFINITIONS.pledge_registration;
  const id = world.pledgeId(pledge.row);
  return {
    id: world.taskId(task),
    name: definition.name,
    assignee: username(world, world.tasks.assignee[task]!),
    currentRole: definition.role,
    processName: definition.processName,
    processInstanceId: instanceId('pledge', id),
    taskDefinitionKey: definition.key,
    taskColor: definition.color,
    created: isoAt(world.tasks.created[task]!),
    deal: { id: world.dealId(pledge.deal) },
    pledge: pledgeView(parts, pledge),
  };
}

const seconds = (from: number | null, to: number | null) =>
  from === null || to === null ? null : Math.max(0, Math.round((to - from) / 1000));

const TASK_STATUS: Record<string, string> = {
  task_create: 'Создана',
  task_unclaim: 'Создана',
  task_claim: 'В работе',
  task_complete: 'Завершена',
  task_cancel: 'Отменена',
};

function taskEntry(task: ProcessTask): PledgeProcessLog {
  const claimed = task.claimedAt ?? task.completedAt;
  return {
    username: task.assignee ?? task.lastAssignee,
    taskName: TASK_DEFINITIONS[task.key].name,
    waitTime: seconds(task.createdAt, claimed),
    workTime: seconds(claimed, task.completedAt),
    status: TASK_STATUS[task.status] ?? task.status,
    contextMessage: task.comment,
    createdAt: isoAt(task.createdAt),
    completedAt: task.completedAt === null ? null : isoAt(task.completedAt),
  };
}

const bookEntry = (entry: LogRecord): PledgeProcessLog => ({
  username: entry.username,
  taskName: entry.taskName,
  waitTime: 0,
  workTime: seconds(entry.createdAt, entry.completedAt),
  status: entry.status,
  contextMessage: entry.contextMessage,
  createdAt: isoAt(entry.createdAt),
  completedAt: entry.completedAt === null ? null : isoAt(entry.completedAt),
});

/**
 * The process log of a pledge, oldest first: its pledge tasks (from the deal's process), the registry's answer to
 * the seeded registration, and the steps the operations added.
 */
export function pledgeLog(parts: PledgeViewParts, pledge: PledgeRecord): PledgeProcessLog[] {
  const { world, deals } = parts;
  const id = world.pledgeId(pledge.row);
  const tasks = deals.currentState(pledge.deal).tasks.filter((t) => t.processName === 'pledge');
  const entries: Array<[number, PledgeProcessLog]> = tasks.map((t) => [t.createdAt, taskEntry(t)]);
  const book = parts.pledges.logsOf(id);
  const firstDone = tasks.find((t) => t.status === 'task_complete');
  if (
    firstDone?.completedAt != null &&
    isRegistered(pledge.status) &&
    !book.some((e) => e.taskName.startsWith('Отправка'))
  ) {
    const at = firstDone.completedAt;
    entries.push([
      at + 1,
      {
        username: null,
        taskName: 'Отправка уведомления в ФНП',
        waitTime: 0,
        workTime: 41,
        status: 'Завершена',
        contextMessage: pledgeTexts.registered,
        createdAt: isoAt(at),
        completedAt: isoAt(at + 41_000),
      },
    ]);
  }
  for (const entry of book) entries.push([entry.createdAt, bookEntry(entry)]);
  return entries.sort((a, b) => a[0] - b[0]).map(([, entry]) => entry);
}

/** The pledge view (/pledge-view/{id}): the pledge, its steps, the step asked for (400 for an unknown one), its files. */
export function pledgeInfo(parts: PledgeViewParts, pledge: PledgeRecord, step: string | undefined): PledgeInfo {
  const current = step ?? Object.keys(PLEDGE_VIEW_STEPS)[0]!;
  if (!(current in PLEDGE_VIEW_STEPS)) {
    throw new DomainError('invalid', pledgeTexts.unknownStep, [
      { propertyPath: 'step', message: pledgeTexts.unknownStep },
    ]);
  }
  return {
    pledge: pledgeView(parts, pledge),
    steps: { ...PLEDGE_VIEW_STEPS },
    current_step: current,
    collectionId: parts.deals.currentSource(pledge.deal).deal.collectionId,
    files: pledgeFiles(parts, pledge),
  };
}

/** The counts of an agreement's pledges by state, and its status from them. */
export function agreementView(parts: PledgeViewParts, agreement: AgreementRecord): AssignmentAgreement {
  const statuses = agreement.pledges.map((id) => parts.pledges.pledge(parts.world, id).status);
  const count = (test: (s: string) => boolean) => statuses.filter(test).length;
  const error = count((s) => s === 'assignment_error_upload');
  const rework = count((s) => s === 'assignment_rework');
  const fresh = count((s) => s === 'reg_success' || s === 'assignment_new');
  const inProcess = count((s) => s === 'assignment_in_progress');
  const success = count((s) => s === 'assignment_success');
  const status: AssignmentAgreementStatus = !agreement.queued
    ? 'new'
    : fresh + inProcess > 0
      ? 'in_process'
      : error + rework > 0 || success < statuses.length
        ? 'completed_with_errors'
        : 'completed';
  return {
    id: agreement.id,
    contractNumber: agreement.contractNumber,
    contractDate: agreement.contractDate,
    status,
    countAllPledges: statuses.length,
    countErrorPledges: error,
    countNewPledges: fresh,
    countReworkPledges: rework,
    countSuccessPledges: success,
    countInProcessPledges: inProcess,
  };
}

/** Every pledge status the stub knows, with its name (the lists' `filter.statuses`). */
export const pledgeStatusDictionary = (): Record<string, string> => ({ ...PLEDGE_STATUS_NAMES });
