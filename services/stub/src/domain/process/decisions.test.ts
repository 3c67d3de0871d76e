import { describe, expect, it } from 'vitest';
import { answerRegistry, clientApprove, clientRefuse, createDeal, raiseProcessError } from './deal';
import { RESCORED_COLOR, REWORKED_COLOR } from './definitions';
import { actor, testContext } from '../../testing/process-fixtures';
import { claimTask, completeTask, findTask } from './tasks';
import type { ProcessAction, ProcessResult, ProcessState, TaskDefinitionKey } from './types';
import { actionFor, dealTasks, taskListView, underwriterQueueCounters } from './views';

const WORKER: Record<string, string> = {
  goz: 'goz',
  'goz-checker': 'goz_chief',
  underwriter: 'underwriter',
  'credit-inspector': 'credit_inspector',
  'credit-inspector-checker': 'credit_inspector',
  'release-manager': 'release_manager',
  pledge: 'pledge_editor',
};

/** A deal driven by the right workers; `act` claims the open task (when free) and closes it. */
function deal(processName: 'autocredit' | 'fast_decision' = 'autocredit') {
  const ctx = testContext();
  let state: ProcessState = createDeal({ dealId: 100300, processName, creator: 'goz' }, ctx).state;
  const kit = {
    ctx,
    get state() {
      return state;
    },
    set state(next: ProcessState) {
      state = next;
    },
    open: () => dealTasks(state),
    act(key: TaskDefinitionKey, action: ProcessAction): ProcessResult {
      const task = dealTasks(state).find((t) => t.taskDefinitionKey === key);
      if (!task) throw new Error(`no open ${key}: ${JSON.stringify(dealTasks(state))}`);
      const who = actor(WORKER[task.currentRole ?? ''] ?? '');
      if (task.assignee === null) state = claimTask(state, task.id, who, ctx).state;
      const result = completeTask(state, task.id, who, action, ctx);
      state = result.state;
      return result;
    },
    /** Drives the deal to the underwriter. */
    toUnderwriter() {
      kit.act('goz_data_entry', 'complete');
      kit.act('goz_check', 'confirm');
      return kit;
    },
    toInspector() {
      kit.toUnderwriter().act('underwriter_check', 'approve');
      state = clientApprove(state, ctx).state;
      return kit;
    },
    toRelease() {
      kit.toInspector().act('credit_inspection', 'confirm');
      kit.act('sign_documents', 'complete');
      kit.act('credit_inspection_check', 'confirm');
      return kit;
    },
    keys: () => dealTasks(state).map((t) => t.taskDefinitionKey),
  };
  return kit;
}

describe('the underwriter decisions', () => {
  it('reject: the deal is rejected and closed', () => {
    const d = deal().toUnderwriter();
    const result = d.act('underwriter_check', 'reject');
    expect(d.state).toMatchObject({ status: 'rejected', decisionType: 'rejected' });
    expect(d.state.closedAt).not.toBeNull();
    expect(d.keys()).toEqual([]);
    expect(result.effects).toContainEqual(
      expect.objectContaining({ kind: 'notify', notification: expect.objectContaining({ title: 'Отказ по заявке' }) }),
    );
  });

  it('rework: back to the operator, the deal flagged reworked', () => {
    const d = deal().toUnderwriter();
    d.act('underwriter_check', 'rework');
    expect(d.state).toMatchObject({ status: 'rework', reworked: true });
    expect(d.open()).toMatchObject([{ taskDefinitionKey: 'goz_data_entry', assignee: null }]);
    const goz = findTask(d.state, d.open()[0]!.id)!;
    expect(taskListView(d.state, goz)).toMatchObject({ isDealWasReworked: true, taskColor: REWORKED_COLOR });
    d.act('goz_data_entry', 'complete');
    d.act('goz_check', 'confirm');
    expect(underwriterQueueCounters([d.state])).toEqual({ newTasks: 1, afterRescoring: 0, afterRework: 1 });
  });

  it.each([
    ['rescoring', false],
    ['fullRescoring', true],
  ] as const)('%s: back to the underwriter queue, flagged rescored', (action, full) => {
    const d = deal().toUnderwriter();
    const result = d.act('underwriter_check', action);
    expect(d.state).toMatchObject({ status: 'underwriting', rescored: true, fullRescoring: full });
    const [next] = d.open();
    expect(next).toMatchObject({ taskDefinitionKey: 'underwriter_check', assignee: null });
    expect(taskListView(d.state, findTask(d.state, next!.id)!)).toMatchObject({
      isTaskWasRescored: true,
      taskColor: RESCORED_COLOR,
    });
    expect(underwriterQueueCounters([d.state])).toEqual({ newTasks: 1, afterRescoring: 1, afterRework: 0 });
    expect(result.effects).toContainEqual({ kind: 'underwriterQueueChanged' });
    // The next task is the group's, but in the queue: the underwriter is sent to the list.
    const events = result.effects.flatMap((e) => (e.kind === 'publish' ? [e.event.data.status] : []));
    expect(events).toEqual(['wait', 'cancel']);
  });

  it('approve, then the client refuses: the deal ends refused by the client', () => {
    const d = deal().toUnderwriter();
    d.act('underwriter_check', 'approve');
    d.state = clientRefuse(d.state, d.ctx).state;
    expect(d.state.status).toBe('client_refused');
    expect(d.keys()).toEqual([]);
    expect(() => clientApprove(d.state, d.ctx)).toThrow('Заявка не ожидает решения клиента');
  });

  it('the client cannot answer before the decision', () => {
    const d = deal().toUnderwriter();
    expect(() => clientApprove(d.state, d.ctx)).toThrow('Заявка не ожидает решения клиента');
    expect(() => clientRefuse(d.state, d.ctx)).toThrow('Заявка не ожидает решения клиента');
  });

  it('maps the form buttons to actions', () => {
    expect(actionFor('underwriter_check', 'btnFinal', 'approved')).toBe('approve');
    expect(actionFor('underwriter_check', 'btnFinal', 'rejected')).toBe('reject');
    expect(actionFor('release_final', 'btnFinal')).toBe('final');
    expect(actionFor('goz_data_entry', null)).toBe('complete');
    expect(actionFor('credit_inspection', 'btnGozReapprove')).toBe('gozReapprove');
    expect(actionFor('release_decision', 'saveAccount')).toBeNull();
  });
});

describe('the other branches', () => {
  it('the GOZ checker returns the application for rework', () => {
    const d = deal();
    d.act('goz_data_entry', 'complete');
    d.act('goz_check', 'rework');
    expect(d.state).toMatchObject({ status: 'rework', reworked: true });
    expect(d.keys()).toEqual(['goz_data_entry']);
  });

  it.each([
    ['reapprove', 'underwriting', ['underwriter_check']],
    ['gozReapprove', 'rework', ['goz_data_entry']],
    ['cancel', 'canceled', []],
  ] as const)('the credit inspector: %s', (action, status, keys) => {
    const d = deal().toInspector();
    d.act('credit_inspection', action);
    expect(d.state.status).toBe(status);
    expect(d.keys()).toEqual(keys);
  });

  it('the checker returns the documents for signing', () => {
    const d = deal().toInspector();
    d.act('credit_inspection', 'confirm');
    d.act('sign_documents', 'complete');
    d.act('credit_inspection_check', 'reapprove');
    expect(d.keys()).toEqual(['sign_documents']);
    expect(d.open()[0]?.assignee).toBeNull();
  });

  it.each([
    ['rework', 'client_approved', ['credit_inspection']],
    ['cancel', 'canceled', []],
  ] as const)('the release manager: %s', (action, status, keys) => {
    const d = deal().toRelease();
    d.act('release_decision', action);
    expect(d.state.status).toBe(status);
    expect(d.keys()).toEqual(keys);
  });

  it('an action the task does not offer is refused', () => {
    const d = deal().toUnderwriter();
    expect(() => d.act('underwriter_check', 'release')).toThrow('Действие недоступно');
  });

  it('a process error gives the credit inspector the error task: replay reopens the failed step', () => {
    const d = deal().toInspector();
    d.state = raiseProcessError(d.state, 'Сервис формирования документов недоступен', d.ctx).state;
    expect(d.keys()).toEqual(['notify_about_error']);
    expect(findTask(d.state, d.open()[0]!.id)?.comment).toBe('Сервис формирования документов недоступен');
    d.act('notify_about_error', 'replay');
    expect(d.keys()).toEqual(['credit_inspection']);
    expect(d.state.error).toBeNull();
  });

  it('a process error may send the deal to rework', () => {
    const d = deal().toInspector();
    d.state = raiseProcessError(d.state, 'Ошибка', d.ctx).state;
    d.act('notify_about_error', 'rework');
    expect(d.keys()).toEqual(['goz_data_entry']);
  });
});

describe('the fast decision', () => {
  it('starts with the short form, then a preliminary decision, then the full application', () => {
    const d = deal('fast_decision');
    expect(d.open()).toMatchObject([{ taskDefinitionKey: 'fast_decision_person', processName: 'fast_decision' }]);
    const saved = d.act('fast_decision_person', 'complete');
    expect(saved.effects.filter((e) => e.kind === 'publish')).toEqual([]);
    expect(d.state).toMatchObject({ status: 'underwriting', preliminary: true });
    d.act('underwriter_check', 'approve');
    expect(d.state).toMatchObject({ status: 'in_progress', decisionType: 'preliminaryApproved', preliminary: false });
    expect(d.keys()).toEqual(['goz_data_entry']);
    d.toUnderwriter().act('underwriter_check', 'approve');
    expect(d.state).toMatchObject({ status: 'client_waiting', decisionType: 'approved' });
  });

  it('a preliminary rejection closes the deal; a rework goes back to the short form', () => {
    const rejected = deal('fast_decision');
    rejected.act('fast_decision_person', 'complete');
    rejected.act('underwriter_check', 'reject');
    expect(rejected.state).toMatchObject({ status: 'rejected', decisionType: 'preliminaryRejected' });
    const reworked = deal('fast_decision');
    reworked.act('fast_decision_person', 'complete');
    reworked.act('underwriter_check', 'rework');
    expect(reworked.keys()).toEqual(['fast_decision_person']);
  });
});

describe('the pledge', () => {
  const issued = () => {
    const d = deal().toRelease();
    d.act('release_decision', 'release');
    d.act('release_sign', 'sign');
    d.act('release_final', 'final');
    return d;
  };

  it('a cancelled registration closes the task', () => {
    const d = issued();
    d.act('pledge_registration', 'cancelDeal');
    expect(d.state.pledge?.status).toBe('reg_cancel');
    expect(d.state.tasks.at(-1)?.status).toBe('task_cancel');
    expect(d.keys()).toEqual([]);
  });

  it('a refusal of the registry reopens the task', () => {
    const d = issued();
    d.act('pledge_registration', 'complete');
    const result = answerRegistry(d.state, { ok: false, message: 'Неверный VIN' }, d.ctx);
    d.state = result.state;
    expect(d.state.pledge?.status).toBe('reg_error_upload');
    expect(d.keys()).toEqual(['pledge_registration']);
    expect(result.task?.comment).toBe('Неверный VIN');
    expect(() => answerRegistry(d.state, { ok: true }, d.ctx)).toThrow('Действие недоступно');
    d.act('pledge_registration', 'complete');
    d.state = answerRegistry(d.state, { ok: true }, d.ctx).state;
    expect(d.state.pledge?.status).toBe('reg_success');
  });
});
