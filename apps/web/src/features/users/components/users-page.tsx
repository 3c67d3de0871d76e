import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { UserListItem } from '@autocredit/generated/api';
import { useCurrentUser } from '@/shared/api/queries';
import { EMPTY_LIST, FilterPanel, ListPager, useListQuery, type FilterField } from '@/shared/list';
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

/** The users (/users): ID, Username, ФИО; 'Переключиться' for holders of switch-user. */
export function UsersPage() {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page' });
  const users = useUsers(list.apiQuery);
  const switchUser = useSwitchUser();
  const canSwitch = user ? isAllowed(user, policies.switchUser) : false;
  const result = users.data;

  return (
    <Page title="Пользователи">
      <div className="list-toolbar">
        <FilterPanel fields={USER_FILTER} value={list.filters} onApply={list.setFilters} />
        {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
      </div>
      <DataTable
        value={result?.items ?? []}
        dataKey="id"
        loading={users.isFetching && !result}
        emptyMessage={EMPTY_LIST}
        size="small"
        pt={{ bodyRow: { 'data-testid': 'user-row' } as object }}
      >
        <Column header="ID" field="id" />
        <Column header="Username" field="username" />
        <Column header="ФИО" field="fio" />
        {canSwitch ? (
          <Column
            header=""
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
      </DataTable>
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
