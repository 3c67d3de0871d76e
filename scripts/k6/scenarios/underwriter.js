// The underwriter's day (001, 002 §2): the queue with its filters, a free task claimed, the deal's steps read; every
// K6_DECIDE_EVERY-th iteration rejects the deal with a reason code, the others give the task back to the queue (a
// decision uses a task up: so many decisions as the day's deals allow).
import { pick } from '../lib/api.js';
import { deciding } from '../lib/settings.js';

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n
 */
export async function underwriter(api, settings, n) {
  await api.signIn(settings.users.underwriter, settings.password);
  const queue = { group: 'queue' };
  await api.get('listUnderwriterTasks', '/api/autocredit/task/underwriterList?page=1&per_page=20', queue);
  const free = await api.get(
    'listUnderwriterTasks',
    '/api/autocredit/task/underwriterList?page=1&per_page=20&isFree=true&sortUnderwritingStage=ASC',
    queue,
  );
  const task = pick(free.data?.result?.tasks ?? [], n);
  if (task) {
    const work = { group: 'task' };
    const deal = task.deal.id;
    const claimed = await api.post('claimTask', `/api/task/claim/${task.id}`, { ...work, expect: [200, 400] });
    await api.get('getTask', `/api/task/${task.id}`, work);
    await api.get('getAutocreditInfo', `/api/autocredit/${deal}`, work);
    // The deal's steps the underwriter reads, those of them the deal's form has: the credit, the work, the finances,
    // the documents.
    const form = await api.get('getDealInfoForm', `/api/autocredit/deal-info/${deal}`, work);
    const steps = Object.keys(form.data?.result?.steps ?? {});
    for (const step of ['credit', 'workInfo', 'financial', 'commonDocuments'].filter((s) => steps.includes(s))) {
      await api.get('getDealInfoForm', `/api/autocredit/deal-info/${deal}?step=${step}`, work);
    }
    await api.get('getScoringData', `/api/scoring/data/${deal}`, work);
    await api.get('listDealDecisions', `/api/autocredit/decisions/${deal}`, work);
    const codes = await api.get('listReasonCodes', `/api/autocredit/codes/rejected/${deal}`, work);
    if (claimed.status !== 200) {
      // Another underwriter took it first.
    } else if (deciding(settings, n)) {
      const reason = codes.data?.result?.[0]?.reasons?.[0]?.reasonCode;
      const decision = { decision: 'rejected', reasons: [reason], comment: 'Доход не подтвержден', btnFinal: 1 };
      await api.post('saveTaskForm', `/api/task/${task.id}?step=decision`, { ...work, json: { decision } });
    } else {
      await api.post('unclaimTask', `/api/task/unclaim/${task.id}`, work);
    }
  }
  await api.signOut();
}
