import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressText, addressValue, fieldError, FILTER_FIELDS, phoneValue } from './filter-fields';
import { clearGlobalFilter, readGlobalFilter, saveGlobalFilter } from './global-filter';
import { ListPager } from './list-pager';
import { listSearch, readListSearch } from './list-query';

describe('the list state in the URL', () => {
  it('leaves out empty values, page 1 and a page size of 10, in the API key of the page size', () => {
    expect(listSearch({ surName: 'Иванов', status: '' }, 1, 10, 'perPage')).toBe(
      `surName=${encodeURIComponent('Иванов')}`,
    );
    expect(listSearch({ status: 'a,b' }, 3, 25, 'per_page')).toBe('status=a%2Cb&page=3&per_page=25');
  });

  it('reads the filters apart from the page and the page size, with the defaults', () => {
    const state = readListSearch(new URLSearchParams('surName=X&page=4&perPage=20&per_page=5'), 'perPage');
    expect(state).toEqual({ filters: { surName: 'X', per_page: '5' }, page: 4, perPage: 20 });
    expect(readListSearch(new URLSearchParams('page=-2'), 'per_page')).toEqual({ filters: {}, page: 1, perPage: 10 });
  });
});

describe('the filter fields', () => {
  it('refuse incomplete masks and an INN of other than 10 or 12 digits', () => {
    expect(fieldError(FILTER_FIELDS.passportSeries, '45__')).toBe('Неверные данные!');
    expect(fieldError(FILTER_FIELDS.passportSeries, '4510')).toBeNull();
    expect(fieldError(FILTER_FIELDS.phone, '+7 (916) 123-45-__')).toBe('Неверные данные!');
    expect(fieldError(FILTER_FIELDS.inn, '12345678901')).toBe('Неверные данные!');
    expect(fieldError(FILTER_FIELDS.inn, '1234567890')).toBeNull();
    expect(fieldError(FILTER_FIELDS.inn, '')).toBeNull();
  });

  it('send the phone as +7 and 10 digits, the address as the JSON of an Address', () => {
    expect(phoneValue('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(addressValue(' г. Москва ')).toBe('{"value":"г. Москва"}');
    expect(addressText('{"value":"г. Москва"}')).toBe('г. Москва');
    expect(addressText('not json')).toBe('');
  });
});

describe('the global filter', () => {
  afterEach(() => localStorage.clear());

  it('is kept per name until cleared', () => {
    saveGlobalFilter('deal-list', { surName: 'Иванов' });
    expect(readGlobalFilter('deal-list')).toEqual({ surName: 'Иванов' });
    expect(readGlobalFilter('task-list-new')).toBeNull();
    clearGlobalFilter('deal-list');
    expect(readGlobalFilter('deal-list')).toBeNull();
  });
});

describe('the pager', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = render(<ListPager page={1} perPage={10} count={10} onPage={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows 7 page links and jumps 5 pages, within the bounds', () => {
    const onPage = vi.fn();
    render(<ListPager page={10} perPage={10} count={300} onPage={onPage} />);
    expect(document.querySelectorAll('.p-paginator-page')).toHaveLength(7);
    // The jumps read '−5' and '+5': not two more double chevrons beside the first and last page's.
    expect(screen.getByLabelText('Назад на 5 страниц').textContent).toBe('−5');
    expect(screen.getByLabelText('Вперед на 5 страниц').textContent).toBe('+5');
    fireEvent.click(screen.getByLabelText('Назад на 5 страниц'));
    expect(onPage).toHaveBeenLastCalledWith(5);
    fireEvent.click(screen.getByLabelText('Вперед на 5 страниц'));
    expect(onPage).toHaveBeenLastCalledWith(15);
  });

  it('does not jump past the last page', () => {
    const onPage = vi.fn();
    render(<ListPager page={29} perPage={10} count={300} onPage={onPage} />);
    fireEvent.click(screen.getByLabelText('Вперед на 5 страниц'));
    expect(onPage).toHaveBeenLastCalledWith(30);
  });
});
