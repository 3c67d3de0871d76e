// The reviewer's day (000 §5, 001): the deal lists and the history with filters and pages, then a deal's page.
import { pick } from '../lib/api.js';

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 * @param {number} n the iteration (spreads the virtual users over the server's data)
 */
export async function reviewer(api, settings, n) {
  await api.signIn(settings.users.reviewer, settings.password);
  const lists = { group: 'lists' };
  const first = await api.get('listDeals', '/api/autocredit/list?page=1&perPage=20', lists);
  const deals = first.data?.result?.deals ?? [];
  const status = pick(deals, n)?.statusCode;
  if (status) await api.get('listDeals', `/api/autocredit/list?page=1&perPage=20&status=${status}`, lists);
  await api.get('listDeals', '/api/autocredit/list?page=2&perPage=20', lists);
  const history = await api.get('listDealHistory', '/api/autocredit/list/history?page=1&perPage=20', lists);
  const name = pick(history.data?.result?.deals ?? [], n)?.client?.name;
  if (name) {
    const surName = encodeURIComponent(name.split(' ')[0].slice(0, 4));
    await api.get('listDealHistory', `/api/autocredit/list/history?page=1&perPage=20&surName=${surName}`, lists);
  }

  const deal = pick(deals, n + 1)?.id;
  if (deal) {
    const page = { group: 'deal' };
    await api.get('getAutocreditInfo', `/api/autocredit/${deal}`, page);
    await api.get('getDealInfoForm', `/api/autocredit/deal-info/${deal}`, page);
    await api.get('listDealLogs', `/api/deal/${deal}/logs`, page);
  }
  await api.signOut();
}
