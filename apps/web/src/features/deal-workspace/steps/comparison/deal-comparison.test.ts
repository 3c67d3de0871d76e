import type { DealComparisonGroup, GetDealComparisonEvent } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { fullListHref, groupView, isComparisonOf } from './deal-comparison';

const deals = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: 100100 + i, createdAt: '2026-10-02T12:00:00+03:00' }));
const group = (rest: Partial<DealComparisonGroup>): DealComparisonGroup => ({
  filterTitle: 'Телефон клиента',
  deals: [],
  ...rest,
});

describe('the comparison groups', () => {
  it('shows the error of a group before anything else, no deals as none', () => {
    expect(groupView(group({ error: 'Данные не указаны в заявке', count: 3, deals: deals(3) }))).toEqual({
      kind: 'error',
      text: 'Данные не указаны в заявке',
    });
    expect(groupView(group({ count: 0 }))).toEqual({ kind: 'none' });
    expect(groupView(group({}))).toEqual({ kind: 'none' });
  });

  it('says there are more above 15 (exactly 15 is all), with the full list when the group has a filter', () => {
    expect(groupView(group({ count: 15, deals: deals(15), listQuery: { phone: '+79161234567' } }))).toEqual({
      kind: 'deals',
      more: false,
      fullList: null,
    });
    expect(groupView(group({ count: 16, deals: deals(15), listQuery: { phone: '+79161234567' } }))).toEqual({
      kind: 'deals',
      more: true,
      fullList: '/deal?phone=%2B79161234567',
    });
    expect(groupView(group({ count: 40, deals: deals(15), listQuery: null }))).toEqual({
      kind: 'deals',
      more: true,
      fullList: null,
    });
    // Without a count (another server), the deals given are all there is.
    expect(groupView(group({ deals: deals(2) }))).toEqual({ kind: 'deals', more: false, fullList: null });
  });

  it('builds the deal list URL of a filter, the address as its JSON', () => {
    expect(fullListHref({ address: '{"value":"г Москва, ул Тверская, д 7"}', excludeDealId: '100245' })).toBe(
      '/deal?address=%7B%22value%22%3A%22%D0%B3%20%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0%2C%20%D1%83%D0%BB%20%D0%A2%D0%B2%D0%B5%D1%80%D1%81%D0%BA%D0%B0%D1%8F%2C%20%D0%B4%207%22%7D&excludeDealId=100245',
    );
  });

  it('matches an event by its hash and its case', () => {
    const event: GetDealComparisonEvent = {
      type: 'getDealComparison',
      data: { hash: 'abc', case: 'spouse', dealId: 100245, groups: [] },
    };
    expect(isComparisonOf(event, 'abc', 'spouse')).toBe(true);
    expect(isComparisonOf(event, 'abc', 'client')).toBe(false);
    expect(isComparisonOf(event, 'abd', 'spouse')).toBe(false);
  });
});
