import type { PledgeProcessLog } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { failureText } from '@/shared/api/failure-text';
import { formatDateTime } from '@/shared/lib/format-date';
import { formatDuration } from '@/shared/lib/format-duration';
import { Loading } from '@/shared/ui/loading';
import { processLogsQuery } from '../api/pledge-api';
import { HISTORY_COLUMNS, HISTORY_LOAD_FAILED, NO_HISTORY, RETRY } from '../lib/pledge-texts';

/**
 * The pledge view's history step (002 §2, §3 'Pledge process log'): the process log, oldest first: user, task name,
 * wait and work time (in words), status, message, start and end (dd.MM.yyyy HH:mm).
 */
export function PledgeHistoryTable({ pledgeId }: { pledgeId: number }) {
  const logs = useQuery(processLogsQuery(pledgeId));
  if (logs.isPending) return <Loading label="Загрузка истории" />;
  if (logs.isError) {
    return (
      <div className="card pledge-page__notice" role="alert">
        <p>{failureText(logs.error, HISTORY_LOAD_FAILED) ?? HISTORY_LOAD_FAILED}</p>
        <Button type="button" label={RETRY} icon="pi pi-refresh" size="small" onClick={() => void logs.refetch()} />
      </div>
    );
  }
  return (
    <DataTable value={logs.data} size="small" stripedRows emptyMessage={NO_HISTORY} aria-label="История">
      <Column header={HISTORY_COLUMNS.username} body={(e: PledgeProcessLog) => e.username ?? ''} />
      <Column header={HISTORY_COLUMNS.taskName} field="taskName" />
      <Column header={HISTORY_COLUMNS.waitTime} body={(e: PledgeProcessLog) => formatDuration(e.waitTime)} />
      <Column header={HISTORY_COLUMNS.workTime} body={(e: PledgeProcessLog) => formatDuration(e.workTime)} />
      <Column header={HISTORY_COLUMNS.status} field="status" />
      <Column
        header={HISTORY_COLUMNS.contextMessage}
        body={(e: PledgeProcessLog) => <span className="pledge-table__message">{e.contextMessage ?? ''}</span>}
      />
      <Column header={HISTORY_COLUMNS.createdAt} body={(e: PledgeProcessLog) => formatDateTime(e.createdAt)} />
      <Column header={HISTORY_COLUMNS.completedAt} body={(e: PledgeProcessLog) => formatDateTime(e.completedAt)} />
    </DataTable>
  );
}
