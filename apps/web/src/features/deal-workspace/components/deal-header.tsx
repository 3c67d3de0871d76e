import type { AutocreditInfo } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { NO_DECISION_YET, WITHOUT_ACCEPT_ACT } from '../lib/task-texts';

/**
 * The head of the deal page (001 §2.1): deal number, client, decision type, partner, creator, creation date, last
 * decision date (or 'Решения по заявке еще не принято'), the contract number for chief GOZ only, 'Сделка без акта ПП'.
 */
export function DealHeader({ deal, showContractNumber }: { deal: AutocreditInfo; showContractNumber: boolean }) {
  const lines: Array<[string, string]> = [
    ['Заявка', String(deal.id)],
    ['Клиент', deal.client?.name ?? '—'],
    ['Тип решения', deal.decisionTypeLabel ?? '—'],
    ['Точка продаж', deal.partner?.specialName ?? '—'],
    ['Создал', deal.createdUserName ?? '—'],
    ['Дата создания', formatDate(deal.createdAt) || '—'],
    ['Последнее решение', deal.lastDecision?.createdAt ? formatDate(deal.lastDecision.createdAt) : NO_DECISION_YET],
  ];
  if (showContractNumber) lines.push(['Номер договора', deal.contractNumber ?? '—']);
  return (
    <dl className="facts" data-testid="deal-header">
      {lines.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {deal.partner?.isWithoutAcceptAct ? (
        <div className="facts__note">
          <dd>
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {WITHOUT_ACCEPT_ACT}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
