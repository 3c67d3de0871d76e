import { useState } from 'react';

/**
 * What the body of a list table shows: 'loading' (nothing to show yet: a loading state, never 'Нет данных'),
 * 'failed' (the first load failed: a neutral line, never 'Нет данных'), 'empty' (the server answered no rows:
 * 'Нет данных для отображения'), 'rows'.
 */
export type ListTableStatus = 'loading' | 'failed' | 'empty' | 'rows';

/** The part of a TanStack Query result a list table reads. */
export interface ListQueryState<T> {
  data: T | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
}

export interface ListTableView<T> {
  /** The answer whose rows are shown: the current one, the previous one while the next loads or after it failed. */
  data: T | undefined;
  status: ListTableStatus;
  /** The rows shown are those of another page or filter while the next ones load: dimmed under a progress bar. */
  stale: boolean;
  /** A request is under way (the progress bar). */
  busy: boolean;
}

/**
 * The view of a list table over its query (000 §8: a list-load failure is only logged). `last` is the last answer
 * that came, kept so that a failed load leaves the rows the clerk had; `rowsOf` counts the rows of an answer.
 */
export function listTableView<T>(
  query: ListQueryState<T>,
  last: T | undefined,
  rowsOf: (data: T) => readonly unknown[],
): ListTableView<T> {
  const busy = query.isFetching;
  if (query.data === undefined) {
    if (query.isError && last !== undefined && rowsOf(last).length > 0)
      return { data: last, status: 'rows', stale: false, busy };
    return { data: undefined, status: query.isError && !busy ? 'failed' : 'loading', stale: false, busy };
  }
  const count = rowsOf(query.data).length;
  if (query.isPlaceholderData) {
    // The previous answer stands in while the next one loads: its rows dimmed, or the loading state if it had none.
    return count > 0
      ? { data: query.data, status: 'rows', stale: true, busy }
      : { data: query.data, status: 'loading', stale: false, busy };
  }
  return { data: query.data, status: count > 0 ? 'rows' : 'empty', stale: false, busy };
}

/** `listTableView` over a live query, keeping the last answer that came. */
export function useListTableView<T>(
  query: ListQueryState<T>,
  rowsOf: (data: T) => readonly unknown[],
): ListTableView<T> {
  const [last, setLast] = useState<T | undefined>(query.data);
  if (query.data !== undefined && !query.isPlaceholderData && query.data !== last) setLast(query.data);
  return listTableView(query, query.data ?? last, rowsOf);
}
