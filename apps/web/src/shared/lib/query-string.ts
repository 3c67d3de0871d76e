export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Builds `a=1&b=x&b=y` in key order: arrays repeat their key, null / undefined / '' are left out,
 * everything is percent-encoded. No leading '?'.
 */
export function buildQueryString(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value === null || value === undefined || value === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** Appends a query to a URL that may already have one. */
export function withQuery(url: string, params: QueryParams): string {
  const query = buildQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** List queries leave out the defaults page=1 and per_page=10 (000 §5). */
export function withoutListDefaults<T extends QueryParams>(params: T): T {
  const copy: QueryParams = { ...params };
  if (Number(copy.page) === 1) delete copy.page;
  for (const key of ['per_page', 'perPage']) if (Number(copy[key]) === 10) delete copy[key];
  return copy as T;
}
