// The credit inspector's and the release manager's day (001, 002 §2): their task list, a free task claimed, its form
// and the deal's header, variants and documents read; every K6_DECIDE_EVERY-th iteration on an inspection (the
// inspector) or a release task (the release manager) takes the deal on to the release or the issued credit, the
// other tasks go back to the list.
import { pick } from '../lib/api.js';
import { upload } from '../lib/files.js';
import { valuesOf } from '../lib/form.js';
import { deciding } from '../lib/settings.js';

/**
 * @typedef {import('../lib/api.js').Api} Api
 * @typedef {{ id: number, taskDefinitionKey: string, assignee: string | null }} DealTask
 * @typedef {(api: Api, deal: number, taskId: number) => Promise<boolean>} Finish
 */

const work = { group: 'task' };

/**
 * The deal's open task that the predicate picks.
 * @param {Api} api
 * @param {number} deal
 * @param {(task: DealTask) => boolean} which
 * @returns {Promise<DealTask | undefined>}
 */
async function openTaskOf(api, deal, which) {
  const tasks = await api.get('listDealTasks', `/api/deal/${deal}/tasks`, work);
  return (tasks.data?.result ?? []).find(which);
}

/** The stages of a release (001 §2.11) and the button that closes each. */
const RELEASE = { release_decision: 'btnRelease', release_sign: 'btnSign', release_final: 'btnFinal' };

/** The account details the release manager types when the release decision has none (a partner's account). */
const ACCOUNT = {
  recipient: 'ООО «Рольф Юг»',
  bik: '044525225',
  number: '40702810938000012345',
  bankName: 'ПАО Сбербанк',
};

/**
 * What the clerk posts to close a stage: the form as loaded, the button, and, when the form asks for it, the car's
 * cost agreed with the client, which the clerk types (the credit's sum and the client's initial fee), and, for
 * 'Одобрить выдачу', the account details left empty.
 * @param {Api} api
 * @param {number} id
 * @param {string} button
 */
async function closingValues(api, id, button) {
  const page = await api.get('getTask', `/api/task/${id}?step=decision`, work);
  const values = valuesOf(page.data?.result?.form?.fields);
  const credit = /** @type {{ costRequested?: number, initialFeeClient?: number } | undefined} */ (values.creditInfo);
  if (values.carCostAgreedClient === null && credit) {
    values.carCostAgreedClient = (credit.costRequested ?? 0) + (credit.initialFeeClient ?? 0);
  }
  const account = /** @type {Record<string, unknown> | undefined} */ (values.account);
  if (button === 'btnRelease' && account) {
    for (const [key, value] of Object.entries(ACCOUNT)) {
      if (account[key] === null || account[key] === undefined || account[key] === '') account[key] = value;
    }
  }
  return { ...values, [button]: 1 };
}

/**
 * The release manager takes the deal from the claimed task's stage of the release to the issued credit (each next
 * stage is theirs at once); whether the claimed task was one of the release.
 * @type {Finish}
 */
async function issueTheCredit(api, deal, taskId) {
  let id = taskId;
  for (let stage = 0; stage < 3; stage++) {
    const tasks = await api.get('listDealTasks', `/api/deal/${deal}/tasks`, work);
    const task = (tasks.data?.result ?? []).find((/** @type {DealTask} */ t) =>
      stage === 0 ? t.id === id : t.taskDefinitionKey in RELEASE && t.id !== id,
    );
    const button = task ? RELEASE[/** @type {keyof typeof RELEASE} */ (task.taskDefinitionKey)] : undefined;
    if (!task || !button) return stage > 0;
    id = task.id;
    const decision = await closingValues(api, id, button);
    const saved = await api.post('saveTaskForm', `/api/task/${id}?step=decision`, { ...work, json: { decision } });
    if (!saved.ok) return stage > 0;
  }
  return true;
}

/**
 * The credit inspector's part (001 §2.10): the inspection confirmed with the credit as the client agreed it, the
 * client's signed documents uploaded to the signing, the check confirmed; whether the claimed task was the inspection.
 * @type {Finish}
 */
async function inspectAndSign(api, deal, taskId) {
  const inspection = await openTaskOf(api, deal, (t) => t.id === taskId);
  if (inspection?.taskDefinitionKey !== 'credit_inspection') return false;
  const decision = await closingValues(api, taskId, 'btnConfirm');
  const confirmed = await api.post('saveTaskForm', `/api/task/${taskId}?step=decision`, {
    ...work,
    json: { decision },
  });
  if (!confirmed.ok) return false;
  const signing = await openTaskOf(api, deal, (t) => t.taskDefinitionKey === 'sign_documents');
  if (signing) {
    const signed = {
      loanAgreement: await upload(api, 'кредитный_договор.pdf', 'task'),
      accountApplication: await upload(api, 'заявление_на_счет.pdf', 'task'),
      paymentSchedule: await upload(api, 'график_платежей.pdf', 'task'),
    };
    await api.post('saveTaskForm', `/api/task/${signing.id}?step=accountDocuments`, {
      ...work,
      json: { sign_documents: signed },
    });
  }
  const check = await openTaskOf(api, deal, (t) => t.taskDefinitionKey === 'credit_inspection_check');
  if (check) {
    await api.post('claimTask', `/api/task/claim/${check.id}`, work);
    await api.post('saveTaskForm', `/api/task/${check.id}?step=decision`, {
      ...work,
      json: { decision: { btnConfirm: 1 } },
    });
  }
  return true;
}

/**
 * @param {Api} api
 * @param {string} username
 * @param {string} password
 * @param {number} n
 * @param {Finish | null} finish what the user does with the task instead of giving it back, when it applies
 */
async function workATask(api, username, password, n, finish) {
  await api.signIn(username, password);
  const list = await api.get('listTasks', '/api/autocredit/task/list?page=1&per_page=20', { group: 'queue' });
  const tasks = list.data?.result?.tasks ?? [];
  const task = pick(
    tasks.filter((/** @type {{ assignee: string | null }} */ t) => t.assignee === null),
    n,
  );
  if (task) {
    const deal = task.deal.id;
    const claimed = await api.post('claimTask', `/api/task/claim/${task.id}`, { ...work, expect: [200, 400] });
    await api.get('getTask', `/api/task/${task.id}`, work);
    await api.get('getTaskTimesInfo', `/api/task/times-info/${task.id}`, work);
    await api.get('getAutocreditInfo', `/api/autocredit/${deal}`, work);
    await api.get('listLoanVariants', `/api/autocredit/variants/${deal}`, work);
    await api.get('listDealDecisions', `/api/autocredit/decisions/${deal}`, work);
    await api.get('listDealCommonComments', `/api/comment/get/${deal}/dealCommon`, work);
    const finished = claimed.status === 200 && finish !== null && (await finish(api, deal, task.id));
    if (claimed.status === 200 && !finished) await api.post('unclaimTask', `/api/task/unclaim/${task.id}`, work);
  }
  await api.signOut();
}

/**
 * The day of a kind of task worker: on the iterations that decide (`deciding`), `finish` instead of giving back.
 * @param {'creditInspector' | 'releaseManager'} user
 * @param {Finish} finish
 * @returns {(api: Api, settings: import('../lib/settings.js').Settings, n: number) => Promise<void>}
 */
const worker = (user, finish) => (api, settings, n) =>
  workATask(api, settings.users[user], settings.password, n, deciding(settings, n) ? finish : null);

export const creditInspector = worker('creditInspector', inspectAndSign);
export const releaseManager = worker('releaseManager', issueTheCredit);
