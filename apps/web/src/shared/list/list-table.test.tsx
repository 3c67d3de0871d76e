import { act, render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealLink } from './deal-link';
import { ListTable } from './list-table';
import { listTableView, useListTableView, type ListQueryState } from './list-table-state';
import { EMPTY_LIST, LIST_LOAD_FAILED, LIST_LOADING } from './list-table-texts';
import { rowColourStyle } from './row-colour';

interface Page {
  rows: { id: number; name: string; colour?: string }[];
}
const rowsOf = (page: Page) => page.rows;
const page = (...names: string[]): Page => ({ rows: names.map((name, i) => ({ id: i + 1, name })) });
const query = (state: Partial<ListQueryState<Page>>): ListQueryState<Page> => ({
  data: undefined,
  isFetching: false,
  isPlaceholderData: false,
  isError: false,
  ...state,
});

describe('the view of a list table', () => {
  it('is loading, not empty, until the first answer comes', () => {
    expect(listTableView(query({ isFetching: true }), undefined, rowsOf)).toEqual({
      data: undefined,
      status: 'loading',
      stale: false,
      busy: true,
    });
  });

  it('is empty only when the server answered no rows', () => {
    expect(listTableView(query({ data: page() }), undefined, rowsOf).status).toBe('empty');
    expect(listTableView(query({ data: page('a') }), undefined, rowsOf).status).toBe('rows');
  });

  it('keeps the old rows, stale, while another page or filter loads', () => {
    const view = listTableView(
      query({ data: page('a'), isPlaceholderData: true, isFetching: true }),
      undefined,
      rowsOf,
    );
    expect(view).toMatchObject({ status: 'rows', stale: true, busy: true });
    expect(view.data?.rows[0]?.name).toBe('a');
    // An empty previous answer does not say 'Нет данных' about the filter that is loading.
    expect(
      listTableView(query({ data: page(), isPlaceholderData: true, isFetching: true }), undefined, rowsOf).status,
    ).toBe('loading');
  });

  it('after a failure keeps the last rows, or says the list did not load; never that there is no data', () => {
    const failed = query({ isError: true });
    expect(listTableView(failed, page('a'), rowsOf)).toMatchObject({ status: 'rows', stale: false });
    expect(listTableView(failed, undefined, rowsOf).status).toBe('failed');
    expect(listTableView(failed, page(), rowsOf).status).toBe('failed');
    // Trying again after a failure: loading.
    expect(listTableView(query({ isError: true, isFetching: true }), undefined, rowsOf).status).toBe('loading');
  });

  it('a background refresh of the same list shows the progress bar over rows that are not stale', () => {
    expect(listTableView(query({ data: page('a'), isFetching: true }), undefined, rowsOf)).toMatchObject({
      status: 'rows',
      stale: false,
      busy: true,
    });
  });
});

function Table({ state }: { state: ListQueryState<Page> }) {
  const view = useListTableView(state, rowsOf);
  return (
    <ListTable
      view={view}
      rows={view.data?.rows ?? []}
      page={1}
      dataKey="id"
      rowTestId="row"
      rowStyle={(row) => rowColourStyle(row.colour)}
    >
      <Column header="Имя" field="name" />
    </ListTable>
  );
}

describe('the list table', () => {
  it('shows a loading state with an accessible name on the first load, not "Нет данных"', () => {
    render(<Table state={query({ isFetching: true })} />);
    expect(screen.getByRole('status', { name: LIST_LOADING })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: LIST_LOADING })).toBeTruthy();
    expect(screen.queryByText(EMPTY_LIST)).toBeNull();
  });

  describe('scrolled sideways', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('marks the sides that have columns out of view, so the frozen edge shows the row goes on under it', () => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const { container } = render(<Table state={query({ data: page('Иванов') })} />);
      const box = container.querySelector('.list-table-box')!;
      const wrapper = container.querySelector<HTMLElement>('.p-datatable-wrapper')!;
      Object.defineProperty(wrapper, 'scrollWidth', { value: 1800 });
      Object.defineProperty(wrapper, 'clientWidth', { value: 1100 });
      const scrollTo = (left: number) => {
        wrapper.scrollLeft = left;
        act(() => void wrapper.dispatchEvent(new Event('scroll')));
      };
      scrollTo(0);
      expect([box.hasAttribute('data-more-left'), box.hasAttribute('data-more-right')]).toEqual([false, true]);
      scrollTo(300);
      expect([box.hasAttribute('data-more-left'), box.hasAttribute('data-more-right')]).toEqual([true, true]);
      scrollTo(700);
      expect([box.hasAttribute('data-more-left'), box.hasAttribute('data-more-right')]).toEqual([true, false]);
    });
  });

  it("shows 'Нет данных для отображения' for an empty answer", () => {
    render(<Table state={query({ data: page() })} />);
    expect(screen.getByText(EMPTY_LIST)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a neutral line when the first load failed', () => {
    render(<Table state={query({ isError: true })} />);
    expect(screen.getByText(LIST_LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByText(EMPTY_LIST)).toBeNull();
  });

  it('dims the old rows under a progress bar while the next ones load, and keeps them after a failure', () => {
    const { rerender, container } = render(<Table state={query({ data: page('Иванов', 'Петров') })} />);
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(container.querySelector('.list-table--stale')).toBeNull();

    rerender(<Table state={query({ data: page('Иванов', 'Петров'), isPlaceholderData: true, isFetching: true })} />);
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(container.querySelector('.list-table--stale')).not.toBeNull();
    expect(screen.getByTestId('list-progress')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    act(() => rerender(<Table state={query({ isError: true })} />));
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(['Иванов', 'Петров']);
    expect(screen.queryByText(EMPTY_LIST)).toBeNull();
    expect(screen.queryByText(LIST_LOAD_FAILED)).toBeNull();
  });

  it('gives a row the background the server gave it', () => {
    render(
      <Table
        state={query({
          data: {
            rows: [
              { id: 1, name: 'a', colour: '#FFF4E5' },
              { id: 2, name: 'b' },
            ],
          },
        })}
      />,
    );
    const [coloured, plain] = screen.getAllByTestId('row');
    expect(coloured!.style.background).toBe('rgb(255, 244, 229)');
    expect(plain!.style.background).toBe('');
  });
});

describe('a row colour', () => {
  it('keeps the text readable: dark on a light background, white on a dark one', () => {
    expect(rowColourStyle('#FFF4E5')).toEqual({ background: '#FFF4E5', color: '#1f2937' });
    expect(rowColourStyle('#123')).toEqual({ background: '#123', color: '#ffffff' });
    expect(rowColourStyle('#1E3A5F')?.color).toBe('#ffffff');
  });

  it('passes a colour of another form as it came, and leaves a row without one to the theme', () => {
    expect(rowColourStyle('rgb(1, 2, 3)')).toEqual({ background: 'rgb(1, 2, 3)' });
    expect(rowColourStyle(null)).toBeUndefined();
    expect(rowColourStyle(' ')).toBeUndefined();
  });
});

describe('a deal link', () => {
  it('is a real link to the deal in a new tab for those who may open it', () => {
    render(
      <DealLink dealId={100245} canOpen>
        100245
      </DealLink>,
    );
    const link = screen.getByRole('link', { name: '100245' });
    expect(link.getAttribute('href')).toBe('/deal/100245');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('is named by the deal when it has no text (a new deal without a client name)', () => {
    render(
      <DealLink dealId={100301} canOpen>
        {null}
      </DealLink>,
    );
    expect(screen.getByRole('link', { name: 'Заявка 100301' }).getAttribute('href')).toBe('/deal/100301');
  });

  it('is plain text for those who may not', () => {
    render(
      <DealLink dealId={100245} canOpen={false}>
        Иванов Иван Иванович
      </DealLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
  });
});
