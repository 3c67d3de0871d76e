import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import type { TaskListItem } from '@autocredit/generated/api';
import { useCurrentUser } from '@/shared/api/queries';
import { EMPTY_LIST, FilterPanel, LIST_FILTER_KEYS, ListPager, filterFields, useListQuery } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { Page } from '@/shared/ui/page';
import { useTasks, type TaskListKind } from '@/features/task-lists/api/task-lists-api';
import { taskColumns } from '@/features/task-lists/lib/columns';
import { TASK_CELLS } from './task-cells';

/** The task lists take the shared filter but the employees (their answer has no dictionary of them). */
const FILTER_KEYS = LIST_FILTER_KEYS.filter((key) => key !== 'filterUsers');

const TITLES: Record<TaskListKind, string> = {
  new: 'Новые задачи',
  my: 'Мои задачи (в работе)',
  underwriter: 'Новые задачи',
};
const GLOBAL_NAMES: Record<TaskListKind, string> = {
  new: 'task-list-new',
  my: 'task-list-my',
  underwriter: 'underwriter-new-task-list',
};
const SORTS = [
  { value: 'DESC', label: 'Сначала новые' },
  { value: 'ASC', label: 'Сначала старые' },
];

/** A task list: filters, the underwriters' free-task flag and arrival sort, and page in the URL. */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page', globalFilterName: GLOBAL_NAMES[kind] });
  const tasks = useTasks(kind, list.apiQuery);
  if (!user) return null;

  const underwriter = isAllowed(user, policies.underwriterColumns);
  const keys = FILTER_KEYS.filter((key) => key !== 'inn' || underwriter);
  const { isFree, sortUnderwritingStage, ...filters } = list.filters;
  const own = { ...(isFree && { isFree }), ...(sortUnderwritingStage && { sortUnderwritingStage }) };
  const setOwn = (changes: Record<string, string | undefined>) => {
    const next: Record<string, string> = { ...list.filters };
    for (const [key, value] of Object.entries(changes)) {
      if (value) next[key] = value;
      else delete next[key];
    }
    list.setFilters(next);
  };
  const result = tasks.data;

  return (
    <Page title={TITLES[kind]}>
      <div className="list-toolbar">
        <FilterPanel
          key={kind}
          fields={filterFields(keys)}
          value={filters}
          onApply={(next) => list.setFilters({ ...next, ...own })}
          dictionaries={result?.filter}
          idLabel={underwriter ? 'Номер заявки' : 'ID заявки'}
          globalFilterName={GLOBAL_NAMES[kind]}
        />
        {kind === 'underwriter' ? (
          <>
            <label className="list-toolbar__check">
              <Checkbox
                inputId="free-tasks"
                checked={isFree === 'true'}
                onChange={(e) => setOwn({ isFree: e.checked ? 'true' : undefined })}
              />
              <span>Свободные задачи</span>
            </label>
            <Dropdown
              options={SORTS}
              value={sortUnderwritingStage ?? null}
              placeholder="Порядок поступления"
              showClear
              onChange={(e) => setOwn({ sortUnderwritingStage: e.value ?? undefined })}
              aria-label="Порядок поступления"
              data-testid="arrival-sort"
            />
          </>
        ) : null}
        {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
      </div>
      <DataTable
        value={result?.tasks ?? []}
        dataKey="id"
        loading={tasks.isFetching && !result}
        emptyMessage={EMPTY_LIST}
        size="small"
        scrollable
        className="task-table"
        rowClassName={() => 'task-row'}
        pt={{
          bodyRow: ({ props }: { props: { rowData?: TaskListItem } }) =>
            ({
              'data-testid': 'task-row',
              style: props.rowData?.taskColor ? { background: props.rowData.taskColor } : undefined,
            }) as object,
        }}
      >
        {taskColumns(user).map((column) => (
          <Column
            key={column}
            header={TASK_CELLS[column].header}
            body={(task: TaskListItem) => TASK_CELLS[column].cell(task, user)}
          />
        ))}
      </DataTable>
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
