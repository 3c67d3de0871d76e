import {
  DataTable,
  type DataTableRowClickEvent,
  type DataTableRowMouseEvent,
  type DataTableValue,
} from 'primereact/datatable';
import { ProgressBar } from 'primereact/progressbar';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { ListTableStatus, ListTableView } from './list-table-state';
import { EMPTY_LIST, LIST_LOAD_FAILED, LIST_LOADING } from './list-table-texts';
import './list-table.css';

export interface ListTableProps<T> {
  view: Pick<ListTableView<unknown>, 'status' | 'stale' | 'busy'>;
  rows: readonly T[];
  /** The page shown: when it changes the table scrolls back to its top. */
  page: number;
  dataKey: string;
  className?: string;
  /** The data-testid of each body row. */
  rowTestId: string;
  rowClassName?: (row: T) => string;
  /** A row's own style (a task's background, 000 §2.7). */
  rowStyle?: (row: T) => CSSProperties | undefined;
  stripedRows?: boolean;
  onRowClick?: (event: DataTableRowClickEvent) => void;
  onContextMenu?: (event: DataTableRowMouseEvent) => void;
  /**
   * Whether a cell is drawn again only when its row changes (PrimeReact's default). False when a cell shows more than
   * its row (a pending action's state).
   */
  cellMemo?: boolean;
  /** The PrimeReact Columns. */
  children: ReactNode;
}

const NO_ROWS: DataTableValue[] = [];

/** What the body shows when there are no rows to show: never 'Нет данных' while loading or after a failure. */
export function ListTableMessage({ status }: { status: ListTableStatus }) {
  if (status === 'loading')
    return (
      <div className="list-table__loading" role="status" aria-label={LIST_LOADING} data-testid="list-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="1.1rem" />
        ))}
      </div>
    );
  if (status === 'failed')
    return (
      <div className="list-table__failed" role="status" data-testid="list-failed">
        {LIST_LOAD_FAILED}
      </div>
    );
  return <span data-testid="list-empty">{EMPTY_LIST}</span>;
}

/**
 * Frozen columns are CSS `position: sticky` cells (list-table.css): a column that follows a left-frozen one sits at
 * the width of the first, a right-frozen one before another at the width of the last. Those two widths are watched
 * with a ResizeObserver and kept as CSS variables on the box, so rendering the rows measures nothing (PrimeReact's
 * own frozen columns measure every frozen cell of every row, a layout each: ~150 ms for a page of deals).
 */
function useStickyOffsets(box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const header = () => [...element.querySelectorAll<HTMLElement>('.p-datatable-thead > tr:first-child > th')];
    const update = () => {
      const cells = header();
      const firstLeft = cells.find((th) => th.classList.contains('list-table__frozen-left'));
      const lastRight = cells.findLast((th) => th.classList.contains('list-table__frozen-right'));
      element.style.setProperty('--list-frozen-left', `${firstLeft?.offsetWidth ?? 0}px`);
      element.style.setProperty('--list-frozen-right', `${lastRight?.offsetWidth ?? 0}px`);
    };
    // Which sides have columns scrolled out of view (under a frozen column): list-table.css shades those edges.
    const wrapper = element.querySelector<HTMLElement>('.p-datatable-wrapper');
    const edges = () => {
      if (!wrapper) return;
      const hiddenEnd = wrapper.scrollWidth - wrapper.clientWidth - wrapper.scrollLeft;
      element.toggleAttribute('data-more-left', wrapper.scrollLeft > 1);
      element.toggleAttribute('data-more-right', hiddenEnd > 1);
    };
    wrapper?.addEventListener('scroll', edges, { passive: true });
    const observer = new ResizeObserver(() => {
      update();
      edges();
    });
    const observeHeader = () => {
      observer.disconnect();
      header().forEach((th) => observer.observe(th));
      if (wrapper) observer.observe(wrapper);
    };
    observeHeader();
    // columns shown or hidden change the header: observe the new cells
    const columns = new MutationObserver(observeHeader);
    const thead = element.querySelector('.p-datatable-thead');
    if (thead) columns.observe(thead, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      columns.disconnect();
      wrapper?.removeEventListener('scroll', edges);
    };
  }, [box]);
}

/**
 * The table of a list page (deals, tasks, users): dense rows, columns that may be frozen on either side when the
 * table scrolls sideways, a loading state on the first load, the old rows dimmed under a progress bar while the
 * next page or filter loads, and back to the top of the table when the page changes.
 */
export function ListTable<T extends DataTableValue>(props: ListTableProps<T>) {
  const { view, rows, page, rowTestId, rowStyle, rowClassName } = props;
  const box = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);

  useStickyOffsets(box);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const element = box.current;
    if (!element) return;
    const wrapper = element.querySelector('.p-datatable-wrapper');
    if (wrapper) wrapper.scrollTop = 0;
    // The pager sits under the table: after paging, the clerk reads the new page from its first row.
    if (element.getBoundingClientRect().top < 0 || window.scrollY > element.offsetTop)
      element.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const classes = ['list-table', props.className, view.stale ? 'list-table--stale' : ''].filter(Boolean).join(' ');
  return (
    <div className="list-table-box" ref={box} aria-busy={view.busy}>
      <div className="list-table__progress">
        {view.busy ? <ProgressBar mode="indeterminate" aria-label={LIST_LOADING} data-testid="list-progress" /> : null}
      </div>
      <DataTable
        value={view.status === 'rows' ? (rows as T[]) : (NO_ROWS as T[])}
        dataKey={props.dataKey}
        emptyMessage={<ListTableMessage status={view.status} />}
        size="small"
        stripedRows={props.stripedRows}
        cellMemo={props.cellMemo}
        scrollable
        className={classes}
        onRowClick={props.onRowClick}
        onContextMenu={props.onContextMenu}
        rowClassName={rowClassName ? (row: DataTableValue) => rowClassName(row as T) : undefined}
        pt={{
          bodyRow: ({ context }: { context: { index: number } }) =>
            ({
              'data-testid': rowTestId,
              style: rowStyle && rows[context.index] !== undefined ? rowStyle(rows[context.index]!) : undefined,
            }) as object,
        }}
        data-testid="list-table"
      >
        {props.children}
      </DataTable>
    </div>
  );
}
