export { useListQuery, listSearch, readListSearch, DEFAULT_PER_PAGE } from './list-query';
export type { ListFilters, ListQueryOptions } from './list-query';
export { readGlobalFilter, saveGlobalFilter, clearGlobalFilter, useGlobalFilter } from './global-filter';
export { FILTER_FIELDS, LIST_FILTER_KEYS, filterFields, INCOMPLETE } from './filter-fields';
export { loadListPage } from './list-load';
export type { FilterKey, FilterField, FilterFieldKind, FilterDictionaries } from './filter-fields';
export { FilterPanel, GLOBAL_FILTER_SET } from './filter-panel';
export { ListPager, PAGE_JUMP, PAGE_LINKS } from './list-pager';
export { EMPTY_LIST } from './list-table-texts';
