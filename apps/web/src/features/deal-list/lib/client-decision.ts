import type { DealListItem } from '@autocredit/generated/api';

type DealRef = Pick<DealListItem, 'id'> & { client: Pick<DealListItem['client'], 'name'> };

/** The status code of a deal waiting for the client's answer (000 §2.6, the only code the documents give). */
export const CLIENT_WAITING = 'client_waiting';

export const APPROVED = 'Клиент согласился';
export const REFUSED = 'Клиент отказался';

/** The confirmation before the client's answer is recorded: it names the deal and the client. */
export function clientDecisionQuestion(deal: DealRef, approve: boolean): { header: string; message: string } {
  const name = deal.client.name.trim();
  return approve
    ? { header: APPROVED, message: `Клиент ${name} согласился с решением по заявке № ${deal.id}?` }
    : { header: REFUSED, message: `Клиент ${name} отказался от решения по заявке № ${deal.id}?` };
}

/** What the success toast says once the answer is recorded. */
export function clientDecisionDone(deal: DealRef, approve: boolean): string {
  return `Заявка № ${deal.id} (${deal.client.name.trim()}): ${approve ? 'клиент согласился' : 'клиент отказался'}`;
}
