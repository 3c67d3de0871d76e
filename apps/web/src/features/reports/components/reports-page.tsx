import { useCurrentUser } from '@/shared/api/queries';
import { FilterPanel, ListPager, useListQuery, useListTableView } from '@/shared/list';
import { routeByName } from '@/shared/routing/route-table';
import { Page } from '@/shared/ui/page';
import { useBuildReport, useDownloadReport, useReportEvents, useReportList } from '@/features/reports/api/reports-api';
import { reportButtonsFor } from '@/features/reports/lib/report-buttons';
import { REPORT_FILTER_FIELDS, buildFilters } from '@/features/reports/lib/report-filter';
import { ReportBuildButtons } from './report-build-buttons';
import { ReportTable } from './report-table';
import './reports.css';

const itemsOf = (page: { items: readonly unknown[] }) => page.items;

/**
 * The reports page (/reports, 'Отчеты'; 002 §2): the filter of the builds (in the URL), a build button per report
 * privilege, and the paged list of the built reports (page and per_page in the URL, 10 a page), refreshed when a
 * build ends (getReport, getReportDwh).
 */
export function ReportsPage() {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page' });
  const reports = useReportList(list.page, list.perPage);
  const view = useListTableView(reports, itemsOf);
  const build = useBuildReport();
  const download = useDownloadReport();
  useReportEvents();
  if (!user) return null;

  const filters = buildFilters(list.filters);
  const result = view.data;
  const toolbar = (
    <div className="list-toolbar">
      <FilterPanel fields={REPORT_FILTER_FIELDS} value={filters} onApply={list.setFilters} />
      {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
    </div>
  );

  return (
    <Page title={routeByName('reports').title} toolbar={toolbar}>
      <ReportBuildButtons
        buttons={reportButtonsFor(user)}
        hasFilters={Object.keys(filters).length > 0}
        building={build.isPending ? build.variables.type : null}
        onBuild={(type) => build.mutate({ type, filters })}
      />
      <ReportTable
        view={view}
        reports={view.status === 'rows' && result ? result.items : []}
        page={list.page}
        downloading={download.isPending ? download.variables.hash : null}
        onDownload={(report) =>
          download.mutate({ hash: report.hash, title: report.reportTitle, format: report.typeFormat })
        }
      />
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
