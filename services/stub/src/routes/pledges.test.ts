import { describe, expect, it } from 'vitest';
import type {
  AssignmentAgreementListResponse,
  ErrorBody,
  FormSaveResponse,
  OkResponse,
  PledgeErrorResponse,
  PledgeInfoResponse,
  PledgeListResponse,
  PledgeProcessLogListResponse,
  PledgeStatus,
  PledgeTaskListResponse,
  TaskFormResponse,
} from '@autocredit/generated/api';
import { PLEDGE_STATUS_NAMES } from '../domain/pledges';
import { restoreStore, snapshotStore } from '../domain/store/store-state';
import type { PledgeRecord } from '../domain/pledges/records';
import { recordPublished, signedInApp } from '../testing/app';

const DELAY_MS = 30;
const { app, call } = signedInApp(['pledge_editor', 'pledge_viewer', 'underwriter'], { registryDelayMs: DELAY_MS });

const world = () => app().store.world;
const idOf = (p: PledgeRecord) => world().pledgeId(p.row);
/** The seeded pledges of a status, oldest first. */
const inStatus = (status: PledgeStatus) => world().pledges.filter((p) => p.status === status);
const first = (status: PledgeStatus) => {
  const found = inStatus(status)[0];
  if (!found) throw new Error(`no pledge in ${status}`);
  return found;
};
const statusOf = (id: number) => world().pledges[id - world().pledgeId(0)]!.status;
const numberOf = (p: PledgeRecord) => app().store.pledges.numbersOf(world(), p).notificationReferenceNumber!;

/** Waits (a few registry delays at most) until the test passes. */
async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && !test(); i++) await new Promise((r) => setTimeout(r, DELAY_MS / 2));
  expect(test()).toBe(true);
}

/** The `result` of a 200 answer. */
const get = async <R>(user: string, url: string): Promise<R> => {
  const res = await call(user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: R }>().result;
};
const tasks = (query = '', user = 'pledge_editor') =>
  get<PledgeTaskListResponse['result']>(user, `/api/pledge/user_task_list${query}`);
const pledges = (query = '', user = 'pledge_editor') =>
  get<PledgeListResponse['result']>(user, `/api/pledge/list${query}`);

describe('the pledge lists (GET /api/pledge/user_task_list, GET /api/pledge/list)', () => {
  it('lists every pledge, newest first, ten a page, with the status names', async () => {
    const all = await pledges('?per_page=100');
    expect(all.count).toBe(world().pledges.length);
    const created = all.list.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.filter.statuses).toEqual(PLEDGE_STATUS_NAMES);
    const page = await pledges('?page=2');
    expect(page.list.map((p) => p.id)).toEqual(all.list.slice(10, 20).map((p) => p.id));
    // Every status of the lifecycle is seeded.
    for (const status of Object.keys(PLEDGE_STATUS_NAMES)) expect(inStatus(status).length, status).toBeGreaterThan(0);
    expect(all.list.find((p) => p.status === 'reg_success')).toMatchObject({
      statusName: 'Зарегистрирован',
      data: { notificationReferenceNumber: expect.stringMatching(/^\d{4}-\d{3}-\d{6}-\d{3}$/) },
      processes: { pledge: { processRestart: false }, pledge_take_off: null },
    });
    expect(all.list.find((p) => p.status === 'reg_new')?.data).toMatchObject({
      registrationId: null,
      notificationReferenceNumber: null,
      notificationId: null,
    });
  });

  it('lists a pledge registered after an earlier read first', async () => {
    const before = await pledges();
    const deal = [...Array(world().deals.count).keys()].find((row) => world().pledgeOfDeal(row) === undefined)!;
    world().openTask(deal, 'pledge_registration');
    const after = await pledges();
    expect(after.count).toBe(before.count + 1);
    expect(after.list[0]!.id).toBe(idOf(world().pledgeOfDeal(deal)!));
    expect(after.list.slice(1).map((p) => p.id)).toEqual(before.list.slice(0, 9).map((p) => p.id));
  });

  it('filters by every key of 002 §2, together', async () => {
    const p = first('reg_success');
    const id = idOf(p);
    const view = (await pledges(`?pledgeId=${id}`)).list[0]!;
    const { data } = view;
    const name = data.pledgors[0]!.name;
    const ids = async (query: string) => (await pledges(`${query}&per_page=100`)).list.map((x) => x.id);
    expect(await ids(`?id=${view.deal.id}`)).toEqual([id]);
    expect(await ids(`?surName=${encodeURIComponent(name.last.toLowerCase())}`)).toContain(id);
    expect(
      await ids(`?firstName=${encodeURIComponent(name.first)}&middleName=${encodeURIComponent(name.middle!)}`),
    ).toContain(id);
    expect(await ids(`?registrationId=${data.notificationReferenceNumber!.slice(0, 12)}`)).toContain(id);
    expect(await ids(`?registrationId=${data.registrationId}`)).toEqual([id]);
    expect(await ids(`?notificationId=${data.notificationId}`)).toEqual([id]);
    expect(await ids(`?vin=${data.vehicles[0]!.vin.slice(0, 8).toLowerCase()}`)).toContain(id);
    expect(await ids(`?vehicleDescription=${encodeURIComponent(data.vehicles[0]!.description!)}`)).toContain(id);
    expect(await ids(`?contractNumber=${encodeURIComponent(view.dealExternalId!)}`)).toEqual([id]);
    expect(await ids(`?contractName=${encodeURIComponent('потребительского')}&pledgeId=${id}`)).toEqual([id]);
    expect(await ids(`?contractName=${encodeURIComponent('лизинга')}`)).toEqual([]);
    const issued = new Date(world().deals.finishedAt[p.deal]! + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`?contractDate=${issued}`)).toContain(id);
    expect(await ids(`?camundaId=${view.processes.pledge!.cockpitUrl!.slice(-12)}`)).toEqual([id]);
    const day = view.createdAt!.slice(0, 10);
    expect(await ids(`?createdFrom=${day}&createdTo=${day}&pledgeId=${id}`)).toEqual([id]);
    expect(await ids(`?createdTo=2020-01-01`)).toEqual([]);
    const registrar = app().store.users.byUsername('pledge_editor')!.email;
    const byRegistrar = await ids(`?registrarEmail=${encodeURIComponent(registrar)}`);
    expect(byRegistrar.length).toBeGreaterThan(0);
    expect(byRegistrar.length).toBeLessThan(world().pledges.length);
    const statuses = await pledges('?status=reg_error_upload,reg_rework&per_page=100');
    expect(new Set(statuses.list.map((x) => x.status))).toEqual(new Set(['reg_error_upload', 'reg_rework']));
    const agreement = await ids(`?assignmentAgreementContractNumber=${encodeURIComponent('ДЦ-2026/11-021')}`);
    expect(agreement).toEqual(
      app()
        .store.pledges.agreement(21)
        .pledges.toSorted((a, b) => b - a),
    );
    // AND: a deal's id with another deal's VIN finds nothing.
    expect(await ids(`?id=${view.deal.id}&vin=${world().vin(first('reg_new').deal)}`)).toEqual([]);
  });

  it('answers 400 with the field for a malformed filter, never 500', async () => {
    for (const [query, field] of [
      ['createdFrom=2026-13-45', 'createdFrom'],
      ['createdTo=yesterday', 'createdTo'],
      ['contractDate=2026-02-30', 'contractDate'],
      ['status=REG!', 'status'],
      ['vin=IOQ', 'vin'],
      ['pledgeId=0', 'pledgeId'],
      ['per_page=500', 'per_page'],
      ['taskStatuses[]=task_done', 'taskStatuses[]'],
    ]) {
      const res = await call('pledge_editor', 'GET', `/api/pledge/user_task_list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json<ErrorBody>().errors?.map((e) => e.propertyPath.replace(/[./]\d+$/, '')),
        query,
      ).toContain(field);
    }
    expect((await call('pledge_editor', 'GET', '/api/pledge/list?createdFrom=2026-13-45')).statusCode).toBe(400);
  });

  it('moves a claimed task from the queue to the claimer’s own list, newest task first', async () => {
    const queueQuery = '?taskStatuses[]=task_create&taskStatuses[]=task_unclaim&needAssignee=true&per_page=100';
    const queue = await tasks(queueQuery);
    const created = queue.tasks.map((t) => t.created);
    expect(created).toEqual([...created].sort().reverse());
    const taken = queue.tasks[0]!;
    const mineBefore = await tasks('?taskStatuses[]=task_claim&per_page=100');
    expect((await call('pledge_editor', 'POST', `/api/task/claim/${taken.id}`)).statusCode).toBe(200);
    expect((await tasks(queueQuery)).tasks.map((t) => t.id)).not.toContain(taken.id);
    const mine = await tasks('?taskStatuses[]=task_claim&per_page=100');
    expect(mine.count).toBe(mineBefore.count + 1);
    expect(mine.tasks.map((t) => t.id)).toContain(taken.id);
  });

  it('lists the queue (new) and the editor’s own claimed tasks (my), with the pledge', async () => {
    const queue = await tasks('?taskStatuses[]=task_create&taskStatuses[]=task_unclaim&needAssignee=true&per_page=100');
    expect(queue.count).toBeGreaterThan(3);
    expect(queue.tasks.every((t) => t.assignee === null)).toBe(true);
    const error = queue.tasks.find((t) => t.pledge.status === 'assignment_error_upload');
    expect(error).toMatchObject({
      name: 'Регистрация залога',
      currentRole: 'pledge',
      processName: 'pledge',
      taskDefinitionKey: 'pledge_registration',
      pledge: { statusName: 'Ошибка переуступки' },
    });
    const mine = await tasks('?taskStatuses[]=task_claim');
    expect(mine.tasks.length).toBeGreaterThan(0);
    expect(mine.tasks.every((t) => t.assignee === 'pledge_editor')).toBe(true);
    const both = await tasks('?per_page=100');
    expect(both.count).toBe(queue.count + mine.count);
    expect((await tasks('?status=reg_rework')).tasks.map((t) => t.pledge.status)).toEqual(['reg_rework']);
    // The viewer reads the lists (they claim nothing: their own list is empty).
    expect((await tasks('?taskStatuses[]=task_claim', 'pledge_viewer')).count).toBe(0);
    expect((await pledges('', 'pledge_viewer')).count).toBe(world().pledges.length);
  });

  it('is for the pledge editors and viewers only', async () => {
    for (const url of ['/api/pledge/user_task_list', '/api/pledge/list', '/api/pledge/balance']) {
      expect((await call('underwriter', 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

describe('the pledge view (GET /api/pledge/info/{id}, GET /api/pledge/process-logs/{id}, the files)', () => {
  it('gives the pledge, its steps, the step asked for and its files, which download', async () => {
    const p = first('assignment_success');
    const info = await get<PledgeInfoResponse['result']>('pledge_viewer', `/api/pledge/info/${idOf(p)}?step=docs`);
    expect(info.steps).toEqual({ main: 'Залог', docs: 'Документы', history: 'История' });
    expect(info.current_step).toBe('docs');
    expect(info.pledge).toMatchObject({ id: idOf(p), status: 'assignment_success', statusName: 'Переуступлен' });
    expect(info.collectionId).toBe(app().store.deals.currentSource(p.deal).deal.collectionId);
    expect(info.files.map((f) => f.mimeType)).toEqual(['application/xml', 'application/pdf', 'application/pdf']);
    const xml = await call('pledge_viewer', 'GET', info.files[0]!.path);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(`<PledgeNotice id="${idOf(p)}"`);
    const pdf = await call('pledge_editor', 'GET', info.files[1]!.path);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get<PledgeInfoResponse['result']>('pledge_viewer', `/api/pledge/info/${idOf(p)}`)).current_step).toBe(
      'main',
    );
    const fresh = await get<PledgeInfoResponse['result']>(
      'pledge_editor',
      `/api/pledge/info/${idOf(first('reg_new'))}`,
    );
    expect(fresh.files).toEqual([]);
  });

  it('answers 400 for an unknown step or a malformed id, 404 for an unknown pledge', async () => {
    const unknownStep = await call('pledge_editor', 'GET', `/api/pledge/info/${idOf(first('reg_new'))}?step=nope`);
    expect(unknownStep.statusCode).toBe(400);
    expect(unknownStep.json<ErrorBody>().errors).toEqual([{ propertyPath: 'step', message: 'Неизвестный шаг' }]);
    expect((await call('pledge_editor', 'GET', '/api/pledge/info/abc')).statusCode).toBe(400);
    expect((await call('pledge_editor', 'GET', '/api/pledge/info/99999')).statusCode).toBe(404);
    expect((await call('pledge_editor', 'GET', '/api/pledge/process-logs/99999')).statusCode).toBe(404);
    expect((await call('pledge_editor', 'GET', '/api/pledge/process-logs/x')).statusCode).toBe(400);
  });

  it('gives the process log, oldest first: the tasks with their times, the registry’s answer', async () => {
    const p = first('reg_success');
    const log = await get<PledgeProcessLogListResponse['result']>(
      'pledge_viewer',
      `/api/pledge/process-logs/${idOf(p)}`,
    );
    expect(log.map((e) => [e.taskName, e.status])).toEqual([
      ['Регистрация залога', 'Завершена'],
      ['Отправка уведомления в ФНП', 'Завершена'],
    ]);
    expect(log[0]).toMatchObject({
      username: expect.any(String),
      waitTime: expect.any(Number),
      workTime: expect.any(Number),
    });
    expect(log[0]!.completedAt).not.toBeNull();
    const open = first('reg_new');
    const pending = await get<PledgeProcessLogListResponse['result']>(
      'pledge_viewer',
      `/api/pledge/process-logs/${idOf(open)}`,
    );
    expect(pending).toMatchObject([
      { taskName: 'Регистрация залога', status: 'Создана', completedAt: null, workTime: null },
    ]);
  });
});

describe('the registry check (GET /api/pledge/is-pledged/{id})', () => {
  it('says registered, not registered, or 400 with the registry’s error lines', async () => {
    const [held, unreachable] = inStatus('reg_error_upload');
    expect(await get('pledge_viewer', `/api/pledge/is-pledged/${idOf(first('assignment_error_upload'))}`)).toBe(true);
    expect(await get('pledge_editor', `/api/pledge/is-pledged/${idOf(held!)}`)).toBe(true);
    expect(await get('pledge_editor', `/api/pledge/is-pledged/${idOf(first('reg_new'))}`)).toBe(false);
    expect(await get('pledge_editor', `/api/pledge/is-pledged/${idOf(first('reg_rework'))}`)).toBe(false);
    const failed = await call('pledge_editor', 'GET', `/api/pledge/is-pledged/${idOf(unreachable!)}`);
    expect(failed.statusCode).toBe(400);
    expect(failed.json<PledgeErrorResponse>()).toEqual({
      result: { errors: ['ФНП: превышено время ожидания ответа', 'Код ответа: 504'] },
    });
    const bad = await call('pledge_editor', 'GET', '/api/pledge/is-pledged/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<PledgeErrorResponse>().result.errors.length).toBe(1);
    expect((await call('pledge_editor', 'GET', '/api/pledge/is-pledged/99999')).statusCode).toBe(404);
  });
});

/** The body of an action: `OkResponse` on success, an `ErrorBody` (its `result` a text) on failure. */
type ActBody = Omit<OkResponse, 'result'> & Omit<ErrorBody, 'result'> & { result?: boolean | string | null };

/** An action as the editor: its status and body. */
const act = async (url: string, payload?: object, user = 'pledge_editor') => {
  const res = await call(user, 'POST', url, payload);
  return { status: res.statusCode, body: res.json<ActBody>() };
};

describe('take-off (POST /api/pledge/take_off/{id}, POST /api/pledge/take_off_by_external)', () => {
  it('takes off a registered pledge: in progress, then taken off when the registry answers', async () => {
    const p = inStatus('reg_success').at(-1)!;
    const done = await act(`/api/pledge/take_off/${idOf(p)}`);
    expect(done).toEqual({
      status: 200,
      body: { result: true, messages: [{ type: 'success', message: 'Залог снят с обременения!' }] },
    });
    expect(statusOf(idOf(p))).toBe('take_off_in_progress');
    const view = (await pledges(`?pledgeId=${idOf(p)}`)).list[0]!;
    expect(view.processes.pledge_take_off).toMatchObject({
      processRestart: false,
      cockpitUrl: expect.stringContaining('6c8349cc'),
    });
    await until(() => statusOf(idOf(p)) === 'take_off_success');
    const again = await act(`/api/pledge/take_off/${idOf(p)}`);
    expect(again).toEqual({
      status: 400,
      body: {
        result: 'Ошибка снятия с обременения!',
        detail: 'Снятие с обременения доступно только для зарегистрированного залога',
      },
    });
    expect((await act('/api/pledge/take_off/99999')).status).toBe(404);
    expect((await act('/api/pledge/take_off/abc')).status).toBe(400);
  });

  it('takes off by the registry number; 400 at the field for an unknown number or a bad body', async () => {
    const p = inStatus('reg_success').at(-2)!;
    const body = { notificationReferenceNumber: numberOf(p), kind: 'auto_pledge' };
    const done = await act('/api/pledge/take_off_by_external', body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.messages).toEqual([{ type: 'success', message: 'Создана задача на снятие залога с обременения' }]);
    expect(statusOf(idOf(p))).toBe('take_off_new');
    await until(() => statusOf(idOf(p)) === 'take_off_success');
    const unknown = await act('/api/pledge/take_off_by_external', {
      notificationReferenceNumber: '2000-001-000000-000',
      kind: 'auto_pledge',
    });
    expect(unknown).toEqual({
      status: 400,
      body: {
        result: 'Ошибка снятия с обременения!',
        errors: [
          { propertyPath: 'notificationReferenceNumber', message: 'Залог с таким номером регистрации не найден' },
        ],
      },
    });
    for (const bad of [
      { kind: 'auto_pledge' },
      { notificationReferenceNumber: '', kind: 'auto_pledge' },
      { notificationReferenceNumber: 'x', kind: 'car' },
      {},
    ]) {
      const res = await act('/api/pledge/take_off_by_external', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.result).toBe('Ошибка снятия с обременения!');
    }
  });
});

describe('assignment and restarts', () => {
  it('creates the assignment process of a registered pledge; the registry assigns it', async () => {
    const p = inStatus('reg_success').at(-3)!;
    const done = await act(`/api/pledge/assignment/${idOf(p)}`);
    expect(done.body.messages).toEqual([{ type: 'success', message: 'Процесс переуступки залога успешно создан' }]);
    expect(statusOf(idOf(p))).toBe('assignment_in_progress');
    await until(() => statusOf(idOf(p)) === 'assignment_success');
    const again = await act(`/api/pledge/assignment/${idOf(p)}`);
    expect(again).toEqual({
      status: 400,
      body: {
        result: 'Ошибка создания процесса переуступки',
        detail: 'Переуступка доступна только для зарегистрированного залога',
      },
    });
  });

  it('restarts a failed take-off and a stuck registration once; 400 when there is nothing to restart', async () => {
    const takeOff = idOf(first('take_off_error_upload'));
    expect((await pledges(`?pledgeId=${takeOff}`)).list[0]!.processes.pledge_take_off?.processRestart).toBe(true);
    const restarted = await act(`/api/pledge/${takeOff}/process-restart/pledge_take_off`);
    expect(restarted.body.messages).toEqual([{ type: 'success', message: 'Процесс успешно перезапущен!' }]);
    await until(() => statusOf(takeOff) === 'take_off_success');
    expect((await act(`/api/pledge/${takeOff}/process-restart/pledge_take_off`)).body).toEqual({
      result: 'Ошибка перезапуска!',
      detail: 'Процесс не требует перезапуска',
    });

    const stuck = world().pledges.find(
      (p) => p.status === 'reg_in_progress' && world().taskState(p.task) === 'closed',
    )!;
    expect((await pledges(`?pledgeId=${idOf(stuck)}`)).list[0]!.processes.pledge?.processRestart).toBe(true);
    expect((await act(`/api/pledge/${idOf(stuck)}/process-restart/pledge`)).status).toBe(200);
    await until(() => statusOf(idOf(stuck)) === 'reg_success');
    const log = await get<PledgeProcessLogListResponse['result']>(
      'pledge_editor',
      `/api/pledge/process-logs/${idOf(stuck)}`,
    );
    expect(log.map((e) => e.taskName)).toEqual(
      expect.arrayContaining(['Перезапуск процесса', 'Отправка уведомления в ФНП']),
    );
    expect(log.find((e) => e.taskName === 'Перезапуск процесса')?.username).toBe('pledge_editor');

    expect((await act(`/api/pledge/${idOf(first('reg_new'))}/process-restart/pledge`)).status).toBe(400);
    expect((await act(`/api/pledge/${takeOff}/process-restart/other`)).status).toBe(400);
  });

  it('downloads the assignment result of an assigned pledge as a PDF; 400 for another status', async () => {
    const p = first('assignment_success');
    const res = await call('pledge_viewer', 'GET', `/api/pledge/download/${idOf(p)}/resultAssignment`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${idOf(p)}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await call('pledge_viewer', 'GET', `/api/pledge/download/${idOf(first('reg_new'))}/resultAssignment`);
    expect(other.statusCode).toBe(400);
  });

  it('refuses every action to the pledge viewer (403)', async () => {
    const id = idOf(first('reg_success'));
    for (const url of [
      `/api/pledge/take_off/${id}`,
      `/api/pledge/assignment/${id}`,
      `/api/pledge/${id}/process-restart/pledge`,
      '/api/pledge/assignment/create/21',
    ]) {
      expect((await act(url, undefined, 'pledge_viewer')).status, url).toBe(403);
    }
    const external = await act(
      '/api/pledge/take_off_by_external',
      { notificationReferenceNumber: 'x', kind: 'auto_pledge' },
      'pledge_viewer',
    );
    expect(external.status).toBe(403);
    expect(statusOf(id)).toBe('reg_success');
  });
});

describe('the assignment agreements (GET /api/pledge/assignment-agreement/list, POST /api/pledge/assignment/create/{id})', () => {
  const agreements = (query = '', user = 'pledge_editor') =>
    get<AssignmentAgreementListResponse['result']>(user, `/api/pledge/assignment-agreement/list${query}`);

  it('lists the agreements with the counts of their pledges, filtered', async () => {
    const all = await agreements('', 'pledge_viewer');
    expect(all.list.map((a) => [a.id, a.status])).toEqual([
      [21, 'new'],
      [17, 'in_process'],
      [9, 'completed'],
    ]);
    expect(all.filter.statuses).toEqual({
      new: 'Новый',
      in_process: 'В процессе',
      completed: 'Завершен',
      completed_with_errors: 'Завершен с ошибками',
    });
    const running = all.list[1]!;
    expect(running.countAllPledges).toBe(
      running.countErrorPledges +
        running.countNewPledges +
        running.countReworkPledges +
        running.countSuccessPledges +
        running.countInProcessPledges +
        1,
    );
    expect(running.countErrorPledges).toBe(1);
    expect(running.countReworkPledges).toBe(1);
    expect((await agreements(`?contractNumber=${encodeURIComponent('2026/10')}`)).list.map((a) => a.id)).toEqual([9]);
    expect((await agreements('?dateStart=2026-11-01&dateEnd=2026-11-20')).list.map((a) => a.id)).toEqual([17]);
    expect((await agreements('?status=completed')).list.map((a) => a.id)).toEqual([9]);
    expect((await agreements('?per_page=1&page=2')).list.map((a) => a.id)).toEqual([17]);
    for (const query of ['?dateStart=2026-02-31', '?dateEnd=soon', '?page=0']) {
      expect(
        (await call('pledge_editor', 'GET', `/api/pledge/assignment-agreement/list${query}`)).statusCode,
        query,
      ).toBe(400);
    }
  });

  it('queues an agreement’s registered pledges; the processes start with assignmentStartProcess and end assigned', async () => {
    const published = recordPublished(app());
    const members = app().store.pledges.agreement(21).pledges;
    const done = await act('/api/pledge/assignment/create/21');
    expect(done.body).toEqual({
      result: true,
      messages: [{ type: 'success', message: 'Залоги успешно добавлены в очередь для переуступки' }],
    });
    expect(members.map(statusOf)).toEqual(members.map(() => 'assignment_new'));
    await until(() => published.some((p) => p.event.type === 'assignmentStartProcess'));
    const event = published.find((p) => p.event.type === 'assignmentStartProcess')!;
    expect(event.event).toEqual({
      type: 'assignmentStartProcess',
      data: { message: 'Запущен процесс переуступки залогов', agreementId: 21 },
    });
    expect(event.topics).toEqual([
      `https://autocredit.example/users/${app().store.users.byUsername('pledge_editor')!.id}`,
    ]);
    await until(() => members.every((id) => statusOf(id) === 'assignment_success'));
    expect((await agreements('?status=completed')).list.map((a) => a.id)).toEqual([21, 9]);

    const nothing = await act('/api/pledge/assignment/create/21');
    expect(nothing).toEqual({
      status: 400,
      body: { result: 'Ошибка', messages: [{ type: 'error', message: 'В соглашении нет залогов для переуступки' }] },
    });
    expect((await act('/api/pledge/assignment/create/404')).status).toBe(404);
    expect((await act('/api/pledge/assignment/create/x')).status).toBe(400);
  });
});

describe('the pledge task through the form engine (GET/POST /api/task/{id}?step=)', () => {
  const taskOf = (p: PledgeRecord) => world().taskId(p.task);
  const save = async (taskId: number, step: string, body: object) => {
    const res = await call('pledge_editor', 'POST', `/api/task/${taskId}?step=${step}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FormSaveResponse>();
  };

  it('works a failed assignment to the end: the form carries the pledge, the refuse reads Отменить переуступку', async () => {
    const p = first('assignment_error_upload');
    const taskId = taskOf(p);
    expect((await call('pledge_editor', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
    const page = (await call('pledge_editor', 'GET', `/api/task/${taskId}`)).json<TaskFormResponse>().result;
    expect(page.form).toMatchObject({
      formName: 'pledge_registration',
      steps: { pledgors: 'Залогодатели', vehicles: 'Транспортные средства', send: 'Отправка' },
      buttons: { cancelDeal: { label: 'Отменить переуступку' } },
      entityId: idOf(p),
      entityStatus: 'assignment_error_upload',
      collectionId: expect.any(Number),
    });
    await save(taskId, 'pledgors', { pledge_registration: {} });
    await save(taskId, 'vehicles', { pledge_registration: {} });
    await save(taskId, 'send', { pledge_registration: { checked: '1' } });
    expect(statusOf(idOf(p))).toBe('assignment_in_progress');
    await until(() => statusOf(idOf(p)) === 'assignment_success');
    expect(world().taskState(p.task)).toBe('closed');
  });

  it('a registration without a vehicle description is refused by the registry: reg_error_upload and a new task', async () => {
    const p = first('reg_rework');
    const taskId = taskOf(p);
    expect((await call('pledge_editor', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
    const page = (await call('pledge_editor', 'GET', `/api/task/${taskId}?step=vehicles`)).json<TaskFormResponse>()
      .result;
    expect(page.form.buttons).toEqual({ cancelDeal: { label: 'Отменить регистрацию' } });
    await save(taskId, 'pledgors', { pledge_registration: {} });
    await save(taskId, 'vehicles', {
      pledge_registration: { vehicles: { 0: { vin: world().vin(p.deal), description: '' } } },
    });
    await save(taskId, 'send', { pledge_registration: { checked: '1' } });
    await until(() => statusOf(idOf(p)) === 'reg_error_upload');
    expect(taskOf(p)).not.toBe(taskId);
    const queue = await tasks(`?pledgeId=${idOf(p)}`);
    expect(queue.tasks).toMatchObject([{ id: taskOf(p), assignee: null, pledge: { status: 'reg_error_upload' } }]);
    const log = await get<PledgeProcessLogListResponse['result']>(
      'pledge_editor',
      `/api/pledge/process-logs/${idOf(p)}`,
    );
    expect(log.find((e) => e.status === 'Ошибка')?.contextMessage).toBe(
      'Ошибка ФНП: не указано описание транспортного средства',
    );
  });

  it('cancels a pledge task with cancelDeal: the registration is cancelled', async () => {
    const p = first('reg_new');
    const taskId = taskOf(p);
    expect((await call('pledge_editor', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
    await save(taskId, 'pledgors', { pledge_registration: { cancelDeal: 1 } });
    expect(statusOf(idOf(p))).toBe('reg_cancel');
  });
});

describe('the balance (GET /api/pledge/balance)', () => {
  const balance = async () => get<number>('pledge_viewer', '/api/pledge/balance');

  it('counts down with each registration, then queues them: 0, then -N', async () => {
    const store = app().store;
    const book = store.pledges;
    book.topUp(store, 1 - book.balance);
    expect(await balance()).toBe(1);
    const sent = inStatus('reg_error_upload')
      .concat(inStatus('reg_new'))
      .filter((p) => world().taskState(p.task) !== 'closed')
      .slice(0, 2);
    expect(sent.length).toBe(2);
    for (const p of sent) {
      const taskId = world().taskId(p.task);
      if (world().taskState(p.task) !== 'claimed') await call('pledge_editor', 'POST', `/api/task/claim/${taskId}`);
      for (const step of ['pledgors', 'vehicles'])
        await call('pledge_editor', 'POST', `/api/task/${taskId}?step=${step}`, { pledge_registration: {} });
      await call('pledge_editor', 'POST', `/api/task/${taskId}?step=send`, { pledge_registration: { checked: '1' } });
      await until(() => statusOf(idOf(p)) !== 'reg_in_progress' || book.isQueued(idOf(p)));
    }
    expect(statusOf(idOf(sent[0]!))).toBe('reg_success');
    expect(statusOf(idOf(sent[1]!))).toBe('reg_in_progress');
    expect(await balance()).toBe(-1);
    // Paid: the queued one is registered.
    app().runEffects(book.topUp(store, 5).effects);
    await until(() => statusOf(idOf(sent[1]!)) === 'reg_success');
    expect(await balance()).toBe(4);
  });

  it('answers the registry’s failure as 400 with the error list (an injected fault)', async () => {
    const body = { result: { errors: ['Сервис ФНП временно недоступен'] } };
    const fault = await app().inject({
      method: 'POST',
      url: '/__stub/faults',
      payload: { method: 'GET', path: '/api/pledge/balance', status: 400, body, times: 1 },
    });
    expect(fault.statusCode, fault.body).toBe(201);
    const res = await call('pledge_editor', 'GET', '/api/pledge/balance');
    expect(res.statusCode).toBe(400);
    expect(res.json<PledgeErrorResponse>()).toEqual(body);
  });
});

describe('the pledge state in the state file', () => {
  it('keeps the balance, the agreements and the log entries through snapshot and restore', async () => {
    const store = app().store;
    const before = snapshotStore(store);
    const saved = structuredClone(before.parts.pledges);
    store.pledges.topUp(store, 100);
    restoreStore(store, before);
    expect(store.pledges.snapshot()).toEqual(saved);
    expect(() => restoreStore(store, { ...before, parts: { ...before.parts, pledges: { balance: 'x' } } })).toThrow(
      /pledges/,
    );
    expect(store.pledges.snapshot()).toEqual(saved);
  });
});
