import { describe, expect, it } from 'vitest';
import { answerRegistry, clientApprove, createDeal } from './deal';
import { actor, testContext } from '../../testing/process-fixtures';
import { claimTask, completeTask, findTask } from './tasks';
import type { ProcessAction, ProcessEffect, ProcessResult, ProcessState, TaskDefinitionKey } from './types';
import { dealLog, dealTasks, taskView, underwriterQueueCounters } from './views';

const checkWaits = (effects: ProcessEffect[]) =>
  effects.flatMap((e) => (e.kind === 'publish' ? [{ to: e.to, data: e.event.data, delayMs: e.delayMs }] : []));

describe('a deal from creation to issue and pledge', () => {
  it('is worked by the right role at each step', () => {
    const ctx = testContext();
    let result: ProcessResult = createDeal({ dealId: 100245, processName: 'autocredit', creator: 'goz' }, ctx);
    let state: ProcessState = result.state;
    expect(state.status).toBe('new');
    expect(dealTasks(state)).toEqual([
      {
        id: 730101,
        name: 'Ввод данных заявки',
        taskDefinitionKey: 'goz_data_entry',
        currentRole: 'goz',
        processName: 'autocredit',
        assignee: null,
      },
    ]);

    /** Claims the only open task as `who`, checks its key, then closes it with the action. */
    const step = (who: string, key: TaskDefinitionKey, action: ProcessAction, claim = true) => {
      const [open] = dealTasks(state);
      expect(open?.taskDefinitionKey).toBe(key);
      if (claim) state = claimTask(state, open!.id, actor(who), ctx).state;
      ctx.tick(60_000);
      result = completeTask(state, open!.id, actor(who), action, ctx);
      state = result.state;
      expect(findTask(state, open!.id)).toMatchObject({ status: 'task_complete', outcome: action, assignee: who });
      return result;
    };

    state = claimTask(state, 730101, actor('goz'), ctx).state;
    expect(state.status).toBe('in_progress');
    step('goz', 'goz_data_entry', 'complete', false);
    expect(checkWaits(result.effects)).toEqual([
      {
        to: { user: 'goz' },
        delayMs: 300,
        data: { status: 'wait', seconds: 1, message: 'Идет обработка заявки, пожалуйста подождите', dealId: 100245 },
      },
      { to: { user: 'goz' }, delayMs: 1300, data: { status: 'cancel', message: null, dealId: 100245 } },
    ]);

    step('goz_chief', 'goz_check', 'confirm');
    expect(state.status).toBe('underwriting');
    expect(result.effects).toContainEqual({ kind: 'underwriterQueueChanged' });
    expect(underwriterQueueCounters([state])).toEqual({ newTasks: 1, afterRescoring: 0, afterRework: 0 });

    step('underwriter', 'underwriter_check', 'approve');
    expect(state).toMatchObject({ status: 'client_waiting', decisionType: 'approved' });
    expect(dealTasks(state)).toEqual([]);
    expect(result.effects).toContainEqual({
      kind: 'notify',
      to: { user: 'goz' },
      notification: {
        title: 'Заявка одобрена',
        body: 'Заявка № 100245 одобрена, получите согласие клиента',
        group: 'autocredit',
        dealId: 100245,
      },
    });

    state = clientApprove(state, ctx).state;
    expect(state.status).toBe('client_approved');

    // The credit inspector's confirmation opens the signing, the next task of the same group: assigned, opened.
    const inspection = step('credit_inspector', 'credit_inspection', 'confirm');
    expect(state.status).toBe('approved');
    const signing = dealTasks(state)[0]!;
    expect(signing).toMatchObject({ taskDefinitionKey: 'sign_documents', assignee: 'credit_inspector' });
    expect(inspection.task?.id).toBe(signing.id);
    expect(checkWaits(inspection.effects).at(-1)).toEqual({
      to: { user: 'credit_inspector' },
      delayMs: 1300,
      data: { status: 'success', task: { id: signing.id, currentRole: 'credit-inspector' }, dealId: 100245 },
    });

    step('credit_inspector', 'sign_documents', 'complete', false);
    expect(dealTasks(state)[0]).toMatchObject({ currentRole: 'credit-inspector-checker', assignee: null });
    step('credit_inspector', 'credit_inspection_check', 'confirm');
    expect(state.status).toBe('release');

    step('release_manager', 'release_decision', 'release');
    step('release_manager', 'release_sign', 'sign', false);
    const final = step('release_manager', 'release_final', 'final', false);
    expect(state).toMatchObject({ status: 'issued', pledge: { id: 4101, status: 'reg_new' } });
    expect(checkWaits(final.effects).at(-1)?.data.status).toBe('cancel');
    expect(final.effects).toContainEqual(
      expect.objectContaining({ kind: 'notify', to: { roles: ['ROLE_PLEDGE_EDITOR'] } }),
    );

    const pledgeTask = findTask(state, dealTasks(state)[0]!.id)!;
    expect(taskView(state, pledgeTask)).toMatchObject({
      name: 'Регистрация залога',
      currentRole: 'pledge',
      processName: 'pledge',
      taskDefinitionKey: 'pledge_registration',
      pledge: { id: 4101, status: 'reg_new' },
    });
    expect(pledgeTask.processInstanceId).not.toBe(state.processInstanceId);
    const sent = step('pledge_editor', 'pledge_registration', 'complete');
    expect(state.pledge?.status).toBe('reg_in_progress');
    expect(sent.effects).toEqual([{ kind: 'pledgeSent', pledgeId: 4101 }]);

    state = answerRegistry(state, { ok: true }, ctx).state;
    expect(state.pledge?.status).toBe('reg_success');
    expect(dealTasks(state)).toEqual([]);

    const log = dealLog(state, (username) => (username === 'goz' ? 'Иванова Мария Сергеевна' : null));
    expect(log.map((l) => [l.taskName, l.username, l.status])).toEqual([
      ['Ввод данных заявки', 'Иванова Мария Сергеевна', 'Завершена'],
      ['Проверка заявки контролером ГОЗ', 'goz_chief', 'Завершена'],
      ['Проверка андеррайтером', 'underwriter', 'Завершена'],
      ['Проверка кредитным инспектором', 'credit_inspector', 'Завершена'],
      ['Подписание документов', 'credit_inspector', 'Завершена'],
      ['Контроль подписания документов', 'credit_inspector', 'Завершена'],
      ['Решение о выдаче кредита', 'release_manager', 'Завершена'],
      ['Подписание кредитного договора', 'release_manager', 'Завершена'],
      ['Выдача кредита', 'release_manager', 'Завершена'],
      ['Регистрация залога', 'pledge_editor', 'Завершена'],
    ]);
    expect(log[0]).toMatchObject({ waitTime: 0, workTime: 60, createdAt: '2026-11-20T10:15:00+03:00' });
  });

  it('keeps the input state unchanged (every call returns a new one)', () => {
    const ctx = testContext();
    const created = createDeal({ dealId: 1, processName: 'autocredit', creator: 'goz' }, ctx).state;
    const snapshot = structuredClone(created);
    claimTask(created, created.tasks[0]!.id, actor('goz'), ctx);
    expect(created).toEqual(snapshot);
  });
});
