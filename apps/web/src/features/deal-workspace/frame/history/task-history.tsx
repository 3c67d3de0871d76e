import { Panel } from 'primereact/panel';
import { useState } from 'react';
import { DEAL_HISTORY } from '../frame-texts';
import { HistoryStep } from '@/features/deal-workspace/steps/history';

/**
 * The deal's history under a task's form (002 §2 'Common task page behaviour'): collapsed at first; its table is read
 * when it is opened.
 */
export function TaskHistory({ dealId }: { dealId: number }) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <Panel
      header={DEAL_HISTORY}
      toggleable
      collapsed={collapsed}
      onToggle={(event) => setCollapsed(event.value)}
      className="task-page__history"
    >
      {collapsed ? null : <HistoryStep dealId={dealId} />}
    </Panel>
  );
}
