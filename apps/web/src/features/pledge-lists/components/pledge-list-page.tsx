import { Column } from 'primereact/column';
import { useMemo } from 'react';
import { useCurrentUser } from '@/shared/api/queries';
import {
  FilterPanel,
  ListPager,
  ListTable,
  columnClasses,
  rowColourStyle,
  useListQuery,
  useListTableView,
  type ListQueryState,
} from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName, type RouteName } from '@/shared/routing/route-table';
import { Page } from '@/shared/ui/page';
import { usePledgeTasks, usePledges, type PledgeListKind } from '@/features/pledge-lists/api/pledge-lists-api';
import {
  pledgeColumnFrozen,
  pledgeColumns,
  pledgeRows,
  taskRows,
  type PledgeRow,
} from '@/features/pledge-lists/lib/columns';
import { PLEDGE_FILTER_FIELDS, statusDictionary } from '@/features/pledge-lists/lib/filters';
import { BalanceButton } from './balance-button';
import { PLEDGE_CELLS } from './pledge-cells';
import { RemovePledgeButton } from './remove-pledge-button';
import './pledge-lists.css';

const ROUTES: Record<PledgeListKind, RouteName> = {
  new: 'pledge-list-new',
  my: 'pledge-list-my',
  history: 'pledge-list-history',
};

type Answer = { count: number; filter: { statuses: Record<string, string | undefined> }; rows: PledgeRow[] };
const rowsOf = (answer: Answer) => answer.rows;

/** The answer of the list asked for, its rows made alike (a task list's tasks carry their pledge). */
function usePledgeList(kind: PledgeListKind, apiQuery: Record<string, string | number>): ListQueryState<Answer> {
  const history = kind === 'history';
  const tasks = usePledgeTasks(kind === 'my' ? 'my' : 'new', apiQuery, !history);
  const pledges = usePledges(apiQuery, history);
  const query = history ? pledges : tasks;
  const taskData = tasks.data;
  const pledgeData = pledges.data;
  // One object per answer: the table keeps the last answer by identity.
  const data = useMemo<Answer | undefined>(() => {
    if (history) return pledgeData && { ...pledgeData, rows: pledgeRows(pledgeData.list) };
    return taskData && { ...taskData, rows: taskRows(taskData.tasks) };
  }, [history, taskData, pledgeData]);
  return {
    data,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    isError: query.isError,
  };
}

/**
 * A pledge list (002 §2 'Pledge lists'): 'Новые задачи (залоги)', 'Мои задача (залоги)' or 'Все залоги'. Filters
 * and page in the URL; the balance button; for pledge editors the remove-pledge button, 'Взять в работу' on the
 * tasks and the history's row menu. Pledge viewers read everything and act on nothing.
 */
export function PledgeListPage({ kind }: { kind: PledgeListKind }) {
  const { data: user } = useCurrentUser();
  const route = ROUTES[kind];
  const list = useListQuery({ perPageKey: 'per_page', globalFilterName: route });
  const query = usePledgeList(kind, list.apiQuery);
  const view = useListTableView<Answer>(query, rowsOf);
  if (!user) return null;

  const result = view.data;
  const canAct = isAllowed(user, policies.pledgeActions);
  const ctx = { user, canOpen: isAllowed(user, policies.dealView), canAct };

  const toolbar = (
    <div className="list-toolbar">
      <FilterPanel
        key={kind}
        fields={PLEDGE_FILTER_FIELDS}
        value={list.filters}
        onApply={list.setFilters}
        dictionaries={statusDictionary(result?.filter.statuses)}
        globalFilterName={route}
      />
      <BalanceButton />
      {canAct ? <RemovePledgeButton /> : null}
      {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
    </div>
  );

  return (
    <Page title={routeByName(route).title} toolbar={toolbar}>
      <ListTable
        view={view}
        rows={view.status === 'rows' && result ? result.rows : []}
        page={list.page}
        dataKey="key"
        className="pledge-table"
        rowTestId="pledge-row"
        rowStyle={(row: PledgeRow) => rowColourStyle(row.task?.taskColor)}
      >
        {pledgeColumns(kind).map((column) => {
          const cell = PLEDGE_CELLS[column];
          return (
            <Column
              key={column}
              columnKey={column}
              header={cell.header}
              body={(row: PledgeRow) => cell.cell(row, ctx)}
              {...columnClasses(pledgeColumnFrozen(column), cell.className)}
            />
          );
        })}
      </ListTable>
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
