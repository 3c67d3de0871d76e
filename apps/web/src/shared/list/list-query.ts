import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildQueryString, withoutListDefaults } from '@/shared/lib/query-string';
import { readGlobalFilter } from './global-filter';
import type { ListFilters } from './list-filters';

export type { ListFilters } from './list-filters';

export interface ListQueryOptions {
  /** The page-size key of the API: the deal lists use 'perPage', the task lists and the users 'per_page'. */
  perPageKey: 'perPage' | 'per_page';
  /** With a name, a stored global filter is applied when the page opens with no filter in the URL. */
  globalFilterName?: string;
}

export const DEFAULT_PER_PAGE = 10;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The URL query of a list: filters, then page and page size, defaults (page 1, size 10) and empty values left out. */
export function listSearch(filters: ListFilters, page: number, perPage: number, perPageKey: string): string {
  return buildQueryString(withoutListDefaults({ ...filters, page, [perPageKey]: perPage }));
}

/** Reads the list state of a URL query: every key but the page and the page size is a filter. */
export function readListSearch(search: URLSearchParams, perPageKey: string) {
  const filters: ListFilters = {};
  search.forEach((value, key) => {
    if (key !== 'page' && key !== perPageKey && value !== '') filters[key] = value;
  });
  return {
    filters,
    page: positive(search.get('page'), 1),
    perPage: positive(search.get(perPageKey), DEFAULT_PER_PAGE),
  };
}

/**
 * The state of a list page, kept in the URL (react-admin's way): flat params named as the API's. Changing the
 * filters goes back to page 1 and pushes a history entry, so Back returns to the previous filter.
 */
export function useListQuery({ perPageKey, globalFilterName }: ListQueryOptions) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListSearch(search, perPageKey), [search, perPageKey]);
  const hasFilters = Object.keys(state.filters).length > 0;

  useEffect(() => {
    if (!globalFilterName || hasFilters) return;
    const stored = readGlobalFilter(globalFilterName);
    if (stored && Object.keys(stored).length > 0)
      setSearch(listSearch(stored, 1, state.perPage, perPageKey), { replace: true });
    // Only when the page opens: a filter cleared later stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setFilters = useCallback(
    (next: ListFilters) => setSearch(listSearch(next, 1, state.perPage, perPageKey)),
    [setSearch, state.perPage, perPageKey],
  );
  const setPage = useCallback(
    (page: number) => setSearch(listSearch(state.filters, page, state.perPage, perPageKey)),
    [setSearch, state.filters, state.perPage, perPageKey],
  );
  const apiQuery = useMemo(
    () => ({ ...state.filters, page: state.page, [perPageKey]: state.perPage }) as Record<string, string | number>,
    [state, perPageKey],
  );
  return { ...state, apiQuery, setFilters, setPage };
}
