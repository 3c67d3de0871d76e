import { useQuery } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { formatMoney } from '@/shared/lib/format-money';
import { financeResultsQuery } from '../api/finance-api';
import { INCOMES_TAB, PROPERTY_TAB } from '../lib/finance';
import { STEP_NOT_YET } from '../lib/task-texts';
import { FinanceBlockTable } from './finance-block';
import { PdnResult } from './pdn-result';

/** The results panel (001 §2.4): max loan sum, total loan sum, max monthly payment, СрД, ПД. */
function FinanceResults({ dealId }: { dealId: number }) {
  const results = useQuery(financeResultsQuery(dealId));
  const figures: Array<[string, number | null | undefined]> = [
    ['Максимальная сумма кредита', results.data?.sumMaxConfirmed],
    ['Общая сумма кредита', results.data?.sumTotalConfirmed],
    ['Максимальный ежемесячный платеж', results.data?.paymentMonthlyMax],
    ['СрД', results.data?.srd],
    ['ПД', results.data?.pd],
  ];
  return (
    <dl className="task-header finance-results" data-testid="finance-results" aria-busy={results.isFetching}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{results.isPending ? '…' : formatMoney(value) || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The finance step (001 §2.4): the client's incomes, charges and loans with the confirmed sums underwriters edit, and
 * the results panel they recalculate; the property tab comes later.
 */
export function FinanceStep({
  dealId,
  clientId,
  collectionId,
  canEdit,
  showPdn,
}: {
  dealId: number;
  clientId: number;
  collectionId: number | null;
  canEdit: boolean;
  /** Auditors see no PDN (001 §6). */
  showPdn: boolean;
}) {
  return (
    <TabView>
      <TabPanel header={INCOMES_TAB}>
        <FinanceResults dealId={dealId} />
        {showPdn ? <PdnResult dealId={dealId} /> : null}
        {(['incomes', 'charges', 'loans'] as const).map((kind) => (
          <FinanceBlockTable
            key={kind}
            dealId={dealId}
            personId={clientId}
            kind={kind}
            collectionId={collectionId}
            canEdit={canEdit}
          />
        ))}
      </TabPanel>
      <TabPanel header={PROPERTY_TAB}>
        <p>{STEP_NOT_YET}</p>
      </TabPanel>
    </TabView>
  );
}
