import { useQuery } from '@tanstack/react-query';
import { dealInfoQuery } from '@/features/deal-workspace/ui/deal-api';
import { RISK_CLASS, RISK_LEVEL } from './decision-texts';

/** The deal's risk level and class on the decision steps (underwriters only, 001 §2.6, §6). */
export function DecisionRisk({ dealId }: { dealId: number }) {
  const deal = useQuery(dealInfoQuery(dealId));
  const figures: Array<[string, string | null | undefined]> = [
    [RISK_LEVEL, deal.data?.riskLevel],
    [RISK_CLASS, deal.data?.riskClass],
  ];
  return (
    <dl className="task-header decision-risk" data-testid="decision-risk" aria-busy={deal.isFetching}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{deal.isPending ? '…' : value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
