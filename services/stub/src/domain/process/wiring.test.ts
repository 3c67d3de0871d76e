import { describe, expect, it } from 'vitest';
import type { Form } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import {
  buildForm,
  emptySource,
  formForTask,
  isStepReachable,
  submitForm,
  visibleSteps,
  type FormSource,
  type SubmitOptions,
} from '../forms';
import { applicationSteps, sampleSource, uploaded } from '../../testing/form-fixtures';
import { afterSave } from './after-save';
import { clientApprove, createDeal } from './deal';
import { actor, testContext } from '../../testing/process-fixtures';
import { claimTask, completeTask, openTask } from './tasks';
import { processTexts } from './texts';
import type { ProcessEffect, ProcessState } from './types';
import { dealTasks } from './views';

/**
 * The routes' joint, as `GET/POST /api/task/{id}` will do it: open the task, check the wizard step, build or
 * submit its form, then let the process follow the save.
 */
function taskPage(ctx: ReturnType<typeof testContext>, start: { state: ProcessState; source: FormSource }) {
  let state = start.state;
  let source = start.source;
  const effects: ProcessEffect[] = [];
  return {
    get state() {
      return state;
    },
    set state(next: ProcessState) {
      state = next;
    },
    get source() {
      return source;
    },
    effects,
    get(taskId: number, username: string, step?: string): Form {
      const task = openTask(state, taskId, actor(username));
      const definition = formForTask(task.key)!;
      if (!isStepReachable(definition, source, task.step, step)) {
        throw new DomainError('forbidden', processTexts.previousStep);
      }
      return buildForm(definition, source, { step: step ?? task.step, taskKey: task.key, actor: actor(username) });
    },
    post(taskId: number, username: string, body: Record<string, unknown>, options: SubmitOptions = {}) {
      const who = actor(username);
      const task = openTask(state, taskId, who);
      const definition = formForTask(task.key)!;
      const outcome = submitForm(definition, source, body, { ...options, taskKey: task.key, actor: who });
      if (outcome.kind !== 'saved') return outcome;
      source = outcome.source;
      const result = afterSave(state, taskId, who, outcome, ctx, {
        order: visibleSteps(definition, source).map((s) => s.key),
        decision: source.underwriter.decision,
        comment: source.underwriter.comment,
      });
      state = result.state;
      effects.push(...result.effects);
      return outcome;
    },
    claimFirst(username: string) {
      const [task] = dealTasks(state);
      state = claimTask(state, task!.id, actor(username), ctx).state;
      return task!.id;
    },
  };
}

describe('the forms and the process together', () => {
  it('an operator fills the wizard in order; the last step hands the deal to the GOZ checker', () => {
    const ctx = testContext();
    const created = createDeal({ dealId: 100500, processName: 'autocredit', creator: 'goz' }, ctx);
    const page = taskPage(ctx, { state: created.state, source: emptySource({ id: 100500, collectionId: 90500 }) });
    const taskId = page.claimFirst('goz');

    expect(page.get(taskId, 'goz').current_step).toBe('1');
    expect(() => page.get(taskId, 'goz', '3')).toThrow('Завершите предыдущий шаг');

    const steps = applicationSteps({ surName: 'Петров' }, 'family_car');
    for (const [step, formName, values] of steps) {
      const outcome = page.post(taskId, 'goz', { [formName]: values }, { step, today: '2026-11-22' });
      expect(outcome.kind, JSON.stringify(outcome.form.errors)).toBe('saved');
    }
    expect(page.get(taskId, 'goz', '7').formName).toBe('sign_documents');
    expect(page.effects).toEqual([]);

    const last = page.post(
      taskId,
      'goz',
      { sign_documents: { applicationForm: uploaded(13), consentBki: uploaded(14) } },
      { step: '7' },
    );
    expect(last).toMatchObject({ kind: 'saved', closes: true, form: { next_step: null } });
    expect(dealTasks(page.state)).toMatchObject([{ taskDefinitionKey: 'goz_check', currentRole: 'goz-checker' }]);
    expect(page.effects.map((e) => (e.kind === 'publish' ? e.event.data.status : e.kind))).toEqual(['wait', 'cancel']);
    expect(() => page.get(taskId, 'goz')).toThrow('Задача завершена и более недоступна.');
    expect(page.source.credit).toMatchObject({ costRequested: 2000000, term: 72, stateSupport: 'family_car' });
  });

  it('the underwriter decides with btnFinal, the credit inspector confirms with a variant applied', () => {
    const ctx = testContext();
    // The application is in (see the test above): straight on to the underwriter's task.
    let state = createDeal({ dealId: 100245, processName: 'autocredit', creator: 'goz' }, ctx).state;
    for (const [who, action] of [
      ['goz', 'complete'],
      ['goz_chief', 'confirm'],
    ] as const) {
      const id = dealTasks(state)[0]!.id;
      state = claimTask(state, id, actor(who), ctx).state;
      state = completeTask(state, id, actor(who), action, ctx).state;
    }
    const page = taskPage(ctx, { state, source: sampleSource() });

    const uw = page.claimFirst('underwriter');
    const refused = page.post(
      uw,
      'underwriter',
      { decision: { decision: 'rejected', btnFinal: 1 } },
      { step: 'decision' },
    );
    expect(refused.kind).toBe('invalid');
    expect(dealTasks(page.state)[0]?.id).toBe(uw);
    page.post(
      uw,
      'underwriter',
      { decision: { decision: 'approved', comment: 'Одобрено', btnFinal: 1 } },
      { step: 'decision' },
    );
    expect(page.state).toMatchObject({ status: 'client_waiting', decisionType: 'approved' });
    expect(page.state.tasks.find((t) => t.id === uw)).toMatchObject({ outcome: 'approve', comment: 'Одобрено' });

    page.state = clientApprove(page.state, ctx).state;
    const ci = page.claimFirst('credit_inspector');
    const confirmed = page.post(
      ci,
      'credit_inspector',
      { decision: { btnConfirm: 1 } },
      { step: 'decision', variant: 0 },
    );
    expect(confirmed.kind).toBe('saved');
    expect(page.source.release.creditInfo).toEqual({ costRequested: 1200000, initialFeeClient: 300000, term: 48 });
    const [signing] = dealTasks(page.state);
    expect(signing).toMatchObject({ taskDefinitionKey: 'sign_documents', assignee: 'credit_inspector' });
    expect(page.effects.at(-1)).toMatchObject({
      kind: 'publish',
      event: { data: { status: 'success', task: { id: signing!.id, currentRole: 'credit-inspector' } } },
    });
    expect(page.get(signing!.id, 'credit_inspector').formName).toBe('sign_documents');
    state = page.state;
    expect(state.status).toBe('approved');
  });
});
