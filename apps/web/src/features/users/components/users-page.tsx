import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { UserListItem } from '@autocredit/generated/api';
import { useCurrentUser } from '@/shared/api/queries';
import { FilterPanel, ListPager, ListTable, useListQuery, useListTableView, type FilterField } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { Page } from '@/shared/ui/page';
import { useSwitchUser, useUsers } from '@/features/users/api/users-api';

/** The filter of the users page (000 §2.5). */
const USER_FILTER: readonly FilterField[] = [
  { key: 'id', label: 'ID', kind: 'digits', maxLength: 12 },
  { key: 'email', label: 'Email', kind: 'text' },
  { key: 'username', label: 'Username', kind: 'text' },
];

const itemsOf = (page: { items: readonly unknown[] }) => page.items;

/** The users (/users): ID, Username, ФИО; 'Переключиться' for holders of switch-user. */
export function UsersPage() {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page' });
  const users = useUsers(list.apiQuery);
  const view = useListTableView(users, itemsOf);
  const switchUser = useSwitchUser();
  const canSwitch = user ? isAllowed(user, policies.switchUser) : false;
  const result = view.data;

  const toolbar = (
    <div className="list-toolbar">
      <FilterPanel fields={USER_FILTER} value={list.filters} onApply={list.setFilters} />
      {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
    </div>
  );

  return (
    <Page title="Пользователи" toolbar={toolbar}>
      <ListTable
        view={view}
        rows={view.status === 'rows' && result ? result.items : []}
        page={list.page}
        dataKey="id"
        className="users-table"
        rowTestId="user-row"
        cellMemo={false}
      >
        <Column header="ID" field="id" />
        <Column header="Username" field="username" />
        <Column header="ФИО" field="fio" />
        {canSwitch ? (
          <Column
            header=""
            className="list-table__frozen-right"
            headerClassName="list-table__frozen-right"
            body={(row: UserListItem) => (
              <Button
                type="button"
                label="Переключиться"
                size="small"
                outlined
                disabled={switchUser.isPending || row.username === user?.username}
                onClick={() => switchUser.mutate(row.username)}
              />
            )}
          />
        ) : null}
      </ListTable>
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
