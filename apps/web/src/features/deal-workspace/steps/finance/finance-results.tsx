import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/shared/lib/format-money';
import { financeResultsQuery } from './finance-api';
import { financeFailureText } from './finance';
import { useFailureToast } from './use-failure-toast';

/**
 * The results panel (001 §2.4): max loan sum, total loan sum, max monthly payment (viewers and underwriters only,
 * 001 §6), СрД, ПД, from `getMaxCreditSum` (the deal's term and rate; recalculated by each confirmed-sum change). A
 * failed load is told ('Данные не найдены': 8 s). Not for auditors (the page decides: nothing is loaded for them).
 */
export function FinanceResults({ dealId, showPaymentMax }: { dealId: number; showPaymentMax: boolean }) {
  const results = useQuery(financeResultsQuery(dealId));
  useFailureToast(results.error, financeFailureText);
  const figures: Array<[string, number | null | undefined]> = [
    ['Максимальная сумма кредита', results.data?.sumMaxConfirmed],
    ['Общая сумма кредита', results.data?.sumTotalConfirmed],
    ...(showPaymentMax
      ? [['Максимальный ежемесячный платеж', results.data?.paymentMonthlyMax] as [string, number | null | undefined]]
      : []),
    ['СрД', results.data?.srd],
    ['ПД', results.data?.pd],
  ];
  return (
    <dl className="facts finance-results" data-testid="finance-results" aria-busy={results.isFetching}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{results.isPending && !results.isError ? '…' : formatMoney(value) || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
