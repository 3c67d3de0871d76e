import type { AutocreditInfo } from '@autocredit/generated/api';
import type { ReactNode } from 'react';
import { DealLink } from '@/shared/list';
import { formatDate } from '@/shared/lib/format-date';
import { NO_DECISION_YET } from '../frame-texts';
import { WithoutAcceptActNote } from './without-accept-act-note';

/**
 * The head of the deal page (001 §2.1): deal number, client, decision type, partner, creator, creation date, last
 * decision date (or 'Решения по заявке еще не принято'), the contract number for chief GOZ only, 'Сделка без акта
 * ПП'. On the underwriter's task page the same, under the page's heading, which is the task's name.
 */
export function DealHeader({
  deal,
  showContractNumber,
  canOpenDeal = false,
  testId = 'deal-header',
}: {
  deal: AutocreditInfo;
  showContractNumber: boolean;
  /** On a task page, for those with deal-view-info: the number opens the deal (a new tab). */
  canOpenDeal?: boolean;
  testId?: string;
}) {
  const lines: Array<[string, ReactNode]> = [
    [
      'Заявка',
      canOpenDeal ? (
        <DealLink dealId={deal.id} canOpen>
          {deal.id}
        </DealLink>
      ) : (
        String(deal.id)
      ),
    ],
    ['Клиент', deal.client?.name ?? '—'],
    ['Тип решения', deal.decisionTypeLabel ?? '—'],
    ['Точка продаж', deal.partner?.specialName ?? '—'],
    ['Создал', deal.createdUserName ?? '—'],
    ['Дата создания', formatDate(deal.createdAt) || '—'],
    ['Последнее решение', deal.lastDecision?.createdAt ? formatDate(deal.lastDecision.createdAt) : NO_DECISION_YET],
  ];
  if (showContractNumber) lines.push(['Номер договора', deal.contractNumber ?? '—']);
  return (
    <dl className="facts" data-testid={testId}>
      {lines.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <WithoutAcceptActNote shown={deal.partner?.isWithoutAcceptAct} />
    </dl>
  );
}
