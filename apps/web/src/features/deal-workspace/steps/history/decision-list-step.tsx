import { useQuery } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { formatDate } from '@/shared/lib/format-date';
import { Loading } from '@/shared/ui/loading';
import { dealDecisionsQuery } from './deal-history-api';
import { DECISIONS_LOAD_FAILED, EMPTY_PANEL } from '@/features/deal-workspace/ui/table-values';
import { DecisionListTab } from './decision-list-tab';
import { LoadFailed } from '@/features/deal-workspace/ui/load-failed';
import '@/features/deal-workspace/ui/decision-tables.css';

/**
 * The deal page's decisions step (001 §2.6): a tab per decision, newest first, each with the decision's info, figures,
 * input data and services tables. `underwriter`: the risk class is shown (underwriters only, 001 §6).
 */
export function DecisionListStep({ dealId, underwriter }: { dealId: number; underwriter: boolean }) {
  const decisions = useQuery(dealDecisionsQuery(dealId));
  const [active, setActive] = useState(0);
  if (decisions.isPending) return <Loading label="Загрузка решений" />;
  if (decisions.isError) {
    return (
      <LoadFailed error={decisions.error} fallback={DECISIONS_LOAD_FAILED} onRetry={() => void decisions.refetch()} />
    );
  }
  if (decisions.data.length === 0) return <p className="decisions-panel__empty">{EMPTY_PANEL}</p>;
  return (
    <TabView
      className="decisions-step"
      activeIndex={Math.min(active, decisions.data.length - 1)}
      onTabChange={(event) => setActive(event.index)}
    >
      {decisions.data.map((decision, k) => (
        <TabPanel key={`${decision.createdAt}-${k}`} header={`${decision.title} от ${formatDate(decision.createdAt)}`}>
          <DecisionListTab decision={decision} underwriter={underwriter} />
        </TabPanel>
      ))}
    </TabView>
  );
}
