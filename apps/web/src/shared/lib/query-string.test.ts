import { describe, expect, it } from 'vitest';
import { buildQueryString, withoutListDefaults, withQuery } from './query-string';

describe('buildQueryString', () => {
  it('repeats array keys, keeps order and encodes', () => {
    expect(
      buildQueryString({
        topic: ['https://autocredit.example/users/6', 'https://autocredit.example/roles/ROLE_UNDERWRITER'],
        lastEventID: 'urn:uuid:1',
      }),
    ).toBe(
      'topic=https%3A%2F%2Fautocredit.example%2Fusers%2F6&topic=https%3A%2F%2Fautocredit.example%2Froles%2FROLE_UNDERWRITER&lastEventID=urn%3Auuid%3A1',
    );
  });

  it('leaves out empty values and encodes keys like ids[]', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: 0, e: false, 'ids[]': [1, 2] })).toBe(
      'd=0&e=false&ids%5B%5D=1&ids%5B%5D=2',
    );
    expect(buildQueryString({})).toBe('');
  });

  it('appends to a URL with or without a query', () => {
    expect(withQuery('/hub', { topic: 'x' })).toBe('/hub?topic=x');
    expect(withQuery('/hub?a=1', { topic: 'x' })).toBe('/hub?a=1&topic=x');
    expect(withQuery('/hub', {})).toBe('/hub');
  });

  it('omits page=1 and per_page=10', () => {
    expect(withoutListDefaults({ page: 1, per_page: 10, perPage: 10, id: 5 })).toEqual({ id: 5 });
    expect(withoutListDefaults({ page: 2, per_page: 15 })).toEqual({ page: 2, per_page: 15 });
  });
});
