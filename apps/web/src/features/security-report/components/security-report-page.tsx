import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import type { SecurityReportItem } from '@autocredit/generated/api';
import { useCurrentUser } from '@/shared/api/queries';
import { FilterPanel, ListPager, ListTable, useListQuery, useListTableView } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import { Page } from '@/shared/ui/page';
import { useSecurityReport } from '@/features/security-report/api/security-report-api';
import { SECURITY_FILTER_FIELDS } from '@/features/security-report/lib/security-filter';
import { PhotoGalleryDialog } from './photo-gallery-dialog';

const itemsOf = (page: { items: readonly unknown[] }) => page.items;

/** The photos button's text. */
export const PHOTOS = 'Фотографии';

/**
 * The security report (/security-report, 000 §2.9): the filter and the page in the URL (page, per_page, 10 a page),
 * each person's name, and with has-all-operations the gallery of their photos.
 */
export function SecurityReportPage() {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page' });
  const report = useSecurityReport(list.apiQuery);
  const view = useListTableView(report, itemsOf);
  const [shown, setShown] = useState<SecurityReportItem | null>(null);
  if (!user) return null;

  const photos = isAllowed(user, policies.securityReportPhotos);
  const result = view.data;
  const toolbar = (
    <div className="list-toolbar">
      <FilterPanel fields={SECURITY_FILTER_FIELDS} value={list.filters} onApply={list.setFilters} />
      {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
    </div>
  );

  return (
    <Page title={routeByName('security-report').title} toolbar={toolbar}>
      <ListTable
        view={view}
        rows={view.status === 'rows' && result ? result.items : []}
        page={list.page}
        dataKey="id"
        className="security-report-table"
        rowTestId="security-report-row"
        cellMemo={false}
      >
        <Column header="ID" field="id" />
        <Column header="ФИО" field="name" />
        {photos ? (
          <Column
            header=""
            className="list-table__frozen-right"
            headerClassName="list-table__frozen-right"
            body={(row: SecurityReportItem) => (
              <Button
                type="button"
                icon="pi pi-images"
                size="small"
                text
                label={`${PHOTOS} (${row.files.length})`}
                aria-label={`${PHOTOS}: ${row.name}`}
                disabled={row.files.length === 0}
                onClick={() => setShown(row)}
              />
            )}
          />
        ) : null}
      </ListTable>
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
      {photos ? <PhotoGalleryDialog item={shown} onHide={() => setShown(null)} /> : null}
    </Page>
  );
}
