import { Checkbox } from 'primereact/checkbox';
import { MultiSelect } from 'primereact/multiselect';
import { useCurrentUser } from '@/shared/api/queries';
import { FilterPanel, LIST_FILTER_KEYS, ListPager, filterFields, useListQuery, useListTableView } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import type { PagePrefetch } from '@/shared/ui/lazy-page';
import { Page } from '@/shared/ui/page';
import { prefetchDeals, useDeals, usePriorities } from '@/features/deal-list/api/deal-list-api';
import { OPTIONAL_COLUMNS, dealColumns } from '@/features/deal-list/lib/columns';
import { useShownColumns } from '@/features/deal-list/lib/shown-columns';
import { DealTable } from './deal-table';

const dealsOf = (page: { deals: readonly unknown[] }) => page.deals;

/** The first page of the list, asked for at start beside the session (lazyPage's `prefetch`). */
export const prefetch: PagePrefetch = ({ queryClient, search, props }) =>
  prefetchDeals(queryClient, search, props.history === true);

/**
 * The deal list (/deal) and the deal history (/deal-history, the finished deals): filters and page in the URL. The
 * history has no 'Свободные заявки': a finished deal has no task left to take.
 */
export function DealListPage({ history = false }: { history?: boolean }) {
  const { data: user } = useCurrentUser();
  const globalFilterName = history ? 'deal-history' : 'deal-list';
  const list = useListQuery({ perPageKey: 'perPage', globalFilterName });
  const deals = useDeals(history, list.apiQuery);
  const view = useListTableView(deals, dealsOf);
  const [shown, setShown] = useShownColumns();
  // The priorities load with the list (the priority cells read them too).
  usePriorities(user ? isAllowed(user, policies.changePriority) : false);
  if (!user) return null;

  const underwriter = isAllowed(user, policies.underwriterColumns);
  const keys = LIST_FILTER_KEYS.filter((key) => key !== 'inn' || underwriter);
  const free = !history && list.filters.needAssignee === 'true';
  const setFree = (on: boolean) => {
    const { needAssignee: _, ...rest } = list.filters;
    list.setFilters(on ? { ...rest, needAssignee: 'true' } : rest);
  };
  const result = view.data;

  const toolbar = (
    <div className="list-toolbar">
      <FilterPanel
        key={globalFilterName}
        fields={filterFields(keys)}
        value={list.filters}
        onApply={(next) => list.setFilters(free ? { ...next, needAssignee: 'true' } : next)}
        dictionaries={result?.filter}
        idLabel={underwriter ? 'Номер заявки' : 'ID заявки'}
        globalFilterName={globalFilterName}
      />
      {history ? null : (
        <label className="list-toolbar__check">
          <Checkbox inputId="free-deals" checked={free} onChange={(e) => setFree(Boolean(e.checked))} />
          <span>Свободные заявки</span>
        </label>
      )}
      <MultiSelect
        className="list-toolbar__columns"
        options={[...OPTIONAL_COLUMNS]}
        value={shown}
        onChange={(e) => setShown(e.value)}
        placeholder="Колонки"
        selectedItemsLabel="Колонки: {0}"
        maxSelectedLabels={0}
        aria-label="Колонки"
        data-testid="deal-columns"
      />
      {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
    </div>
  );

  return (
    <Page title={routeByName(history ? 'deal-list-history' : 'deal-list').title} toolbar={toolbar}>
      <DealTable
        deals={view.status === 'rows' && result ? result.deals : []}
        view={view}
        page={list.page}
        columns={dealColumns(user, shown)}
        user={user}
      />
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
