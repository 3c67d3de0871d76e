// The pledge editor's day (002 §3): the pledge tasks and the pledges with a filter, a pledge's card and its process
// history, a free pledge task claimed and given back.
import { pick } from '../lib/api.js';

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n
 */
export async function pledgeEditor(api, settings, n) {
  await api.signIn(settings.users.pledgeEditor, settings.password);
  const lists = { group: 'lists' };
  const tasks = await api.get('listPledgeTasks', '/api/pledge/user_task_list?page=1&per_page=20', lists);
  const pledges = await api.get('listPledges', '/api/pledge/list?page=1&per_page=20', lists);
  const pledge = pick(pledges.data?.result?.list ?? [], n);
  if (pledge) {
    const card = { group: 'pledge' };
    const vin = pledge.data?.vehicles?.[0]?.vin;
    if (vin) await api.get('listPledges', `/api/pledge/list?page=1&per_page=20&vin=${encodeURIComponent(vin)}`, lists);
    await api.get('getPledgeInfo', `/api/pledge/info/${pledge.id}`, card);
    await api.get('listPledgeProcessLogs', `/api/pledge/process-logs/${pledge.id}`, card);
  }
  const free = pick(
    (tasks.data?.result?.tasks ?? []).filter((/** @type {{ assignee: string | null }} */ t) => t.assignee === null),
    n,
  );
  if (free) {
    const work = { group: 'task' };
    const claimed = await api.post('claimTask', `/api/task/claim/${free.id}`, { ...work, expect: [200, 400] });
    await api.get('getTask', `/api/task/${free.id}`, work);
    if (claimed.status === 200) await api.post('unclaimTask', `/api/task/unclaim/${free.id}`, work);
  }
  await api.signOut();
}
