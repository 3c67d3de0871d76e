import { Column } from 'primereact/column';
import { ContextMenu } from 'primereact/contextmenu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, useState } from 'react';
import type { DealListItem, User } from '@autocredit/generated/api';
import { classPart } from '@/shared/lib/shown-value';
import { ListTable, type ListTableView, columnClasses } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { href } from '@/shared/routing/paths';
import { dealColumnFrozen, type DealColumn } from '@/features/deal-list/lib/columns';
import { DEAL_CELLS } from './deal-cells';

export interface DealTableProps {
  deals: readonly DealListItem[];
  view: Pick<ListTableView<unknown>, 'status' | 'stale' | 'busy'>;
  page: number;
  columns: DealColumn[];
  user: User;
}

/** Clicks on the controls of a row (buttons, selects, links) do not open the deal. */
const onControl = (target: EventTarget) =>
  target instanceof Element && target.closest('button, .p-dropdown, .p-dropdown-panel, a, input') !== null;

function processLinks(deal: DealListItem): MenuItem[] {
  const process = deal.processes?.autocredit;
  const items: MenuItem[] = [];
  if (process?.cockpitUrl)
    items.push({
      label: 'Процесс в мониторе процессов',
      icon: 'pi pi-sitemap',
      url: process.cockpitUrl,
      target: '_blank',
    });
  if (process?.excamadUrl)
    items.push({
      label: 'Процесс во внешнем просмотрщике',
      icon: 'pi pi-external-link',
      url: process.excamadUrl,
      target: '_blank',
    });
  return items.length > 0 ? items : [{ label: 'Ссылок на процесс нет', disabled: true }];
}

/**
 * The deals of a page. For those with deal-view-info the number and the client are links to the deal (a new tab);
 * a click elsewhere on the row opens it too.
 */
export function DealTable({ deals, view, page, columns, user }: DealTableProps) {
  const menu = useRef<ContextMenu>(null);
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);
  const canOpen = isAllowed(user, policies.dealView);
  const withMenu = isAllowed(user, policies.processViewerLinks);
  // A row's cells are drawn again only when the row changes (PrimeReact memoises them): what they show comes from the
  // row, the user and the queries they read themselves.
  const ctx = { user, canOpen };
  return (
    <>
      {withMenu ? <ContextMenu model={menuItems} ref={menu} /> : null}
      <ListTable
        view={view}
        rows={deals}
        page={page}
        dataKey="id"
        stripedRows
        className={canOpen ? 'deal-table deal-table--links' : 'deal-table'}
        rowTestId="deal-row"
        onRowClick={(event) => {
          if (!canOpen || onControl(event.originalEvent.target)) return;
          window.open(href('deal-view', { id: (event.data as DealListItem).id }), '_blank', 'noopener');
        }}
        onContextMenu={(event) => {
          if (!withMenu) return;
          setMenuItems(processLinks(event.data as DealListItem));
          menu.current?.show(event.originalEvent);
        }}
        rowClassName={(deal: DealListItem) => `deal-row deal-row--${classPart(deal.statusCode)}`}
      >
        {columns.map((column) => {
          const frozen = dealColumnFrozen(column, user);
          const cell = DEAL_CELLS[column];
          return (
            <Column
              key={column}
              columnKey={column}
              header={cell.header}
              body={(deal: DealListItem) => cell.cell(deal, ctx)}
              {...columnClasses(frozen, cell.className)}
            />
          );
        })}
      </ListTable>
    </>
  );
}
