import type { DealComparisonCase } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect } from 'react';
import { SOMETHING_WENT_WRONG, failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { ComparisonFailed, dealComparisonQuery } from './comparison-api';
import { COMPARISON_TEXTS } from './deal-comparison';
import { ComparisonGroup } from './comparison-group';

/** What to say when the comparison could not be had: the event's error, or the start call's failure. */
const failedText = (error: unknown) =>
  error instanceof ComparisonFailed ? error.message : (failureText(error) ?? SOMETHING_WENT_WRONG);

/**
 * The comparison of one person of the deal (the contract's `case`): asked for when shown, a loading state until its
 * event comes, then its groups; the server's message when it failed (a person the deal does not have: 'Лицо не
 * указано в заявке'); 'Нет данных' (and the warning, 8 s) when it has no groups.
 */
export function ComparisonCase({
  dealId,
  person,
  title,
  canOpenDeals,
  canOpenList,
}: {
  dealId: number;
  person: DealComparisonCase;
  title: string;
  canOpenDeals: boolean;
  canOpenList: boolean;
}) {
  const comparison = useQuery(dealComparisonQuery(dealId, person));
  const empty = comparison.data?.groups.length === 0;
  useEffect(() => {
    if (empty) toast.warn(COMPARISON_TEXTS.noData);
  }, [empty]);

  let body: React.ReactNode;
  if (comparison.isPending) {
    body = (
      <div className="comparison-case__waiting" role="status" aria-live="polite">
        <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} strokeWidth="4" />
        <span>{COMPARISON_TEXTS.waiting}</span>
      </div>
    );
  } else if (comparison.isError) {
    body = (
      <p className="comparison-case__error" role="alert">
        {failedText(comparison.error)}
      </p>
    );
  } else if (comparison.data.groups.length === 0) {
    body = <p>{COMPARISON_TEXTS.noData}</p>;
  } else {
    body = comparison.data.groups.map((group, index) => (
      <ComparisonGroup
        key={`${index}:${group.filterTitle}`}
        group={group}
        canOpenDeals={canOpenDeals}
        canOpenList={canOpenList}
      />
    ));
  }
  return (
    <section className="comparison-case" aria-label={title} aria-busy={comparison.isPending}>
      <h3 className="holder-contacts__title">{title}</h3>
      {body}
    </section>
  );
}
