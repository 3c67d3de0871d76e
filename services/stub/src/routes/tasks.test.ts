import { describe, expect, it } from 'vitest';
import type {
  FormSaveResponse,
  NewUnderTaskEvent,
  TaskFormResponse,
  TaskListResponse,
  TaskTimesInfoResponse,
} from '@autocredit/generated/api';
import { expectError, useTaskWorld, type Seeded } from '../testing/task-world';

const USERS = [
  'goz',
  'goz_chief',
  'underwriter',
  'underwriter_chief',
  'credit_inspector',
  'release_manager',
  'pledge_editor',
];
const t = useTaskWorld(USERS);
const { call, world, seeded, free, heldByStaff, salePointId, dealTasks, claim } = t;

const assigneeOf = async (dealId: number) => (await dealTasks('underwriter', dealId))[0]?.assignee;

/** A free seeded underwriter task, claimed by `underwriter`. */
async function claimedUnderwriterTask(): Promise<Seeded> {
  const s = seeded('underwriter_check', free);
  await claim('underwriter', s.taskId);
  return s;
}

async function page(user: string, taskId: number, query = '') {
  const res = await call(user, 'GET', `/api/task/${taskId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskFormResponse>().result;
}

const ISO_MSK = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/;
const underCounters = () =>
  t.published.filter((p) => p.event.type === 'newUnderTask') as { topics: string[]; event: NewUnderTaskEvent }[];

describe('claiming a task (POST /api/task/claim/{id})', () => {
  it('an underwriter claims a free underwriter task; the deal tasks name the assignee', async () => {
    const s = await claimedUnderwriterTask();
    expect(await dealTasks('underwriter', s.dealId)).toMatchObject([
      { id: s.taskId, taskDefinitionKey: 'underwriter_check', assignee: 'underwriter' },
    ]);
    await claim('underwriter', s.taskId); // one's own task again: nothing changes
  });

  it('a task held by someone else is refused to an underwriter and taken over by the chief', async () => {
    const s = seeded('underwriter_check', heldByStaff);
    const res = await call('underwriter', 'POST', `/api/task/claim/${s.taskId}`);
    expectError(res, 400, 'Задача уже взята в работу другим пользователем');
    expect(await assigneeOf(s.dealId)).toBe(s.assignee);
    await claim('underwriter_chief', s.taskId);
    expect(await assigneeOf(s.dealId)).toBe('underwriter_chief');
  });

  it('refuses a closed or unknown task (404), a non-candidate (403), an operator of another sale point (404)', async () => {
    const w = world();
    const closed = Array.from({ length: w.tasks.count }, (_, t) => t).find((t) => !Number.isNaN(w.tasks.closedAt[t]!))!;
    const claimAs = (user: string, taskId: number) => call(user, 'POST', `/api/task/claim/${taskId}`);
    expectError(await claimAs('underwriter', w.taskId(closed)), 404, 'Задача завершена и более недоступна.');
    expectError(await claimAs('underwriter', w.taskId(w.tasks.count + 1000)), 404);
    const s = seeded('underwriter_check', free);
    expectError(await claimAs('credit_inspector', s.taskId), 403, 'Нет доступа');
    expect(await assigneeOf(s.dealId)).toBeNull();
    const other = seeded('goz_data_entry', (x) => free(x) && salePointId(x) !== 12);
    expectError(await claimAs('goz', other.taskId), 404);
    expect(await assigneeOf(other.dealId)).toBeNull();
  });
});

describe('returning a task to the queue (POST /api/task/unclaim/{id})', () => {
  /** The task's row in the underwriter list. */
  async function listRow(dealId: number) {
    const res = await call('underwriter_chief', 'GET', `/api/autocredit/task/underwriterList?id=${dealId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TaskListResponse>().result.tasks.find((t) => t.deal.id === dealId);
  }

  it('the assignee returns it: free again, the list row counts the return', async () => {
    const s = seeded('underwriter_check', free);
    const before = (await listRow(s.dealId))!.unclaimCount ?? 0;
    await claim('underwriter', s.taskId);
    const res = await call('underwriter', 'POST', `/api/task/unclaim/${s.taskId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { id: s.taskId } });
    expect(await assigneeOf(s.dealId)).toBeNull();
    expect(await listRow(s.dealId)).toMatchObject({
      id: s.taskId,
      assignee: null,
      lastAssignee: 'underwriter',
      unclaimCount: before + 1,
    });
  });

  it("someone else's task: 403 without unclaim-all-tasks; the chief returns it; a free one: 400", async () => {
    const s = seeded('underwriter_check', heldByStaff);
    const res = await call('underwriter', 'POST', `/api/task/unclaim/${s.taskId}`);
    expectError(res, 403, 'Задача назначена другому пользователю');
    expect((await call('underwriter_chief', 'POST', `/api/task/unclaim/${s.taskId}`)).statusCode).toBe(200);
    expect(await assigneeOf(s.dealId)).toBeNull();
    // Now in the queue, it has nothing to return.
    const again = await call('underwriter_chief', 'POST', `/api/task/unclaim/${s.taskId}`);
    expectError(again, 400, 'Задача не назначена, возвращать в очередь нечего');
  });

  it("the underwriters' counters follow claims and returns of underwriter tasks only", async () => {
    t.published.length = 0;
    const s = await claimedUnderwriterTask();
    const [claimed] = underCounters();
    expect(claimed?.topics.map((t) => t.replace(/.*\/roles\//, '')).sort()).toEqual([
      'ROLE_UNDERWRITER',
      'ROLE_UNDERWRITER_CHIEF',
      'ROLE_UNDERWRITER_EXTERNAL',
    ]);
    t.published.length = 0;
    expect((await call('underwriter', 'POST', `/api/task/unclaim/${s.taskId}`)).statusCode).toBe(200);
    const [returned] = underCounters();
    expect(returned?.event.data.newTasks).toBe(claimed!.event.data.newTasks + 1);

    t.published.length = 0;
    await claim('credit_inspector', seeded('credit_inspection', free).taskId);
    expect(underCounters()).toEqual([]);
  });
});

describe('the task page (GET /api/task/{id})', () => {
  it('gives the task with its deal and the form of its first step', async () => {
    const s = seeded('underwriter_check', free);
    const { task, form } = await page('underwriter', s.taskId);
    expect(task).toMatchObject({
      id: s.taskId,
      name: 'Проверка андеррайтером',
      assignee: null,
      currentRole: 'underwriter',
      taskDefinitionKey: 'underwriter_check',
      processInstanceId: world().processInstanceId(s.row),
      deal: { id: s.dealId, client: { id: expect.any(Number), name: expect.any(String) } },
    });
    expect(task.deal?.partner).toBeTruthy();
    expect(task.taskColor).toMatch(/^#[0-9A-F]{6}$/i);
    expect(task.created).toMatch(ISO_MSK);
    expect(form).toMatchObject({ formName: 'client', current_step: 'client', next_step: 'credit', errors: [] });
    expect(Object.keys(form.steps ?? {})).toEqual(expect.arrayContaining(['client', 'credit', 'decision']));
    expect(Object.keys(form.fields)).not.toHaveLength(0);
  });

  it('opens any step of a task that is not a wizard; an unknown step is refused', async () => {
    const s = await claimedUnderwriterTask();
    const decision = (await page('underwriter', s.taskId, '?step=decision')).form;
    expect(decision).toMatchObject({ formName: 'decision', current_step: 'decision', next_step: null });
    expect(Object.keys(decision.buttons ?? {})).toEqual(expect.arrayContaining(['btnFinal', 'btnRework']));
    expect((await page('underwriter', s.taskId, '?step=car')).form.current_step).toBe('car');
    expectError(await call('underwriter', 'GET', `/api/task/${s.taskId}?step=nowhere`), 400, 'Шаг формы не найден');
  });

  it("refuses a task the user may not open: 'Нет доступа', on a GOZ task 'Завершите предыдущий шаг'", async () => {
    const held = seeded('underwriter_check', heldByStaff);
    expectError(await call('underwriter', 'GET', `/api/task/${held.taskId}`), 403, 'Нет доступа');
    expect((await page('underwriter_chief', held.taskId)).task.assignee).toBe(held.assignee); // the chief may
    const goz = seeded('goz_data_entry', (x) => heldByStaff(x) && salePointId(x) === 12);
    expectError(await call('goz', 'GET', `/api/task/${goz.taskId}`), 403, 'Завершите предыдущий шаг');
  });

  it('?variant= shows the decision step with that loan variant applied', async () => {
    const s = seeded('credit_inspection', free);
    // The seeded deals have no loan variants: this deal's form data is given one.
    const source = t.app.store.deals.entry(s.row).source;
    source.variants = [
      { term: 48, rate: 15.9, sumMax: 1800000, sumRequested: 1234000, carCost: 1500000, paymentMonthly: 33700.5 },
    ] as typeof source.variants;
    await claim('credit_inspector', s.taskId);
    const credit = async (query: string) =>
      (await page('credit_inspector', s.taskId, query)).form.fields.creditInfo?.children;
    const applied = await credit('?step=decision&variant=0');
    expect(applied).toMatchObject({ costRequested: { value: 1234000 }, initialFeeClient: { value: 266000 } });
    expect((await credit('?step=decision'))?.costRequested?.value).not.toBe(1234000);
  });
});

describe('saving a step (POST /api/task/{id})', () => {
  const creditStep = async (taskId: number) => (await page('underwriter', taskId, '?step=credit')).form.fields;
  const post = (taskId: number, query: string, body: unknown) =>
    call('underwriter', 'POST', `/api/task/${taskId}${query}`, body);

  it('refused values come back as typed with their errors, and nothing is saved', async () => {
    const s = await claimedUnderwriterTask();
    const before = (await creditStep(s.taskId)).costRequested?.value;
    const res = await post(s.taskId, '?step=credit', { credit: { costRequested: 13000000, term: '36' } });
    expect(res.statusCode).toBe(400);
    const { form, errors } = res.json<FormSaveResponse>().result;
    expect(errors).toEqual(['Данные не сохранены']);
    expect(form.fields.costRequested).toMatchObject({
      value: 13000000,
      errors: ['Максимальная сумма кредита - 12 млн. рублей'],
    });
    expect((await creditStep(s.taskId)).costRequested?.value).toBe(before);

    // An admissible sum is kept, and the form goes on to the next step.
    const saved = await post(s.taskId, '?step=credit', { credit: { costRequested: 1000000 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FormSaveResponse>()).toMatchObject({
      result: { form: { current_step: 'car' } },
      messages: [{ type: 'success', message: 'Успешно сохранено.' }],
    });
    expect((await creditStep(s.taskId)).costRequested?.value).toBe(1000000);
  });

  it('reload=true recalculates the form, canEdit=true answers it editable; neither saves', async () => {
    const s = await claimedUnderwriterTask();
    const before = await creditStep(s.taskId);
    expect(before.costRequested?.attributes?.readonly).toBe(true);
    const values = { credit: { carCostRequested: 2000000, initialFee: 500000 } };
    const reload = await post(s.taskId, '?step=credit&reload=true', values);
    expect(reload.statusCode, reload.body).toBe(200);
    expect(reload.json<FormSaveResponse>().messages).toBeUndefined();
    expect(reload.json<FormSaveResponse>().result.form.fields).toMatchObject({
      carCostRequested: { value: 2000000 },
      initialFeePercent: { value: 25 },
    });
    const edit = await post(s.taskId, '?step=credit&canEdit=true', { credit: {} });
    expect(edit.statusCode, edit.body).toBe(200);
    const { fields } = edit.json<FormSaveResponse>().result.form;
    expect(fields.costRequested?.attributes?.readonly).toBeUndefined();
    expect(fields.costRequested?.rules).toEqual(['required']);
    expect(await creditStep(s.taskId)).toEqual(before);
  });

  it('a button the step does not offer, or values of another form, are refused (400)', async () => {
    const s = await claimedUnderwriterTask();
    const button = await post(s.taskId, '?step=decision', { decision: { btnRelease: 1 } });
    expect(button.statusCode).toBe(400);
    expect(button.json<FormSaveResponse>().result.errors).toEqual(['Действие недоступно']);
    const wrong = await post(s.taskId, '?step=credit', { car: {} });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<FormSaveResponse>().result.form.errors).toEqual(['Данные отправлены не для этой формы']);
    expect((await dealTasks('underwriter', s.dealId))[0]).toMatchObject({ id: s.taskId, assignee: 'underwriter' });
  });

  it('a task one has not claimed cannot be saved (403)', async () => {
    const s = seeded('underwriter_check', free);
    const before = (await creditStep(s.taskId)).costRequested?.value;
    expectError(await post(s.taskId, '?step=credit', { credit: { costRequested: 1000000 } }), 403);
    expect((await creditStep(s.taskId)).costRequested?.value).toBe(before);
    const held = seeded('underwriter_check', heldByStaff);
    expectError(await post(held.taskId, '?step=credit', { credit: {} }), 403);
  });
});

describe('the timers of a task (GET /api/task/times-info/{id})', () => {
  it('gives the task, group and claim moments in Moscow time; no claim moment before a claim', async () => {
    const s = seeded('underwriter_check', free);
    const times = async () => {
      const res = await call('underwriter', 'GET', `/api/task/times-info/${s.taskId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TaskTimesInfoResponse>().result;
    };
    const before = await times();
    expect(before).toMatchObject({ timeTask: expect.stringMatching(ISO_MSK), timeTaskClaim: null });
    expect(before.timeCandidateGroup).toMatch(ISO_MSK);
    expect(Date.parse(before.timeCandidateGroup!)).toBeLessThanOrEqual(Date.parse(before.timeTask!));
    await claim('underwriter', s.taskId);
    const after = await times();
    expect(after.timeTaskClaim).toMatch(ISO_MSK);
    expect(Date.parse(after.timeTaskClaim!)).toBeGreaterThanOrEqual(Date.parse(after.timeTask!));
    expect(after.timeTask).toBe(before.timeTask);
  });

  const timesOf = async (user: string, taskId: number) => {
    const res = await call(user, 'GET', `/api/task/times-info/${taskId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TaskTimesInfoResponse>().result;
  };
  const saveStep = async (user: string, taskId: number, step: string, body: unknown) => {
    const res = await call(user, 'POST', `/api/task/${taskId}?step=${step}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  it("the release manager's next task keeps the group's start, starts now and is claimed at once", async () => {
    const s = seeded('release_decision', free);
    await claim('release_manager', s.taskId);
    const decision = await timesOf('release_manager', s.taskId);
    // The car's cost agreed with the client is required: the credit plus the initial fee of the form.
    const credit = (await page('release_manager', s.taskId, '?step=decision')).form.fields.creditInfo?.children;
    const carCost = Number(credit?.costRequested?.value) + Number(credit?.initialFeeClient?.value);
    await saveStep('release_manager', s.taskId, 'decision', {
      decision: { carCostAgreedClient: carCost, btnRelease: 1 },
    });
    const [sign] = await dealTasks('release_manager', s.dealId);
    expect(sign).toMatchObject({ taskDefinitionKey: 'release_sign', assignee: 'release_manager' });
    const next = await timesOf('release_manager', sign!.id);
    expect(next.timeCandidateGroup).toBe(decision.timeCandidateGroup);
    expect(Date.parse(next.timeTask!)).toBeGreaterThanOrEqual(Date.parse(decision.timeTaskClaim!));
    expect(Date.parse(next.timeTaskClaim!)).toBeGreaterThanOrEqual(Date.parse(next.timeTask!));
  });

  it("a task of another role starts a group of its own: the release manager's first task", async () => {
    const s = seeded('credit_inspection_check', free);
    await claim('credit_inspector', s.taskId);
    const check = await timesOf('credit_inspector', s.taskId);
    await saveStep('credit_inspector', s.taskId, 'decision', { decision: { btnConfirm: 1 } });
    const [release] = await dealTasks('release_manager', s.dealId);
    expect(release).toMatchObject({ taskDefinitionKey: 'release_decision', assignee: null });
    const times = await timesOf('release_manager', release!.id);
    expect(times).toMatchObject({ timeCandidateGroup: times.timeTask, timeTaskClaim: null });
    expect(Date.parse(times.timeTask!)).toBeGreaterThanOrEqual(Date.parse(check.timeTaskClaim!));
  });
});
