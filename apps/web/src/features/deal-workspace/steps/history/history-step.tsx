import type { DealLogEntry } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Loading } from '@/shared/ui/loading';
import { dealLogsQuery } from './deal-history-api';
import {
  EMPTY_PANEL,
  HISTORY_LOAD_FAILED,
  formatDateTimeSeconds,
  formatDuration,
} from '@/features/deal-workspace/ui/table-values';
import { LoadFailed } from '@/features/deal-workspace/ui/load-failed';
import '@/features/deal-workspace/ui/decision-tables.css';

const HISTORY_TITLE = 'История';

/**
 * The deal page's history step (001 §2.6, §3 'History entry'): the deal's process tasks, oldest first, with the user,
 * the task name, the wait and work time, the status, the message and the processing start and end
 * (dd.MM.yyyy HH:mm:ss).
 */
export function HistoryStep({ dealId }: { dealId: number }) {
  const logs = useQuery(dealLogsQuery(dealId));
  if (logs.isPending) return <Loading label="Загрузка истории" />;
  if (logs.isError)
    return <LoadFailed error={logs.error} fallback={HISTORY_LOAD_FAILED} onRetry={() => void logs.refetch()} />;
  return (
    <section className="decisions-panel" aria-label={HISTORY_TITLE}>
      <DataTable
        value={logs.data}
        size="small"
        stripedRows
        emptyMessage={EMPTY_PANEL}
        className="decisions-table"
        aria-busy={logs.isFetching}
      >
        <Column header="Пользователь" body={(e: DealLogEntry) => e.username ?? ''} />
        <Column header="Название" field="taskName" />
        <Column header="Время ожидания" body={(e: DealLogEntry) => formatDuration(e.waitTime)} />
        <Column header="Время работы" body={(e: DealLogEntry) => formatDuration(e.workTime)} />
        <Column header="Статус" field="status" />
        <Column header="Сообщение" body={(e: DealLogEntry) => e.contextMessage ?? ''} />
        <Column header="Дата начала обработки" body={(e: DealLogEntry) => formatDateTimeSeconds(e.createdAt)} />
        <Column header="Дата окончания обработки" body={(e: DealLogEntry) => formatDateTimeSeconds(e.completedAt)} />
      </DataTable>
    </section>
  );
}
