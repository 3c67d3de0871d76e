/** Flat API-named query params of a list (000 §3, §7); multi-values are comma lists (status=a,b; filterUsers=6,12). */
export type ListFilters = Record<string, string>;
