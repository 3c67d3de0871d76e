import { describe, expect, it } from 'vitest';
import type {
  DealCreateResponse,
  DealListResponse,
  DealTaskListResponse,
  DocumentListResponse,
  FormSaveResponse,
  TaskFormResponse,
  TaskListResponse,
} from '@autocredit/generated/api';
import { ROLF_ACCOUNT, applicationSteps, uploaded } from '../testing/form-fixtures';
import { useTaskWorld } from '../testing/task-world';

const USERS = ['goz', 'goz_chief', 'underwriter', 'credit_inspector', 'release_manager', 'pledge_editor', 'viewer'];
const t = useTaskWorld(USERS);
const { call } = t;

const settle = (ms = 450) => new Promise((resolve) => setTimeout(resolve, ms));

async function openTasks(user: string, dealId: number) {
  const res = await call(user, 'GET', `/api/deal/${dealId}/tasks`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DealTaskListResponse>().result;
}

/** Claims the deal's one open task as the user; checks it is the expected one. */
async function claimNext(user: string, dealId: number, key: string): Promise<number> {
  const [task] = await openTasks(user, dealId);
  expect(task).toMatchObject({ taskDefinitionKey: key, assignee: null });
  const claimed = await call(user, 'POST', `/api/task/claim/${task!.id}`);
  expect(claimed.statusCode, claimed.body).toBe(200);
  return task!.id;
}

async function save(user: string, taskId: number, step: string, body: unknown) {
  const res = await call(user, 'POST', `/api/task/${taskId}?step=${encodeURIComponent(step)}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FormSaveResponse>();
}

async function dealStatus(user: string, dealId: number): Promise<string | null | undefined> {
  const res = await call(user, 'GET', `/api/autocredit/list?id=${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DealListResponse>().result.deals[0]?.statusCode;
}

/** The operator of the deal; the GOZ check is done by a chief of the deal's holding (the seeded `goz_chief`). */
const OPERATOR = 'goz';

describe('a deal from creation to issue through the API alone', () => {
  let dealId: number;
  let collectionId: number;

  /** The documents of a group with the names of their generated files (type `default`). */
  async function generated(user: string, group: string) {
    const res = await call(user, 'GET', `/api/document/list/${collectionId}?group[]=${group}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<DocumentListResponse>()
      .result[group]!.map((d) => [d.code, d.files.filter((f) => f.type === 'default').map((f) => f.name)]);
  }

  it('the operator creates the deal and fills in the application step by step', async () => {
    const created = await call(OPERATOR, 'POST', '/api/autocredit/create');
    expect(created.statusCode, created.body).toBe(200);
    dealId = created.json<DealCreateResponse>().result.id;
    expect(await dealStatus('underwriter', dealId)).toBe('new');

    // Someone of another role cannot take the operator's task.
    const [entry] = await openTasks(OPERATOR, dealId);
    expect((await call('underwriter', 'POST', `/api/task/claim/${entry!.id}`)).statusCode).toBe(403);

    const taskId = await claimNext(OPERATOR, dealId, 'goz_data_entry');
    expect(await dealStatus('underwriter', dealId)).toBe('in_progress');
    const page = await call(OPERATOR, 'GET', `/api/task/${taskId}`);
    expect(page.statusCode, page.body).toBe(200);
    const { task, form } = page.json<TaskFormResponse>().result;
    expect(task).toMatchObject({ id: taskId, assignee: OPERATOR, currentRole: 'goz', deal: { id: dealId } });
    expect(form.current_step).toBe('1');
    // The wizard does not open a step before the previous ones are saved.
    const ahead = await call(OPERATOR, 'GET', `/api/task/${taskId}?step=3`);
    expect(ahead.statusCode).toBe(403);
    expect(ahead.json()).toMatchObject({ detail: 'Завершите предыдущий шаг' });

    // A refused step keeps what was typed and changes nothing.
    const refused = await call(OPERATOR, 'POST', `/api/task/${taskId}?step=1`, { client: { surName: 'Петров' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FormSaveResponse>().result.errors).toEqual(['Данные не сохранены']);
    expect((await call(OPERATOR, 'GET', `/api/task/${taskId}?step=2`)).statusCode).toBe(403);

    const steps = applicationSteps({ surName: 'Прохоров', middleName: 'Ильич' }, 'none');
    for (const [step, formName, values] of steps) await save(OPERATOR, taskId, step, { [formName]: values });

    // What the operator typed is what the lists find.
    const found = await call(OPERATOR, 'GET', '/api/autocredit/list?surName=Прохоров');
    expect(found.json<DealListResponse>().result.deals.map((d) => d.id)).toContain(dealId);

    const last = await save(OPERATOR, taskId, '7', {
      sign_documents: { applicationForm: uploaded(13), consentBki: uploaded(14) },
    });
    expect(last.result.form.next_step).toBeNull();
    expect(last.messages).toEqual([{ type: 'success', message: 'Успешно сохранено.' }]);
    // A closed task is gone.
    const gone = await call(OPERATOR, 'GET', `/api/task/${taskId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ detail: 'Задача завершена и более недоступна.' });
    await settle();
    const waits = t.published.filter((p) => p.event.type === 'checkWait').map((p) => p.event.data);
    expect(waits).toMatchObject([
      { status: 'wait', seconds: 0, dealId },
      { status: 'cancel', dealId },
    ]);
  });

  it('the GOZ checker confirms; the deal goes to the underwriters, whose counters are published', async () => {
    const taskId = await claimNext('goz_chief', dealId, 'goz_check');
    t.published.length = 0;
    await save('goz_chief', taskId, 'decision', { decision: { btnConfirm: 1 } });
    expect(await dealStatus('underwriter', dealId)).toBe('underwriting');
    const counters = t.published.find((p) => p.event.type === 'newUnderTask');
    expect(counters?.topics.some((t) => t.endsWith('/roles/ROLE_UNDERWRITER'))).toBe(true);

    const queue = await call('underwriter', 'GET', `/api/autocredit/task/underwriterList?id=${dealId}`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<TaskListResponse>().result.tasks.map((t) => t.deal.id)).toEqual([dealId]);
  });

  it('the underwriter approves; the client agrees', async () => {
    const taskId = await claimNext('underwriter', dealId, 'underwriter_check');
    // The underwriter's task is not the checker's any more.
    expect((await call('goz_chief', 'POST', `/api/task/unclaim/${taskId}`)).statusCode).toBe(403);
    await save('underwriter', taskId, 'decision', {
      decision: { decision: 'approved', comment: 'Доход подтвержден', btnFinal: 1 },
    });
    expect(await dealStatus('underwriter', dealId)).toBe('client_waiting');
    // The operator who created the deal is told.
    const news = await call(OPERATOR, 'GET', '/api/notification/get/all');
    expect(JSON.stringify(news.json())).toContain(`Заявка № ${dealId} одобрена`);

    const agreed = await call(OPERATOR, 'POST', `/api/autocredit/clientApprove/${dealId}`);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(await dealStatus('underwriter', dealId)).toBe('client_approved');
  });

  it('the credit inspector confirms and signs, the checker confirms', async () => {
    const taskId = await claimNext('credit_inspector', dealId, 'credit_inspection');
    await settle(); // the underwriter's checkWait events are in
    t.published.length = 0;
    await save('credit_inspector', taskId, 'decision', {
      decision: {
        creditInfo: { costRequested: 2000000, initialFeeClient: 750000, term: '72' },
        carCostAgreedClient: 2750000,
        btnConfirm: 1,
      },
    });
    expect(await dealStatus('underwriter', dealId)).toBe('approved');
    // Signing continues the inspector's work: it is theirs at once, and checkWait names it.
    const [signing] = await openTasks('credit_inspector', dealId);
    expect(signing).toMatchObject({ taskDefinitionKey: 'sign_documents', assignee: 'credit_inspector' });
    await settle();
    expect(t.published.filter((p) => p.event.type === 'checkWait').map((p) => p.event.data)).toMatchObject([
      { status: 'wait' },
      { status: 'success', task: { id: signing!.id, currentRole: 'credit-inspector' } },
    ]);
    const signPage = await call('credit_inspector', 'GET', `/api/task/${signing!.id}`);
    expect(signPage.json<TaskFormResponse>().result.form.formName).toBe('sign_documents');
    // The signing opens with the print forms of the account documents to give the client.
    collectionId = signPage.json<TaskFormResponse>().result.task.deal!.collectionId!;
    expect(await generated('credit_inspector', 'accountSign')).toEqual([
      ['loanAgreement', ['Кредитный_договор.pdf']],
      ['accountApplication', ['Заявление_на_открытие_счета.pdf']],
      ['paymentSchedule', ['График_платежей.pdf']],
    ]);
    // The client's signed documents, uploaded to the signing step, close it.
    await save('credit_inspector', signing!.id, 'accountDocuments', {
      sign_documents: { loanAgreement: uploaded(21), accountApplication: uploaded(22), paymentSchedule: uploaded(23) },
    });

    const check = await claimNext('credit_inspector', dealId, 'credit_inspection_check');
    await save('credit_inspector', check, 'decision', { decision: { btnConfirm: 1 } });
    expect(await dealStatus('underwriter', dealId)).toBe('release');
  });

  it('the release manager releases, the contract is signed, the credit is issued', async () => {
    const taskId = await claimNext('release_manager', dealId, 'release_decision');
    await save('release_manager', taskId, 'decision', {
      decision: { carCostAgreedClient: 2750000, account: ROLF_ACCOUNT, btnRelease: 1 },
    });
    const [sign] = await openTasks('release_manager', dealId);
    expect(sign).toMatchObject({ taskDefinitionKey: 'release_sign', assignee: 'release_manager' });
    // The release's signing opens with its print forms: the loan order, the guarantees and the payments.
    expect(await generated('release_manager', 'release')).toEqual([
      ['loanOrder', ['Распоряжение_на_выдачу.pdf']],
      ['paymentMain', ['Платежное_поручение.pdf']],
      ['guaranteeAuto', ['Гарантийное_письмо.pdf']],
    ]);
    await save('release_manager', sign!.id, 'decision', { decision: { btnSign: 1 } });
    const [final] = await openTasks('release_manager', dealId);
    expect(final).toMatchObject({ taskDefinitionKey: 'release_final', assignee: 'release_manager' });
    await save('release_manager', final!.id, 'decision', { decision: { btnFinal: 1 } });
    expect(await dealStatus('underwriter', dealId)).toBe('issued');
    // The issued deal is in the history, no longer in the running list.
    const history = await call(OPERATOR, 'GET', `/api/autocredit/list/history?id=${dealId}`);
    expect(history.json<DealListResponse>().result.deals.map((d) => d.id)).toEqual([dealId]);
  });

  it('the pledge editor registers the pledge; the registry answers', async () => {
    const taskId = await claimNext('pledge_editor', dealId, 'pledge_registration');
    const page = (await call('pledge_editor', 'GET', `/api/task/${taskId}`)).json<TaskFormResponse>().result;
    expect(page.task.pledge).toMatchObject({ status: 'reg_new' });
    expect(page.form.formName).toBe('pledge_registration');
    const steps = Object.keys(page.form.steps ?? {});
    for (const step of steps.slice(0, -1)) await save('pledge_editor', taskId, step, { pledge_registration: {} });
    await save('pledge_editor', taskId, steps.at(-1)!, { pledge_registration: { checked: '1' } });
    expect(t.app.store.deals.entry(t.app.store.world.dealRow(dealId)!).state.pledge?.status).toBe('reg_in_progress');
    await settle(200);
    expect(t.app.store.deals.entry(t.app.store.world.dealRow(dealId)!).state.pledge?.status).toBe('reg_success');
  });
});

describe('who may take the tasks of a deal', () => {
  it("the GOZ chief of the operator's holding sees the operator's tasks; a chief never those of another holding", async () => {
    const created = await call('goz', 'POST', '/api/fastDecision/create');
    expect(created.statusCode, created.body).toBe(200);
    const dealId = created.json<DealCreateResponse>().result.id;
    const [task] = await openTasks('goz', dealId);
    expect(task).toMatchObject({ taskDefinitionKey: 'fast_decision_person', processName: 'fast_decision' });
    expect((await call('goz_chief', 'GET', `/api/deal/${dealId}/tasks`)).statusCode).toBe(200);
    const w = t.world();
    let other = -1;
    for (let d = 0; d < w.deals.count && other < 0; d++) if (w.salePointOf(d).holdingId === 2) other = d;
    expect((await call('goz_chief', 'GET', `/api/deal/${w.dealId(other)}/tasks`)).statusCode).toBe(404);
  });

  it('only operators create deals', async () => {
    expect((await call('underwriter', 'POST', '/api/autocredit/create')).statusCode).toBe(403);
    expect((await call('viewer', 'POST', '/api/fastDecision/create')).statusCode).toBe(403);
  });
});
