import { describe, expect, it } from 'vitest';
import { pageOf, pagingOf } from './paging';

describe('the paging of a list query', () => {
  it('is page 1 of 10 when nothing is given', () => {
    expect(pagingOf({})).toEqual({ page: 1, perPage: 10 });
    expect(pagingOf({ page: 3, per_page: 25 })).toEqual({ page: 3, perPage: 25 });
  });

  it('takes `perPage` or `per_page`, whichever is not the default', () => {
    expect(pagingOf({ perPage: 50 })).toEqual({ page: 1, perPage: 50 });
    expect(pagingOf({ perPage: 50, per_page: 10 })).toEqual({ page: 1, perPage: 50 });
    expect(pagingOf({ perPage: 50, per_page: 20 })).toEqual({ page: 1, perPage: 20 });
    expect(pagingOf({ per_page: 10 })).toEqual({ page: 1, perPage: 10 });
  });

  it('gives the rows of the page', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(rows, { page: 3, perPage: 10 })).toEqual([20, 21, 22, 23, 24]);
    expect(pageOf(rows, { page: 4, perPage: 10 })).toEqual([]);
  });
});
