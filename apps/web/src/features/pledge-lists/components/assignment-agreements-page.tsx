import { useCurrentUser } from '@/shared/api/queries';
import { FilterPanel, ListPager, useListQuery, useListTableView } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { routeByName } from '@/shared/routing/route-table';
import { Page } from '@/shared/ui/page';
import { useAgreements } from '@/features/pledge-lists/api/agreements-api';
import { AGREEMENT_FILTER_FIELDS, statusDictionary } from '@/features/pledge-lists/lib/filters';
import { AgreementTable } from './agreement-table';
import { useAssignmentEvents } from './use-assignment-events';
import './pledge-lists.css';

const listOf = (page: { list: readonly unknown[] }) => page.list;
const NO_STATUSES: Record<string, string | undefined> = {};

/**
 * The assignment agreements (/assignment-agreements, 002 §2): contract number, dates and status in the URL, the
 * counts of each agreement's pledges, the link to its pledges in the history, and for pledge editors the bulk assign.
 * The start of an assignment (`assignmentStartProcess`) shows its message.
 */
export function AssignmentAgreementsPage() {
  const { data: user } = useCurrentUser();
  const list = useListQuery({ perPageKey: 'per_page' });
  const agreements = useAgreements(list.apiQuery);
  const view = useListTableView(agreements, listOf);
  useAssignmentEvents();
  if (!user) return null;

  const result = view.data;
  const toolbar = (
    <div className="list-toolbar">
      <FilterPanel
        fields={AGREEMENT_FILTER_FIELDS}
        value={list.filters}
        onApply={list.setFilters}
        dictionaries={statusDictionary(result?.filter.statuses)}
      />
      {result ? <span className="list-toolbar__count">Найдено: {result.count}</span> : null}
    </div>
  );
  return (
    <Page title={routeByName('assignment-agreements').title} toolbar={toolbar}>
      <AgreementTable
        agreements={view.status === 'rows' && result ? result.list : []}
        view={view}
        page={list.page}
        statuses={result?.filter.statuses ?? NO_STATUSES}
        canAct={isAllowed(user, policies.pledgeActions)}
      />
      <ListPager page={list.page} perPage={list.perPage} count={result?.count ?? 0} onPage={list.setPage} />
    </Page>
  );
}
