import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import type { TaskListItem } from '@autocredit/generated/api';
import { useCurrentUser } from '@/shared/api/queries';
import {
  FilterPanel,
  LIST_FILTER_KEYS,
  ListPager,
  ListTable,
  filterFields,
  rowColourStyle,
  useListQuery,
  useListTableView,
  columnClasses,
} from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { Page } from '@/shared/ui/page';
import { useTasks, type TaskListKind } from '@/features/task-lists/api/task-lists-api';
import { taskColumnFrozen, taskColumns } from '@/features/task-lists/lib/columns';
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
const tasksOf = (page: { tasks: readonly unknown[] }) => page.tasks;

const SORTS = [
  { value: 'DESC', label: 'Сначала новые' },
  { value: 'ASC', label: 'Сначала старые' },
];

/** A task list: filters, the underwriters' free-task flag and arrival sort, and page in the URL. */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page', globalFilterName: GLOBAL_NAMES[kind] });
  const tasks = useTasks(kind, list.apiQuery);
  const view = useListTableView(tasks, tasksOf);
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
  const result = view.data;
  const canOpen = isAllowed(user, policies.dealView);
  const ctx = { user, canOpen };

  const toolbar = (
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
  );

  return (
    <Page title={TITLES[kind]} toolbar={toolbar}>
      <ListTable
        view={view}
        rows={view.status === 'rows' && result ? result.tasks : []}
        page={list.page}
        dataKey="id"
        className="task-table"
        rowTestId="task-row"
        rowClassName={() => 'task-row'}
        rowStyle={(task: TaskListItem) => rowColourStyle(task.taskColor)}
      >
        {taskColumns(user).map((column) => {
          const frozen = taskColumnFrozen(column);
          const cell = TASK_CELLS[column];
          return (
            <Column
              key={column}
              columnKey={column}
              header={cell.header}
              body={(task: TaskListItem) => cell.cell(task, ctx)}
              {...columnClasses(frozen, cell.className)}
            />
          );
        })}
      </ListTable>
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
