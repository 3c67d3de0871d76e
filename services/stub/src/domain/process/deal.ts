import { DomainError } from '../errors';
import { Draft, instanceId, isOpen } from './draft';
import { processTexts } from './texts';
import type { ProcessContext, ProcessResult, ProcessState, TaskDefinitionKey } from './types';

export interface NewDeal {
  dealId: number;
  /** `autocredit` ('Создать заявку') starts with the operator's wizard; `fast_decision` with the short form. */
  processName: 'autocredit' | 'fast_decision';
  /** The username of the operator creating it. */
  creator: string | null;
}

/** A new deal's process with its first task in the queue (the web app then claims it). */
export function createDeal(deal: NewDeal, ctx: ProcessContext): ProcessResult {
  const state: ProcessState = {
    dealId: deal.dealId,
    processName: deal.processName,
    processInstanceId: instanceId('deal', deal.dealId),
    status: 'new',
    creator: deal.creator,
    reworked: false,
    rescored: false,
    fullRescoring: false,
    preliminary: false,
    decisionType: null,
    tasks: [],
    pledge: null,
    error: null,
    closedAt: null,
  };
  const d = new Draft(state, ctx);
  const task = d.open(deal.processName === 'fast_decision' ? 'fast_decision_person' : 'goz_data_entry');
  return d.result(task);
}

function waitingClient(state: ProcessState, ctx: ProcessContext): Draft {
  if (state.status !== 'client_waiting') throw new DomainError('invalid', processTexts.notWaiting);
  return new Draft(state, ctx);
}

/** 'Клиент согласился': the approved deal goes to the credit inspector. */
export function clientApprove(state: ProcessState, ctx: ProcessContext): ProcessResult {
  const d = waitingClient(state, ctx);
  d.status('client_approved');
  const task = d.open('credit_inspection');
  return d.result(task);
}

/** 'Клиент отказался': the deal ends as refused by the client. */
export function clientRefuse(state: ProcessState, ctx: ProcessContext): ProcessResult {
  const d = waitingClient(state, ctx);
  d.status('client_refused', true);
  return d.result();
}

/**
 * The registry's answer to a sent pledge notice: registered (`reg_success`), or refused (`reg_error_upload`, and a
 * new pledge task to correct and resend it).
 */
export function answerRegistry(
  state: ProcessState,
  answer: { ok: boolean; message?: string | null },
  ctx: ProcessContext,
): ProcessResult {
  if (state.pledge?.status !== 'reg_in_progress') throw new DomainError('invalid', processTexts.actionUnavailable);
  const d = new Draft(state, ctx);
  const pledge = d.state.pledge;
  if (!pledge) throw new DomainError('invalid', processTexts.actionUnavailable);
  if (answer.ok) {
    pledge.status = 'reg_success';
    d.notifyRoles(
      ['ROLE_PLEDGE_EDITOR'],
      'Залог зарегистрирован',
      `Заявка № ${state.dealId}: залог зарегистрирован`,
      'pledge',
    );
    return d.result();
  }
  pledge.status = 'reg_error_upload';
  const task = d.open('pledge_registration');
  task.comment = answer.message ?? null;
  d.notifyRoles(
    ['ROLE_PLEDGE_EDITOR'],
    'Ошибка регистрации залога',
    `Заявка № ${state.dealId}: ${answer.message ?? 'реестр отклонил уведомление'}`,
    'pledge',
  );
  return d.result(task);
}

/**
 * A step of the process failed (an integration, a document generation): the open task is cancelled and the
 * credit inspector gets `notify_about_error` with the message, to replay the step or send the deal to rework.
 */
export function raiseProcessError(state: ProcessState, message: string, ctx: ProcessContext): ProcessResult {
  const d = new Draft(state, ctx);
  const failed = [...d.state.tasks].reverse().find(isOpen);
  const taskKey: TaskDefinitionKey = failed?.key ?? 'credit_inspection';
  if (failed) d.close(failed, 'cancel', message, true);
  d.state.error = { message, taskKey };
  const task = d.open('notify_about_error');
  task.comment = message;
  return d.result(task);
}
