import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';

export interface ListPagerProps {
  page: number;
  perPage: number;
  count: number;
  onPage(page: number): void;
}

/** How far the jump buttons move (000 §9). */
export const PAGE_JUMP = 5;
/** How many page links show at once (000 §9). */
export const PAGE_LINKS = 7;

/**
 * The pages of a list: 7 page links, jumps of 5 pages back and forward (written '−5' and '+5', so they are not taken
 * for the first and last page's chevrons); hidden when everything fits on one page.
 */
export function ListPager({ page, perPage, count, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(count / perPage));
  if (pages <= 1) return null;
  const go = (to: number) => onPage(Math.min(pages, Math.max(1, to)));
  return (
    <div className="list-pager" data-testid="list-pager">
      <Button
        type="button"
        label={`−${PAGE_JUMP}`}
        text
        size="small"
        className="list-pager__jump"
        aria-label={`Назад на ${PAGE_JUMP} страниц`}
        title={`Назад на ${PAGE_JUMP} страниц`}
        disabled={page <= 1}
        onClick={() => go(page - PAGE_JUMP)}
      />
      <Paginator
        first={(page - 1) * perPage}
        rows={perPage}
        totalRecords={count}
        pageLinkSize={PAGE_LINKS}
        template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink"
        onPageChange={(event) => go(event.page + 1)}
      />
      <Button
        type="button"
        label={`+${PAGE_JUMP}`}
        text
        size="small"
        className="list-pager__jump"
        aria-label={`Вперед на ${PAGE_JUMP} страниц`}
        title={`Вперед на ${PAGE_JUMP} страниц`}
        disabled={page >= pages}
        onClick={() => go(page + PAGE_JUMP)}
      />
    </div>
  );
}
