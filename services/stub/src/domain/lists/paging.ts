/** A page of a list: its number (from 1) and its size. */
export interface Paging {
  page: number;
  perPage: number;
}

export const DEFAULT_PER_PAGE = 10;

/**
 * The paging of a list query: `page` (1 when left out) and `per_page` (10). The deal lists also take `perPage`, while
 * the duplicate searches send `per_page`: whichever is not the default wins.
 */
export function pagingOf(query: { page?: number; per_page?: number; perPage?: number }): Paging {
  const { page = 1, per_page: perPageParam, perPage } = query;
  if (perPageParam !== undefined && perPageParam !== DEFAULT_PER_PAGE) return { page, perPage: perPageParam };
  return { page, perPage: perPage ?? DEFAULT_PER_PAGE };
}

/** The rows of that page. */
export function pageOf<T>(rows: readonly T[], paging: Paging): T[] {
  const offset = (paging.page - 1) * paging.perPage;
  return rows.slice(offset, offset + paging.perPage);
}
