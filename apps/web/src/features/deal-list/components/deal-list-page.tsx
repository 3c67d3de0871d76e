import { Checkbox } from 'primereact/checkbox';
import { MultiSelect } from 'primereact/multiselect';
import { useCurrentUser } from '@/shared/api/queries';
import { FilterPanel, LIST_FILTER_KEYS, ListPager, filterFields, useListQuery } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { Page } from '@/shared/ui/page';
import { useDeals, usePriorities } from '@/features/deal-list/api/deal-list-api';
import { OPTIONAL_COLUMNS, dealColumns } from '@/features/deal-list/lib/columns';
import { useShownColumns } from '@/features/deal-list/lib/shown-columns';
import { DealTable } from './deal-table';

/** The deal list (/deal) and the deal history (/deal-history): filters and page in the URL. */
export function DealListPage({ history = false }: { history?: boolean }) {
  const { data: user } = useCurrentUser();
  const globalFilterName = history ? 'deal-history' : 'deal-list';
  const list = useListQuery({ perPageKey: 'perPage', globalFilterName });
  const deals = useDeals(history, list.apiQuery);
  const [shown, setShown] = useShownColumns();
  const canPrioritise = user ? isAllowed(user, policies.changePriority) : false;
  const priorities = usePriorities(canPrioritise);
  if (!user) return null;

  const underwriter = isAllowed(user, policies.underwriterColumns);
  const keys = LIST_FILTER_KEYS.filter((key) => key !== 'inn' || underwriter);
  const free = list.filters.needAssignee === 'true';
  const setFree = (on: boolean) => {
    const { needAssignee: _, ...rest } = list.filters;
    list.setFilters(on ? { ...rest, needAssignee: 'true' } : rest);
  };
  const result = deals.data;

  return (
    <Page title={history ? 'Мои завершенные задачи' : 'Заявки'}>
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
        <label className="list-toolbar__check">
          <Checkbox inputId="free-deals" checked={free} onChange={(e) => setFree(Boolean(e.checked))} />
          <span>Свободные заявки</span>
        </label>
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
      <DealTable
        deals={result?.deals ?? []}
        columns={dealColumns(user, shown)}
        user={user}
        priorities={priorities.data ?? []}
        loading={deals.isFetching && !result}
      />
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
