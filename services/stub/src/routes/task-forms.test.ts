import { describe, expect, it } from 'vitest';
import type {
  DealCreateResponse,
  DealListResponse,
  FastDecisionPersonFormResponse,
  FormResponse,
  FormSaveResponse,
  RefusalReasonGroupListResponse,
} from '@autocredit/generated/api';
import { TVERSKAYA } from '../testing/form-fixtures';
import { BL_AUTOCREDIT } from '../domain/world/seed/catalog-deals';
import { expectError, useTaskWorld } from '../testing/task-world';

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
    expectError(await refuse(seeded('underwriter_check', free).taskId, ['client_refused']), 400, 'Действие недоступно');
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
