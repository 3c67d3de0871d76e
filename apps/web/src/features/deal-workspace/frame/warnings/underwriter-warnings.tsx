import { useQuery } from '@tanstack/react-query';
import { dealInfoQuery } from '@/features/deal-workspace/ui/deal-api';
import { IpWarning, StrategyWarning } from './deal-warnings';

/**
 * The underwriter's warnings on a task page (002 §2, §4): the changed verification strategy (once per deal) and,
 * right after a claim, the individual entrepreneur asking for more than 4 000 000.
 */
export function UnderwriterWarnings({ dealId, justClaimed }: { dealId: number; justClaimed: boolean }) {
  const deal = useQuery(dealInfoQuery(dealId));
  return (
    <>
      {deal.data ? <StrategyWarning deal={deal.data} /> : null}
      {justClaimed ? <IpWarning dealId={dealId} /> : null}
    </>
  );
}
