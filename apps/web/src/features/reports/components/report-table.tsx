import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { Report } from '@autocredit/generated/api';
import { ListTable, type ListTableView } from '@/shared/list';
import { formatDateTime } from '@/shared/lib/format-date';

/** Only a complete report can be downloaded (002 §3). */
export const REPORT_COMPLETE = 'complete';

/**
 * The built reports (002 §2, §3): title, created, status, who ordered it, the filters as text, the format, and the
 * download of a complete one.
 */
export function ReportTable({
  view,
  reports,
  page,
  downloading,
  onDownload,
}: {
  view: Pick<ListTableView<unknown>, 'status' | 'stale' | 'busy'>;
  reports: readonly Report[];
  page: number;
  /** The hash of the report being downloaded. */
  downloading: string | null;
  onDownload(report: Report): void;
}) {
  return (
    <ListTable
      view={view}
      rows={reports}
      page={page}
      dataKey="id"
      className="report-table"
      rowTestId="report-row"
      cellMemo={false}
    >
      <Column header="Название" field="reportTitle" />
      <Column header="Дата создания" body={(row: Report) => formatDateTime(row.createdAt)} />
      <Column header="Статус" field="statusTitle" />
      <Column header="Пользователь" field="userName" />
      <Column header="Фильтры" field="filtersAsText" className="report-table__filters" />
      <Column header="Формат" field="typeFormat" />
      <Column
        header=""
        className="list-table__frozen-right"
        headerClassName="list-table__frozen-right"
        body={(row: Report) =>
          row.status === REPORT_COMPLETE ? (
            <Button
              type="button"
              icon="pi pi-download"
              size="small"
              text
              label="Скачать"
              aria-label={`Скачать ${row.reportTitle}`}
              loading={downloading === row.hash}
              onClick={() => onDownload(row)}
            />
          ) : null
        }
      />
    </ListTable>
  );
}
