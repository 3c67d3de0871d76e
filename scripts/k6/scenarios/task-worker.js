// The credit inspector's and the release manager's day (001, 002 §2): their task list, a free task claimed, its form
// and the deal's header, variants and documents read, the task given back to the list.
import { pick } from '../lib/api.js';

/**
 * @param {import('../lib/api.js').Api} api
 * @param {string} username
 * @param {string} password
 * @param {number} n
 */
async function workATask(api, username, password, n) {
  await api.signIn(username, password);
  const list = await api.get('listTasks', '/api/autocredit/task/list?page=1&per_page=20', { group: 'queue' });
  const tasks = list.data?.result?.tasks ?? [];
  const task = pick(
    tasks.filter((/** @type {{ assignee: string | null }} */ t) => t.assignee === null),
    n,
  );
  if (task) {
    const work = { group: 'task' };
    const deal = task.deal.id;
    const claimed = await api.post('claimTask', `/api/task/claim/${task.id}`, { ...work, expect: [200, 400] });
    await api.get('getTask', `/api/task/${task.id}`, work);
    await api.get('getTaskTimesInfo', `/api/task/times-info/${task.id}`, work);
    await api.get('getAutocreditInfo', `/api/autocredit/${deal}`, work);
    await api.get('listLoanVariants', `/api/autocredit/variants/${deal}`, work);
    await api.get('listDealDecisions', `/api/autocredit/decisions/${deal}`, work);
    await api.get('listDealCommonComments', `/api/comment/get/${deal}/dealCommon`, work);
    if (claimed.status === 200) await api.post('unclaimTask', `/api/task/unclaim/${task.id}`, work);
  }
  await api.signOut();
}

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n
 */
export const creditInspector = (api, settings, n) =>
  workATask(api, settings.users.creditInspector, settings.password, n);

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n
 */
export const releaseManager = (api, settings, n) => workATask(api, settings.users.releaseManager, settings.password, n);
