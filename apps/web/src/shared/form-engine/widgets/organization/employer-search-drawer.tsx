import { Sidebar } from 'primereact/sidebar';
import { Loading } from '@/shared/ui/loading';
import { EMPLOYER_SEARCH_LIMIT, type EmployerSearch } from './organization-api';
import { EmployerDealsTable } from './employer-deals-table';
import { EMPLOYER_SEARCH_TITLE, TOO_MANY_MATCHES, dealListHref } from './employer-value';
import { useEmployerDeals } from './use-employer-deals';

/** What the drawer shows once the search is open. */
function EmployerSearchResult({ search }: { search: EmployerSearch }) {
  const state = useEmployerDeals(search);
  if (state.kind === 'waiting') return <Loading />;
  if (state.kind === 'failed')
    return state.message ? <p className="employer-search__failure">{state.message}</p> : null;
  if (state.result.count > EMPLOYER_SEARCH_LIMIT)
    return (
      <p className="employer-search__too-many">
        {TOO_MANY_MATCHES}.{' '}
        <a href={dealListHref(search.inn)} target="_blank" rel="noopener noreferrer">
          Перейти к списку заявок
        </a>
      </p>
    );
  return <EmployerDealsTable deals={state.result.deals} />;
}

/**
 * The drawer 'Поиск по ИНН' (right, 50vw): the other deals whose client works for the same employer; above 15
 * matches it says 'Найдено более 15 совпадений' with a link to the deal list by the INN, else a table of them.
 */
export function EmployerSearchDrawer({ search, onHide }: { search: EmployerSearch | null; onHide(): void }) {
  return (
    <Sidebar
      visible={search !== null}
      position="right"
      style={{ width: '50vw' }}
      header={EMPLOYER_SEARCH_TITLE}
      onHide={onHide}
    >
      {search && <EmployerSearchResult search={search} />}
    </Sidebar>
  );
}
