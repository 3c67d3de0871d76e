import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import type {
  FormSaveResponse,
  NewUnderTaskEvent,
  TaskFormResponse,
  TaskListResponse,
  TaskTimesInfoResponse,
  DealCreateResponse,
  DealListResponse,
  FastDecisionPersonFormResponse,
  FormResponse,
  RefusalReasonGroupListResponse,
  AutocreditInfoResponse,
  ErrorBody,
  StoredFile,
  InitialFeePopupResponse,
  IpConfigResponse,
  LoanVariant,
  ServiceLimitsResponse,
  StrategyTimeResponse,
  TimeOutResponse,
  TimerMessageListResponse,
  TokenPair,
} from '@autocredit/generated/api';
import { expectError, useTaskWorld, type Seeded } from '../testing/task-world';
import { ROLF_ACCOUNT, TVERSKAYA } from '../testing/form-fixtures';
import { BL_AUTOCREDIT, STRATEGIES } from '../domain/world/seed/catalog-deals';
import type { FastifyInstance } from 'fastify';
import { variantsOfDeal } from '../domain/decisions';
import { limitTerms, serviceLimits, serviceLimitsWithVariants } from '../domain/deal-book/deal-view';
import type { FormSource } from '../domain/forms/source';
import { DEFAULT_DICTIONARIES } from '../domain/forms/dictionaries';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { HOUR, WORLD_NOW, isoAt } from '../domain/world/time';
import { as, signIn, testApp } from '../testing/app';

describe('claims and task forms', () => {
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
      const closed = Array.from({ length: w.tasks.count }, (_, t) => t).find(
        (t) => !Number.isNaN(w.tasks.closedAt[t]!),
      )!;
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
        decision: { carCostAgreedClient: carCost, account: ROLF_ACCOUNT, btnRelease: 1 },
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

  describe('what the checkers and the credit inspector read', () => {
    it("the checker's decision names its type in Russian ('Одобрение'), never by its code", async () => {
      const s = seeded('credit_inspection_check', free);
      await claim('credit_inspector', s.taskId);
      const { form } = await page('credit_inspector', s.taskId, '?step=decision');
      expect(form.fields.decisionType).toMatchObject({
        label: 'Тип решения',
        value: expect.stringMatching(/^Одобрение/),
      });
    });

    it("'Стоимость Автостат' is the underwriters' only: not on the car step of the GOZ chief or the inspector", async () => {
      const holdingOf = (pointId: number | null | undefined) => SALE_POINTS.find((p) => p.id === pointId)?.holdingId;
      const chiefs = holdingOf(world().staffByUsername('goz_chief')!.salePointId);
      const gozCheck = seeded('goz_check', (x) => free(x) && holdingOf(salePointId(x)) === chiefs);
      await claim('goz_chief', gozCheck.taskId);
      const inspection = seeded('credit_inspection', free);
      await claim('credit_inspector', inspection.taskId);
      for (const [user, taskId] of [
        ['goz_chief', gozCheck.taskId],
        ['credit_inspector', inspection.taskId],
      ] as const) {
        const car = (await page(user, taskId, '?step=car')).form;
        expect(car.fields.brand, user).toBeDefined();
        expect(Object.values(car.fields).map((f) => f.label)).not.toContain('Стоимость Автостат');
      }
    });
  });

  describe("the release manager's 'Одобрить выдачу'", () => {
    it('needs the term, an agreed car cost above 0 and the account details; refused, it keeps nothing', async () => {
      const s = seeded('release_decision', free);
      await claim('release_manager', s.taskId);
      const before = (await page('release_manager', s.taskId, '?step=decision')).form.fields;
      const res = await call('release_manager', 'POST', `/api/task/${s.taskId}?step=decision`, {
        decision: {
          creditInfo: { costRequested: 1_000_000, initialFeeClient: 200_000, term: '' },
          carCostAgreedClient: 0,
          account: { recipient: 'ООО «Рольф Юг»', bik: '', number: null, bankName: '' },
          btnRelease: 1,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      const { form, errors } = res.json<FormSaveResponse>().result;
      expect(errors).toEqual(['Данные не сохранены']);
      const required = ['Это поле обязательно для заполнения'];
      expect(form.fields.creditInfo?.children?.term?.errors).toEqual(required);
      expect(form.fields.carCostAgreedClient?.errors).toEqual(required);
      const account = form.fields.account?.children ?? {};
      expect([
        account.recipient?.errors,
        account.bik?.errors,
        account.number?.errors,
        account.bankName?.errors,
      ]).toEqual([undefined, required, required, required]);
      // Nothing was kept, and the task is still the release manager's.
      expect((await page('release_manager', s.taskId, '?step=decision')).form.fields).toEqual(before);
      expect(await dealTasks('release_manager', s.dealId)).toMatchObject([
        { id: s.taskId, taskDefinitionKey: 'release_decision' },
      ]);

      const accepted = await call('release_manager', 'POST', `/api/task/${s.taskId}?step=decision`, {
        decision: {
          creditInfo: { costRequested: 1_000_000, initialFeeClient: 200_000, term: '60' },
          carCostAgreedClient: 1_200_000,
          account: ROLF_ACCOUNT,
          btnRelease: 1,
        },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await dealTasks('release_manager', s.dealId))[0]).toMatchObject({ taskDefinitionKey: 'release_sign' });
    });
  });
});

describe('refusals, the short form and the deal page form', () => {
  const USERS = ['goz', 'underwriter', 'pledge_editor', 'credit_inspector'];
  const t = useTaskWorld(USERS);
  const { call, world, seeded, free, salePointId, dealTasks, claim } = t;

  describe('cancelling a pledge task (GET /api/task/refusal/reasons, POST /api/task/refusal/{id})', () => {
    const pledgeTasks = () => {
      const w = world();
      return Array.from({ length: w.tasks.count }, (_, t) => t)
        .filter((t) => w.taskKind(t).key === 'pledge_registration' && Number.isNaN(w.tasks.closedAt[t]!))
        .map((t) => ({ row: w.tasks.deal[t]!, taskId: w.taskId(t) }));
    };
    const refuse = (taskId: number, code: string[]) =>
      call('pledge_editor', 'POST', `/api/task/refusal/${taskId}`, { code });
    const pledgeStatus = (row: number) => t.app.store.deals.entry(row).state.pledge?.status;

    it('gives the reasons by group to the pledge editor only', async () => {
      const res = await call('pledge_editor', 'GET', '/api/task/refusal/reasons');
      expect(res.statusCode, res.body).toBe(200);
      const groups = res.json<RefusalReasonGroupListResponse>().result;
      expect(groups.length).toBeGreaterThan(0);
      for (const g of groups) expect(g).toMatchObject({ groupCode: expect.any(String), groupName: expect.any(String) });
      expect(groups.flatMap((g) => g.reasons.map((r) => r.reasonCode))).toContain('client_refused');
      expectError(await call('underwriter', 'GET', '/api/task/refusal/reasons'), 403);
    });

    it('refuses unknown codes, a task not claimed and a task of another process', async () => {
      const [task] = pledgeTasks();
      const unknown = await refuse(task!.taskId, ['nonsense']);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([expect.objectContaining({ propertyPath: 'code' })]);
      expectError(await refuse(task!.taskId, []), 403);
      expectError(await refuse(task!.taskId, ['client_refused']), 403);
      expectError(
        await refuse(seeded('underwriter_check', free).taskId, ['client_refused']),
        400,
        'Действие недоступно',
      );
      expect(pledgeStatus(task!.row)).not.toMatch(/cancel/);
      expectError(await refuse(99_999_999, ['nonsense']), 404);
    });

    it('a claimed pledge task is cancelled with known codes: the task is gone, the pledge cancelled', async () => {
      const [task] = pledgeTasks();
      await claim('pledge_editor', task!.taskId);
      const res = await refuse(task!.taskId, ['client_refused', 'registry_duplicate']);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ result: true });
      const gone = await call('pledge_editor', 'GET', `/api/task/${task!.taskId}`);
      expectError(gone, 404, 'Задача завершена и более недоступна.');
      expect(pledgeStatus(task!.row)).toMatch(/^(reg_cancel|assignment_cancel)$/);
      expect(pledgeTasks().map((t) => t.taskId)).not.toContain(task!.taskId);
    });

    it('a claimed pledge task is cancelled without reasons too: no body (002 §7), or an empty list', async () => {
      const [first, second] = pledgeTasks();
      await claim('pledge_editor', first!.taskId);
      const bare = await call('pledge_editor', 'POST', `/api/task/refusal/${first!.taskId}`);
      expect(bare.statusCode, bare.body).toBe(200);
      expect(pledgeStatus(first!.row)).toMatch(/^(reg_cancel|assignment_cancel)$/);
      await claim('pledge_editor', second!.taskId);
      const empty = await refuse(second!.taskId, []);
      expect(empty.statusCode, empty.body).toBe(200);
      expect(pledgeTasks().map((t) => t.taskId)).not.toContain(second!.taskId);
    });
  });

  describe("refusing a deal at its credit inspection (the refusal dialog of 'Отказать')", () => {
    const refuse = (taskId: number, code: string[]) =>
      call('credit_inspector', 'POST', `/api/task/refusal/${taskId}`, { code });

    it("gives the credit inspector the deal's reasons by group", async () => {
      const res = await call('credit_inspector', 'GET', '/api/task/refusal/reasons');
      expect(res.statusCode, res.body).toBe(200);
      const groups = res.json<RefusalReasonGroupListResponse>().result;
      expect(groups.map((g) => g.groupName)).toEqual(['Причины со стороны клиента', 'Причины со стороны банка']);
      expect(groups.flatMap((g) => g.reasons.map((r) => r.reasonCode))).toContain('client_refused');
    });

    it('cancels the deal with the reasons: the task is gone, the deal canceled; a task not claimed is 403', async () => {
      const inspection = seeded('credit_inspection', free);
      expectError(await refuse(inspection.taskId, ['client_refused']), 403);
      await claim('credit_inspector', inspection.taskId);
      const unknown = await refuse(inspection.taskId, ['registry_duplicate']);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([expect.objectContaining({ propertyPath: 'code' })]);
      const res = await refuse(inspection.taskId, ['client_refused', 'documents_invalid']);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ result: true });
      expectError(
        await call('credit_inspector', 'GET', `/api/task/${inspection.taskId}`),
        404,
        'Задача завершена и более недоступна.',
      );
      expect(world().statusOf(inspection.row).code).toBe('canceled');
      expect(t.app.store.deals.entry(inspection.row).state.tasks.find((x) => x.id === inspection.taskId)?.comment).toBe(
        'client_refused, documents_invalid',
      );
    });
  });

  describe('the fast-decision short form (GET/POST /api/task/dto/{id})', () => {
    let dealId: number;
    let taskId: number;
    const name = { surName: 'Быстрецов', firstName: 'Аркадий', middleName: 'Львович', birthDate: '1988-03-14' };
    const person = { ...name, gender: 'man', maritalStatus: 'single', phone: '+79035550011', bornPlace: 'г. Тверь' };
    const passport = { series: '4512', number: '765432', issueDate: '2012-05-06', divisionCode: '770-002' };
    const form = {
      person: { ...person, addressRegistration: TVERSKAYA, isHaveActual: false },
      passport: { ...passport, divisionName: 'ОВД Тверского района' },
      autocredit: { initialFee: 300000, carCostRequested: 1500000, costRequested: 1200000, term: 60 },
      auto: { program: 14, brand: 'LADA', model: 'Vesta' },
    };
    const save = (dto: unknown) => call('goz', 'POST', `/api/task/dto/${taskId}`, { fast_decision_create_person: dto });

    it('gives the claimed task its data and dictionaries, the operator its sale point among the partners', async () => {
      const created = await call('goz', 'POST', '/api/fastDecision/create');
      expect(created.statusCode, created.body).toBe(200);
      dealId = created.json<DealCreateResponse>().result.id;
      taskId = (await dealTasks('goz', dealId))[0]!.id;
      expectError(await save(form), 403, 'Нет доступа');
      await claim('goz', taskId);
      const res = await call('goz', 'GET', `/api/task/dto/${taskId}`);
      expect(res.statusCode, res.body).toBe(200);
      const { fast_decision_create_person: dto, additional } = res.json<FastDecisionPersonFormResponse>().result;
      expect(dto).toMatchObject({
        person: expect.any(Object),
        passport: expect.any(Object),
        driverPassportType: 'borrower',
      });
      expect(additional.genders.map((g) => g.value)).toEqual(expect.arrayContaining(['man', 'woman']));
      expect(additional.maritalStatuses.length).toBeGreaterThan(0);
      expect(additional.term).toContainEqual({ value: 60, label: '60 мес.' });
      expect(additional.programs.length).toBeGreaterThan(0);
      expect(additional.partners.map((p) => p.value)).toContain(12);
      expect(dto.autocredit.partner).toEqual({ id: 12 });
    });

    it("refuses missing fields with their paths ('Ошибка валидации')", async () => {
      const res = await save({
        ...form,
        person: { ...person, firstName: null },
        passport: { ...passport, series: null },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'Ошибка валидации' });
      const paths = (res.json().errors as { propertyPath: string }[]).map((e) => e.propertyPath);
      expect(paths).toEqual(expect.arrayContaining(['person.firstName', 'passport.series']));
      expect((await dealTasks('goz', dealId))[0]).toMatchObject({
        id: taskId,
        taskDefinitionKey: 'fast_decision_person',
      });
    });

    it('a complete form is saved and the deal goes to the underwriters', async () => {
      const res = await save({ ...form, autocredit: { ...form.autocredit, partner: { id: 12 } } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true, messages: [{ type: 'success', message: 'Успешно сохранено.' }] });
      expect(await dealTasks('underwriter', dealId)).toMatchObject([
        { taskDefinitionKey: 'underwriter_check', assignee: null },
      ]);
      const list = await call('goz', 'GET', '/api/autocredit/list?surName=Быстрецов');
      const deals = list.json<DealListResponse>().result.deals;
      expect(deals.map((d) => [d.id, d.statusCode])).toContainEqual([dealId, 'underwriting']);
      expectError(await call('goz', 'GET', `/api/task/dto/${taskId}`), 404);
    });

    it("answers 404 'Данная задача не существует' for a task that is not a fast decision's", async () => {
      const s = seeded('goz_data_entry', (x) => free(x) && salePointId(x) === 12);
      expectError(await call('goz', 'GET', `/api/task/dto/${s.taskId}`), 404, 'Данная задача не существует');
    });
  });

  describe('the deal page form (GET/POST /api/autocredit/deal-info/{id})', () => {
    it('gives the client step, another step on request; not a deal of another sale point', async () => {
      const s = seeded('underwriter_check', (x) => free(x) && salePointId(x) !== 12);
      const info = (user: string, query = '') => call(user, 'GET', `/api/autocredit/deal-info/${s.dealId}${query}`);
      const client = await info('underwriter');
      expect(client.statusCode, client.body).toBe(200);
      expect(client.json<FormResponse>().result).toMatchObject({ formName: 'client', current_step: 'client' });
      expect((await info('underwriter', '?step=credit')).json<FormResponse>().result.formName).toBe('credit');
      expectError(await info('goz'), 404);
    });

    it('only who works a task of the deal saves a step of its page; others get 403 and nothing changes', async () => {
      const s = seeded('underwriter_check', (x) => free(x) && salePointId(x) !== 12);
      const url = `/api/autocredit/deal-info/${s.dealId}?step=credit`;
      const cost = async () =>
        (await call('underwriter', 'GET', url)).json<FormResponse>().result.fields.costRequested?.value;
      const before = await cost();
      expectError(await call('underwriter', 'POST', url, { credit: { costRequested: 1000000 } }), 403, 'Нет доступа');
      expect(await cost()).toBe(before);

      await claim('underwriter', s.taskId);
      const saved = await call('underwriter', 'POST', url, { credit: { costRequested: 1000000 } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await cost()).toBe(1000000);
    });

    it('the finance step: a group per person with the id its budget calls take, and the property the underwriter edits', async () => {
      const s = seeded('underwriter_check', (x) => free(x) && salePointId(x) !== 12);
      const url = `/api/autocredit/deal-info/${s.dealId}?step=financial`;
      const form = async () => (await call('underwriter', 'GET', url)).json<FormResponse>().result;
      const before = await form();
      expect(before.formName).toBe('financial');
      const client = before.fields.client!;
      const id = client.children!.id!;
      expect(id).toMatchObject({ type: 'hidden', value: world().clientId(world().deals.client[s.row]!) });
      const incomes = await call('underwriter', 'GET', `/api/person/${String(id.value)}/budget/get/incomes`);
      expect(incomes.statusCode).toBe(200);
      const property = client.children!.realEstate!.children!;
      expect(Object.keys(property)).toEqual([
        'apartmentCheck',
        'apartment',
        'cottageCheck',
        'cottage',
        'garageCheck',
        'garage',
        'landCheck',
        'land',
        'cars',
      ]);
      expect(property.apartmentCheck!.choices!.map((c) => c.label)).toEqual([
        'Подтверждено',
        'Не подтверждено',
        'Отсутствует',
      ]);
      expect(property.apartmentCheck!.attributes?.readonly).toBe(true);

      await claim('underwriter', s.taskId);
      const car = { isManual: true, brand: 'Kia', model: 'Rio', year: 2016 };
      const saved = await call('underwriter', 'POST', url, {
        financial: { client: { realEstate: { landCheck: 'confirmed', cars: [{ car }] } } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = (await form()).fields.client!.children!.realEstate!.children!;
      expect(after.landCheck!.value).toBe('confirmed');
      expect(after.cars!.children!['0']!.children!.car!.value).toMatchObject(car);
      expect(after.apartmentCheck!.value).toBe(property.apartmentCheck!.value);
    });

    it("the underwriter working the deal's task decides it; nobody else is offered the button", async () => {
      const s = seeded('underwriter_check', (x) => free(x) && world().deals.businessLogic[x.row] === BL_AUTOCREDIT);
      const url = `/api/autocredit/deal-info/${s.dealId}?step=underwriterDecision`;
      const decision = { underwriterDecision: { decision: 'approved', comment: 'Доход подтвержден', btnFinal: 1 } };
      const buttons = async () => (await call('underwriter', 'GET', url)).json<FormResponse>().result.buttons;
      const notWorking = await call('underwriter', 'POST', url, decision);
      expect(notWorking.statusCode).toBe(400);
      expect(notWorking.json<FormSaveResponse>().result.errors).toEqual(['Действие недоступно']);
      expect((await buttons())?.btnFinal).toBeUndefined();

      await claim('underwriter', s.taskId);
      expect((await buttons())?.btnFinal).toBeDefined();
      const res = await call('underwriter', 'POST', url, decision);
      expect(res.statusCode, res.body).toBe(200);
      expect(world().statusOf(s.row).code).toBe('client_waiting');
      expect(await dealTasks('underwriter', s.dealId)).toEqual([]);
    });
  });

  describe('bad input to a form post: 400 with the form and its errors (the contract’s FormSaveResponse)', () => {
    /** A post of the underwriter with the body as written (broken JSON too). */
    const post = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token('underwriter')}` },
      });

    it('the deal page: broken JSON, a body that is not a form’s values, a step nobody has; nothing changes', async () => {
      const s = seeded('underwriter_check', free);
      const url = `/api/autocredit/deal-info/${s.dealId}`;
      const before = (await call('underwriter', 'GET', url)).json<FormResponse>().result;
      for (const [payload, reason] of [
        ['{"client": ', 'Некорректный JSON'],
        ['[1, 2]', 'Неверный формат значения'],
        ['42', 'Неверный формат значения'],
        ['{"client": "Иванов"}', 'client: Неверный формат значения'],
      ] as const) {
        const res = await post(url, payload);
        expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
        const { result } = res.json<FormSaveResponse>();
        expect(result.form).toMatchObject({ formName: 'client', current_step: 'client', errors: [reason] });
        expect(result.errors).toEqual(['Данные не сохранены']);
      }
      const unknownStep = await post(`${url}?step=nosuchstep`, '{"client": {}}');
      expect(unknownStep.statusCode, unknownStep.body).toBe(400);
      expect(unknownStep.json<FormSaveResponse>().result.form).toMatchObject({
        formName: 'client',
        errors: ['Шаг формы не найден'],
      });
      const asked = await post(`${url}?step=credit`, '[]');
      expect(asked.json<FormSaveResponse>().result.form.formName).toBe('credit');
      expect((await call('underwriter', 'GET', url)).json<FormResponse>().result).toEqual(before);
      expectError(await post('/api/autocredit/deal-info/nonsense', '{'), 404, 'Заявка не найдена');
    });

    it('a task page: the form of the task’s step with the reason; a task one may not open stays 403', async () => {
      const s = seeded('underwriter_check', free);
      await claim('underwriter', s.taskId);
      const res = await post(`/api/task/${s.taskId}`, '{"decision": ');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<FormSaveResponse>().result).toMatchObject({
        form: { errors: ['Некорректный JSON'] },
        errors: ['Данные не сохранены'],
      });
      const other = seeded('credit_inspection', free);
      expectError(await post(`/api/task/${other.taskId}`, '{"decision": '), 403);
      expectError(await post('/api/task/0', '{'), 404);
    });
  });
});

describe("the task pages' helpers", () => {
  const MINUTE = 60_000;

  let app: FastifyInstance;
  /** The app's clock (the store's): the timer tests move it. */
  let clock = WORLD_NOW + HOUR;
  const tokens: Record<string, TokenPair> = {};
  const USERS = [
    'goz',
    'credit_inspector',
    'release_manager',
    'underwriter',
    'underwriter_external',
    'viewer',
    'calculator',
    'pledge_editor',
  ];

  beforeAll(async () => {
    app = await testApp({}, { now: () => clock });
    for (const u of USERS) tokens[u] = await signIn(app, u);
  });
  afterAll(() => app.close());

  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    as(app, tokens[user]!, { method, url, ...(payload !== undefined && { payload }) });
  const get = (user: string, url: string) => call(user, 'GET', url);
  const anonymous = (method: 'GET' | 'POST', url: string) => app.inject({ method, url });

  const world = () => app.store.world;
  const book = () => app.store.deals;
  const staffIndex = (username: string) => world().staffByUsername(username)!.index;
  const rows = () => Array.from({ length: world().deals.count }, (_, d) => d);
  /** The first deal of the world that has what a test needs. */
  const sample = (test: (d: number) => boolean) => {
    const row = rows().find(test);
    if (row === undefined) throw new Error('the seeded world has no such deal');
    return row;
  };
  const id = (row: number) => world().dealId(row);
  const status = (row: number) => world().statusOf(row).code;
  const currentTask = (row: number) => world().deals.currentTask[row]!;
  const kindOf = (row: number) => (currentTask(row) >= 0 ? world().taskKind(currentTask(row)).key : null);
  const rescored = (row: number) =>
    world()
      .dealTasks(row)
      .some((t) => world().tasks.rescored[t] === 1);
  const feePercent = (row: number) => (world().deals.initialFee[row]! / world().deals.carCost[row]!) * 100;
  const hasDecision = (row: number) => world().deals.lastDecision[row]! >= 0;
  const source = (row: number) => book().entry(row).source;
  const edit = (row: number, change: (s: FormSource) => void) => {
    const next = structuredClone(source(row));
    change(next);
    book().saveSource(row, next);
  };

  /** The first deal of the test whose current task the user works: theirs already, or claimed now from its queue. */
  const worked = async (user: string, test: (d: number) => boolean) => {
    const holder = (d: number) => world().tasks.assignee[currentTask(d)]!;
    const d = sample((x) => test(x) && currentTask(x) >= 0 && (holder(x) < 0 || holder(x) === staffIndex(user)));
    if (holder(d) < 0) {
      const claim = await call(user, 'POST', `/api/task/claim/${world().taskId(currentTask(d))}`);
      expect(claim.statusCode, claim.body).toBe(200);
    }
    return d;
  };

  /** A deal the user's sale point does not have (an operator sees only their own). */
  const otherSalePointDeal = (username: string) => {
    const point = SALE_POINTS.findIndex((s) => s.id === world().staffByUsername(username)!.salePointId);
    return sample((d) => world().deals.salePoint[d] !== point);
  };

  /** The answers every deal operation shares: 401 without a token, 403 for a role without access, 404 unknown. */
  function guards(
    method: 'GET' | 'POST',
    url: (dealId: number) => string,
    { allowed, forbidden }: { allowed: string; forbidden: string },
    payload?: object,
  ) {
    it('401 without a token', async () => {
      expect((await anonymous(method, url(id(0)))).statusCode).toBe(401);
    });
    it(`403 for ${forbidden}`, async () => {
      const res = await call(forbidden, method, url(id(0)), payload);
      expect(res.statusCode, res.body).toBe(403);
    });
    it('404 for an unknown deal', async () => {
      const res = await call(allowed, method, url(999_999), payload);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<ErrorBody>().result).toBe('Заявка не найдена');
    });
  }

  describe('GET /api/autocredit/{dealId}: the deal header, the strategies and the risk info', () => {
    const url = (dealId: number) => `/api/autocredit/${dealId}`;
    const info = async (user: string, row: number) => {
      const res = await get(user, url(id(row)));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AutocreditInfoResponse>().result;
    };

    it('a deal at the underwriters: its header, its strategy (unchanged) and its risk class', async () => {
      const row = sample((d) => status(d) === 'underwriting' && !rescored(d) && kindOf(d) === 'underwriter_check');
      const { deals, clients } = world();
      const c = deals.client[row]!;
      const strategy = STRATEGIES[deals.strategy[row]!]!;
      const result = await info('underwriter', row);
      expect(result).toMatchObject({
        id: id(row),
        client: {
          id: world().clientId(c),
          name: world().clientName(c),
          passport: {
            series: String(clients.passportSeries[c]).padStart(4, '0'),
            number: String(clients.passportNumber[c]).padStart(6, '0'),
          },
        },
        collection: { id: source(row).deal.collectionId },
        partner: { specialName: world().salePointOf(row).name },
        createdUserName: world().staff[deals.creator[row]!]?.fio ?? null,
        contractNumber: null,
        costRequested: deals.costRequested[row],
        term: deals.term[row],
        status: 'На проверке андеррайтера',
        currentVerificationStrategy: { id: strategy.id, name: strategy.name },
        oldVerificationStrategy: { id: strategy.id, name: strategy.name },
      });
      expect(['Низкий', 'Средний', 'Высокий']).toContain(result.riskLevel);
      expect(result.riskClass).toMatch(/^[ABC][123]$/);
      // The level goes with the class letter.
      expect('ABC'.indexOf(result.riskClass![0]!)).toBe(['Низкий', 'Средний', 'Высокий'].indexOf(result.riskLevel!));
      expect(await info('underwriter', row)).toEqual(result);
    });

    it('a rescored deal: the old strategy differs from the current one, the same on every call', async () => {
      const row = sample((d) => status(d) === 'underwriting' && rescored(d));
      const result = await info('underwriter', row);
      const current = STRATEGIES[world().deals.strategy[row]!]!;
      expect(result.currentVerificationStrategy).toEqual({ id: current.id, name: current.name });
      expect(result.oldVerificationStrategy).not.toBeNull();
      expect(result.oldVerificationStrategy!.id).not.toBe(current.id);
      expect(STRATEGIES.map((s) => s.id)).toContain(result.oldVerificationStrategy!.id);
      expect((await info('underwriter', row)).oldVerificationStrategy).toEqual(result.oldVerificationStrategy);
    });

    it('a new deal: no strategy, no risk info, no decision yet', async () => {
      const row = sample((d) => status(d) === 'new' && !hasDecision(d));
      const result = await info('credit_inspector', row);
      expect(result).toMatchObject({
        status: 'Новая',
        lastDecision: null,
        contractNumber: null,
        currentVerificationStrategy: null,
        oldVerificationStrategy: null,
        riskLevel: null,
        riskClass: null,
      });
    });

    it('an issued deal: its contract number and its last decision', async () => {
      const row = sample((d) => status(d) === 'issued' && hasDecision(d));
      const last = world().deals.lastDecision[row]!;
      const result = await info('viewer', row);
      expect(result.contractNumber).toBe(`АК-${id(row)}`);
      expect(result.lastDecision).toEqual({ createdAt: isoAt(world().decisions.at[last]!) });
      expect(result.status).toBe('Кредит выдан');
    });

    it("404 for a deal of another sale point (an operator's)", async () => {
      const res = await get('goz', url(id(otherSalePointDeal('goz'))));
      expect(res.statusCode, res.body).toBe(404);
    });

    it('400 for a deal id that is not one', async () => {
      expect((await get('viewer', url(0))).statusCode).toBe(400);
    });

    guards('GET', url, { allowed: 'viewer', forbidden: 'calculator' });
  });

  describe('GET /api/autocredit/isIpConfig/{dealId}', () => {
    const url = (dealId: number) => `/api/autocredit/isIpConfig/${dealId}`;

    it('an employee of an organisation: not an individual entrepreneur; the requested sum', async () => {
      const row = sample((d) => status(d) === 'underwriting' && source(d).client.work?.employer != null);
      const res = await get('underwriter', url(id(row)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<IpConfigResponse>().result).toEqual({
        isJobIndividualBusinessman: false,
        costRequested: world().deals.costRequested[row],
      });
    });

    it('an employer with a personal (12-digit) INN is an individual entrepreneur', async () => {
      const row = sample((d) => status(d) === 'underwriting' && source(d).client.work?.employer != null);
      edit(row, (s) => {
        s.client.work!.employer = {
          name: 'Индивидуальный предприниматель Петров Пётр Петрович',
          inn: '770123456789',
          value: 'ИП Петров Пётр Петрович, ИНН 770123456789',
        };
        s.credit.costRequested = 4_500_000;
      });
      const res = await get('underwriter', url(id(row)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<IpConfigResponse>().result).toEqual({
        isJobIndividualBusinessman: true,
        costRequested: 4_500_000,
      });
    });

    guards('GET', url, { allowed: 'underwriter', forbidden: 'viewer' });
  });

  describe('GET /api/autocredit/get-service-limits/{with,without}-variants/{dealId}', () => {
    const without = (dealId: number, q = '') => `/api/autocredit/get-service-limits/without-variants/${dealId}${q}`;
    const withVariants = (dealId: number, q = '') => `/api/autocredit/get-service-limits/with-variants/${dealId}${q}`;
    const TERMS = '?costRequested=1250000&carCost=1500000&initialFee=250000&term=60';
    const limits = async (user: string, url: string) => {
      const res = await get(user, url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ServiceLimitsResponse>().result;
    };
    const variant = (over: Partial<LoanVariant>): LoanVariant => ({
      term: 60,
      rate: 15.9,
      sumMax: 1_300_000,
      sumRequested: 1_250_000,
      carCost: 1_500_000,
      paymentMonthly: 30_300,
      initialFeePercent: 16.67,
      services: [],
      valid: true,
      errorMessages: [],
      ...over,
    });
    const row = () => sample((d) => status(d) === 'client_approved');

    it('10 % of the car cost for equipment; 2 % of the credit in services when the fee is below 20 %', async () => {
      expect(await limits('credit_inspector', without(id(row()), TERMS))).toEqual({
        maxAdditionalEquipment: 150_000,
        minBankService: 25_000,
      });
    });

    it('no services required with a fee of 20 % or more; the equipment capped at 500 000', async () => {
      const q = '?costRequested=5000000&carCost=8000000&initialFee=3000000&term=36';
      expect(await limits('release_manager', without(id(row()), q))).toEqual({
        maxAdditionalEquipment: 500_000,
        minBankService: 0,
      });
    });

    it("without terms in the query: the deal's own credit", async () => {
      const d = row();
      const { carCost, costRequested, initialFee } = world().deals;
      const car = carCost[d]!;
      const cost = costRequested[d]!;
      const equipment = Math.floor(Math.min(car * 0.1, 500_000, 12_000_000 - cost) / 1000) * 1000;
      const services = (initialFee[d]! / car) * 100 < 20 ? Math.ceil((cost * 0.02) / 100) * 100 : 0;
      expect(await limits('credit_inspector', without(id(d)))).toEqual({
        maxAdditionalEquipment: equipment,
        minBankService: services,
      });
    });

    it('with variants: the variant of the term bounds the equipment by its maximal sum and sets the services', async () => {
      const d = row();
      edit(d, (s) => {
        s.variants = [
          variant({ term: 60, valid: false, sumMax: 2_000_000, errorMessages: ['Превышен ПДН'] }),
          variant({ term: 48, sumMax: 1_280_000 }),
          variant({
            term: 60,
            services: [
              { name: 'Страхование жизни', cost: 30_000, isCredit: true },
              { name: 'Телемедицина', cost: 9_000, isCredit: false },
            ],
          }),
        ];
      });
      // 1 300 000 - 1 250 000 leaves 50 000 for equipment; the services in the credit are 30 000 (more than 2 %).
      expect(await limits('credit_inspector', withVariants(id(d), TERMS))).toEqual({
        maxAdditionalEquipment: 50_000,
        minBankService: 30_000,
      });
      // The nearest valid term when none has the asked one: 48 months, 30 000 left under 1 280 000.
      const q = '?costRequested=1250000&carCost=1500000&initialFee=250000&term=36';
      expect(await limits('credit_inspector', withVariants(id(d), q))).toEqual({
        maxAdditionalEquipment: 30_000,
        minBankService: 25_000,
      });
    });

    it("with variants computed from the deal (none kept): the limits follow the deal's variant of the term", async () => {
      // A deal whose variant of the term (its services in the credit, its max sum) changes the limits.
      const withComputed = (x: number) =>
        serviceLimitsWithVariants(limitTerms(source(x).credit, {}), variantsOfDeal(app.store, x));
      const d = sample(
        (x) =>
          status(x) === 'approved' &&
          source(x).variants.length === 0 &&
          JSON.stringify(withComputed(x)) !== JSON.stringify(serviceLimits(limitTerms(source(x).credit, {}))),
      );
      expect(await limits('credit_inspector', withVariants(id(d)))).toEqual(withComputed(d));
    });

    it('with variants, a deal without any (not scored yet) counts as without them', async () => {
      const d = sample((x) => status(x) === 'in_progress' && source(x).variants.length === 0);
      expect(await limits('credit_inspector', withVariants(id(d), TERMS))).toEqual(
        await limits('credit_inspector', without(id(d), TERMS)),
      );
    });

    for (const bad of [
      'costRequested=-1',
      'costRequested=12000001',
      'term=0',
      'term=121',
      'carCost=abc',
      'initialFee=-5',
    ]) {
      it(`400 for ${bad}`, async () => {
        for (const url of [without(id(row()), `?${bad}`), withVariants(id(row()), `?${bad}`)]) {
          const res = await get('credit_inspector', url);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json<ErrorBody>().errors?.[0]?.propertyPath).toBe(bad.split('=')[0]);
        }
      });
    }

    guards('GET', (dealId) => without(dealId, TERMS), { allowed: 'credit_inspector', forbidden: 'viewer' });
    guards('GET', (dealId) => withVariants(dealId, TERMS), { allowed: 'release_manager', forbidden: 'viewer' });
  });

  describe('GET /api/autocredit/isNeedShowPopap/initialFee/{dealId}', () => {
    const url = (dealId: number) => `/api/autocredit/isNeedShowPopap/initialFee/${dealId}`;
    const popup = async (row: number) => {
      const res = await get('credit_inspector', url(id(row)));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<InitialFeePopupResponse>().result;
    };

    const WARNING =
      'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';

    it('a deal with an underwriter’s decision: the popup with its text, whatever the fee', async () => {
      expect(await popup(sample((d) => hasDecision(d) && feePercent(d) < 30))).toEqual({
        visible: true,
        message: WARNING,
      });
      expect(await popup(sample((d) => hasDecision(d) && feePercent(d) >= 30))).toEqual({
        visible: true,
        message: WARNING,
      });
    });

    it('no decision yet: nothing to change, no popup', async () => {
      expect(await popup(sample((d) => !hasDecision(d) && feePercent(d) < 30))).toEqual({
        visible: false,
        message: null,
      });
    });

    it('shows once the deal gets a decision', async () => {
      const row = sample((d) => !hasDecision(d) && status(d) === 'underwriting');
      expect((await popup(row)).visible).toBe(false);
      world().addDecision(row, 0, true, staffIndex('underwriter'));
      expect(await popup(row)).toEqual({ visible: true, message: WARNING });
    });

    guards('GET', url, { allowed: 'goz', forbidden: 'viewer' });
  });

  describe('POST /api/autocredit/change-agreed-auto/{dealId}/{choice}', () => {
    const url = (dealId: number, choice: number | string) => `/api/autocredit/change-agreed-auto/${dealId}/${choice}`;
    const row = () =>
      worked('credit_inspector', (d) => status(d) === 'client_approved' && kindOf(d) === 'credit_inspection');

    it('1: the car and its cost as the application has them are agreed; 0: the agreed cost is cleared', async () => {
      const d = await row();
      const agreed = await call('credit_inspector', 'POST', url(id(d), 1));
      expect(agreed.statusCode, agreed.body).toBe(200);
      expect(agreed.json()).toEqual({ result: true });
      expect(source(d).release.carCostAgreedClient).toBe(source(d).credit.carCostRequested);
      expect(source(d).release.carCostAgreedClient).toBeGreaterThan(0);

      expect(source(d).release.agreedAuto).toBe(1);

      const refused = await call('credit_inspector', 'POST', url(id(d), 0));
      expect(refused.statusCode, refused.body).toBe(200);
      expect(source(d).release.carCostAgreedClient).toBeNull();
      expect(source(d).release.agreedAuto).toBe(0);
    });

    it("the inspector's decision form shows the answer: agreed, the application's cost, read-only; not, to type", async () => {
      const d = sample(
        (x) =>
          status(x) === 'client_approved' &&
          kindOf(x) === 'credit_inspection' &&
          world().tasks.assignee[currentTask(x)]! < 0 &&
          source(x).release.agreedAuto == null,
      );
      const taskId = world().taskId(currentTask(d));
      expect((await call('credit_inspector', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
      const decision = async () =>
        (await get('credit_inspector', `/api/task/${taskId}?step=decision`)).json<TaskFormResponse>().result.form
          .fields;
      expect((await decision()).agreedAuto?.value).toBeNull();

      await call('credit_inspector', 'POST', url(id(d), 1));
      const agreed = await decision();
      expect(agreed.agreedAuto?.value).toBe('1');
      expect(agreed.carCostAgreedClient).toMatchObject({
        value: world().deals.carCost[d],
        attributes: { readonly: true },
      });

      await call('credit_inspector', 'POST', url(id(d), 0));
      const notAgreed = await decision();
      expect(notAgreed.agreedAuto?.value).toBe('0');
      expect(notAgreed.carCostAgreedClient?.value).toBeNull();
      expect(notAgreed.carCostAgreedClient?.attributes?.readonly).toBeUndefined();
    });

    it('400 for a choice other than 0 or 1', async () => {
      const d = await row();
      expect((await call('credit_inspector', 'POST', url(id(d), 2))).statusCode).toBe(400);
      expect((await call('credit_inspector', 'POST', url(id(d), 'yes'))).statusCode).toBe(400);
    });

    it("403 on a deal the user does not work: another's in work, one in the queue, a finished one", async () => {
      const theirs = sample(
        (x) =>
          kindOf(x) === 'release_decision' && world().tasks.assignee[currentTask(x)]! === staffIndex('release_manager'),
      );
      const queued = sample((x) => kindOf(x) === 'release_decision' && world().tasks.assignee[currentTask(x)]! < 0);
      const finished = sample((x) => status(x) === 'rejected');
      for (const [user, d] of [
        ['credit_inspector', theirs],
        ['pledge_editor', queued],
        ['credit_inspector', finished],
      ] as const) {
        const before = JSON.stringify(source(d).release);
        const res = await call(user, 'POST', url(id(d), 1));
        expect([res.statusCode, res.json<ErrorBody>().result], `${user} on ${id(d)}`).toEqual([403, 'Нет доступа']);
        expect(JSON.stringify(source(d).release)).toBe(before);
      }
    });

    it("404 for a deal of another sale point (an operator's)", async () => {
      const res = await call('goz', 'POST', url(id(otherSalePointDeal('goz')), 1));
      expect(res.statusCode, res.body).toBe(404);
    });

    guards('POST', (dealId) => url(dealId, 1), { allowed: 'credit_inspector', forbidden: 'viewer' });
  });

  describe('POST /api/autocredit/{dealId}/optional/cancel/{service}', () => {
    const url = (dealId: number, service: string) => `/api/autocredit/${dealId}/optional/cancel/${service}`;
    const DATES = { cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-12-20' };
    const withServices = async () => {
      const d = await worked('release_manager', (x) => status(x) === 'release' && kindOf(x) === 'release_decision');
      edit(d, (s) => {
        s.release.services = [
          { code: 'lifeInsurance', name: 'Страхование жизни и здоровья', cost: 82_500, active: true },
          { code: 'kasko', name: 'КАСКО', cost: 85_000, active: false },
        ];
      });
      return d;
    };
    const cancel = (d: number, service: string, payload: object = DATES, user = 'release_manager') =>
      call(user, 'POST', url(id(d), service), payload);

    it("an active service is switched off; the deal's other services stay as they were", async () => {
      const d = await withServices();
      const res = await cancel(d, 'lifeInsurance');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true });
      expect(source(d).release.services.map((s) => [s.code, s.active])).toEqual([
        ['lifeInsurance', false],
        ['kasko', false],
      ]);
      expect(source(d).release.services[0]!.cost).toBe(82_500);
    });

    it('400 for a service already off; 404 for one the deal does not have', async () => {
      const d = await withServices();
      const off = await cancel(d, 'kasko');
      expect(off.statusCode, off.body).toBe(400);
      expect(off.json<ErrorBody>().result).toBe('Услуга уже отключена');
      const unknown = await cancel(d, 'gap');
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json<ErrorBody>().result).toBe('Услуга не найдена');
    });

    it('400 with the field for a missing or impossible date, or a rate raised before the statement', async () => {
      const d = await withServices();
      const missing = await cancel(d, 'lifeInsurance', { cancelStatementDate: '2026-11-20' });
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json<ErrorBody>().errors).toEqual([
        { propertyPath: 'cancelUpPercentDate', message: 'Это поле обязательно для заполнения' },
      ]);
      const impossible = await cancel(d, 'lifeInsurance', { ...DATES, cancelStatementDate: '2026-02-30' });
      expect(impossible.statusCode, impossible.body).toBe(400);
      expect(impossible.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('cancelStatementDate');
      const early = await cancel(d, 'lifeInsurance', { ...DATES, cancelUpPercentDate: '2026-11-19' });
      expect(early.statusCode, early.body).toBe(400);
      expect(early.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('cancelUpPercentDate');
      expect(source(d).release.services[0]!.active).toBe(true);
    });

    it("the decision form's recalculation after a cancellation shows the service off for good", async () => {
      const d = sample(
        (x) =>
          kindOf(x) === 'credit_inspection' &&
          world().tasks.assignee[currentTask(x)]! < 0 &&
          source(x).release.services.some((s) => s.active),
      );
      const taskId = world().taskId(currentTask(d));
      expect((await call('credit_inspector', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
      const index = source(d).release.services.findIndex((s) => s.active);
      const { code } = source(d).release.services[index]!;
      const before = (await get('credit_inspector', `/api/task/${taskId}?step=decision`)).json<TaskFormResponse>()
        .result.form.fields.services?.children?.[String(index)]?.children;
      expect(before?.cancel).toMatchObject({ type: 'cancelServiceBtn', value: code });
      expect((await cancel(d, code, DATES, 'credit_inspector')).statusCode).toBe(200);
      // The page posts what it shows (the flag still on) and asks for the form again.
      const services = source(d).release.services.map((s) => ({ code: s.code, active: '1', cost: s.cost }));
      const reload = await call('credit_inspector', 'POST', `/api/task/${taskId}?step=decision&reload=true`, {
        decision: { services },
      });
      expect(reload.statusCode, reload.body).toBe(200);
      const after = reload.json<FormSaveResponse>().result.form.fields.services?.children?.[String(index)]?.children;
      expect(after?.active).toMatchObject({ value: 'false', attributes: { readonly: true } });
      expect(after?.cancel).toBeUndefined();
      expect(source(d).release.services[index]).toMatchObject({ active: false, cancellation: DATES });
    });

    it('400 for a service code that is not one', async () => {
      expect((await cancel(await withServices(), 'life%20insurance')).statusCode).toBe(400);
    });

    guards(
      'POST',
      (dealId) => url(dealId, 'lifeInsurance'),
      { allowed: 'release_manager', forbidden: 'viewer' },
      DATES,
    );
  });

  describe('POST /api/autocredit/{taskId}/file/{fileId}/delete', () => {
    const url = (taskId: number, fileId: number) => `/api/autocredit/${taskId}/file/${fileId}/delete`;
    /** The underwriter's task (claimed by the seeded underwriter) with two files: one of this task, one earlier. */
    const setUp = () => {
      const d = sample(
        (x) =>
          kindOf(x) === 'underwriter_check' && world().tasks.assignee[currentTask(x)]! === staffIndex('underwriter'),
      );
      const taskId = world().taskId(currentTask(d));
      const created = book().findTask(taskId)!.task.createdAt;
      const file = (fileId: number, at: number): StoredFile => ({
        id: fileId,
        name: `Справка ${fileId}.pdf`,
        path: `/api/file/get/${fileId}`,
        createdAt: isoAt(at),
      });
      edit(d, (s) => {
        s.documents.underwriterFiles = {
          code: 'underwriterFiles',
          group: 'underwriterFiles',
          title: 'Файлы андеррайтера',
          files: [file(88_121, created + 5 * MINUTE), file(88_120, created - HOUR), file(88_122, created + MINUTE)],
          limit: null,
          // The underwriter (6) uploaded both of theirs; the operator (2) added one since the task began.
          uploadedBy: { '88121': 6, '88120': 6, '88122': 2 },
        };
      });
      return { d, taskId };
    };

    it('a file uploaded in the task is deleted', async () => {
      const { d, taskId } = setUp();
      const res = await call('underwriter', 'POST', url(taskId, 88_121));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true });
      expect(source(d).documents.underwriterFiles!.files.map((f) => f.id)).toEqual([88_120, 88_122]);
    });

    it("403 for a file someone else uploaded, though since the task began: as the documents' own delete", async () => {
      const { d, taskId } = setUp();
      const res = await call('underwriter', 'POST', url(taskId, 88_122));
      expect([res.statusCode, res.json<ErrorBody>().result]).toEqual([
        403,
        'Невозможно удалить файл загруженный ранее',
      ]);
      expect(source(d).documents.underwriterFiles!.files).toHaveLength(3);
    });

    it("403 'Невозможно удалить файл загруженный ранее' for a file uploaded before the task", async () => {
      const { d, taskId } = setUp();
      const res = await call('underwriter', 'POST', url(taskId, 88_120));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<ErrorBody>()).toEqual({
        result: 'Невозможно удалить файл загруженный ранее',
        detail: 'Невозможно удалить файл загруженный ранее',
      });
      expect(source(d).documents.underwriterFiles!.files).toHaveLength(3);
    });

    it("403 for someone else's task; 404 for an unknown file, an unknown task, a closed task", async () => {
      const { taskId } = setUp();
      const others = await call('underwriter_external', 'POST', url(taskId, 88_121));
      expect(others.statusCode, others.body).toBe(403);
      expect((await call('underwriter', 'POST', url(taskId, 1))).statusCode).toBe(404);
      expect((await call('underwriter', 'POST', url(1, 88_121))).statusCode).toBe(404);
      const closed = world().dealTasks(sample((x) => status(x) === 'issued'))[0]!;
      const gone = await call('underwriter', 'POST', url(world().taskId(closed), 88_121));
      expect(gone.statusCode, gone.body).toBe(404);
      expect(gone.json<ErrorBody>().result).toBe('Задача завершена и более недоступна.');
    });

    it('400 for an id that is not one; 401 without a token; 403 for a role without tasks', async () => {
      const { taskId } = setUp();
      expect((await call('underwriter', 'POST', url(taskId, 0))).statusCode).toBe(400);
      expect((await anonymous('POST', url(taskId, 88_121))).statusCode).toBe(401);
      expect((await call('viewer', 'POST', url(taskId, 88_121))).statusCode).toBe(403);
    });
  });

  describe('the underwriter strategy timer', () => {
    const strategyUrl = (dealId: number) => `/api/underwriter/strategyTime/${dealId}`;
    const timeOutUrl = (dealId: number) => `/api/underwriter/isTimeOut/${dealId}`;
    const strategyTime = async (row: number) => {
      const res = await get('underwriter', strategyUrl(id(row)));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StrategyTimeResponse>().result.strategyTime;
    };
    const isTimeOut = async (row: number) => {
      const res = await get('underwriter', timeOutUrl(id(row)));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TimeOutResponse>().result.isTimeOut;
    };

    it("strategyTime: the minutes of the deal's strategy; 0 before the underwriters", async () => {
      const row = sample((d) => status(d) === 'underwriting');
      expect(await strategyTime(row)).toBe(STRATEGIES[world().deals.strategy[row]!]!.minutes);
      expect(await strategyTime(sample((d) => status(d) === 'new'))).toBe(0);
    });

    it('isTimeOut: counted from the claim, true once the strategy time has passed', async () => {
      const row = sample((d) => kindOf(d) === 'underwriter_check' && world().tasks.assignee[currentTask(d)]! < 0);
      const taskId = world().taskId(currentTask(row));
      // In the queue the countdown has not started, however old the task.
      expect(await isTimeOut(row)).toBe(false);

      const claimed = await call('underwriter', 'POST', `/api/task/claim/${taskId}`);
      expect(claimed.statusCode, claimed.body).toBe(200);
      const claimedAt = clock;
      const minutes = await strategyTime(row);
      expect(minutes).toBeGreaterThan(0);

      // The access token lives 15 minutes: a new one at each moved clock, and the clock back for the other tests.
      try {
        clock = claimedAt + minutes * MINUTE - 1000;
        tokens.underwriter = await signIn(app, 'underwriter');
        expect(await isTimeOut(row)).toBe(false);
        clock = claimedAt + minutes * MINUTE + 1000;
        tokens.underwriter = await signIn(app, 'underwriter');
        expect(await isTimeOut(row)).toBe(true);
      } finally {
        clock = claimedAt;
        tokens.underwriter = await signIn(app, 'underwriter');
      }
    });

    it('isTimeOut: never for a task that is not a pre-decision one (the deal has a decision, not a preliminary one)', async () => {
      const row = sample((d) => {
        const last = world().deals.lastDecision[d]!;
        const free = kindOf(d) === 'underwriter_check' && world().tasks.assignee[currentTask(d)]! < 0;
        return free && last >= 0 && world().decisions.preliminary[last] === 0;
      });
      const claimed = await call('underwriter', 'POST', `/api/task/claim/${world().taskId(currentTask(row))}`);
      expect(claimed.statusCode, claimed.body).toBe(200);
      const claimedAt = clock;
      const minutes = await strategyTime(row);
      expect(minutes).toBeGreaterThan(0);
      try {
        clock = claimedAt + minutes * MINUTE + 1000;
        tokens.underwriter = await signIn(app, 'underwriter');
        expect(await isTimeOut(row)).toBe(false);
      } finally {
        clock = claimedAt;
        tokens.underwriter = await signIn(app, 'underwriter');
      }
    });

    it('isTimeOut: false for a deal without an underwriter task', async () => {
      expect(await isTimeOut(sample((d) => status(d) === 'issued'))).toBe(false);
    });

    guards('GET', strategyUrl, { allowed: 'underwriter', forbidden: 'credit_inspector' });
    guards('GET', timeOutUrl, { allowed: 'underwriter_external', forbidden: 'credit_inspector' });
  });

  describe('GET /api/underwriter/get-timer-messages', () => {
    const url = '/api/underwriter/get-timer-messages';

    it('the delay reasons of the decision form, as code and message', async () => {
      const res = await get('underwriter', url);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json<TimerMessageListResponse>().result;
      expect(result).toEqual(DEFAULT_DICTIONARIES.delayReasons.map((r) => ({ code: r.value, message: r.label })));
      expect(result).toContainEqual({ code: 'client_unavailable', message: 'Клиент не отвечал на звонки' });
    });

    it('401 without a token; 403 for a role other than the underwriters', async () => {
      expect((await anonymous('GET', url)).statusCode).toBe(401);
      expect((await get('credit_inspector', url)).statusCode).toBe(403);
    });
  });
});
