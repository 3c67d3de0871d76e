import { Column } from 'primereact/column';
import { ContextMenu } from 'primereact/contextmenu';
import { DataTable } from 'primereact/datatable';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, useState } from 'react';
import type { DealListItem, GozPriority, User } from '@autocredit/generated/api';
import { EMPTY_LIST } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { href } from '@/shared/routing/paths';
import type { DealColumn } from '@/features/deal-list/lib/columns';
import { DEAL_CELLS } from './deal-cells';

export interface DealTableProps {
  deals: DealListItem[];
  columns: DealColumn[];
  user: User;
  priorities: GozPriority[];
  loading: boolean;
}

/** Clicks on the controls of a row (buttons, selects) do not open the deal. */
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

/** The deals of a page; a row opens the deal page in a new tab for those with deal-view-info. */
export function DealTable({ deals, columns, user, priorities, loading }: DealTableProps) {
  const menu = useRef<ContextMenu>(null);
  const [menuItems, setMenuItems] = useState<MenuItem[]>([]);
  const canOpen = isAllowed(user, policies.dealView);
  const withMenu = isAllowed(user, policies.processViewerLinks);
  return (
    <>
      {withMenu ? <ContextMenu model={menuItems} ref={menu} /> : null}
      <DataTable
        value={deals}
        dataKey="id"
        loading={loading}
        emptyMessage={EMPTY_LIST}
        size="small"
        stripedRows
        scrollable
        className={canOpen ? 'deal-table deal-table--links' : 'deal-table'}
        onRowClick={(event) => {
          if (!canOpen || onControl(event.originalEvent.target)) return;
          window.open(href('deal-view', { id: (event.data as DealListItem).id }), '_blank', 'noopener');
        }}
        onContextMenu={(event) => {
          if (!withMenu) return;
          setMenuItems(processLinks(event.data as DealListItem));
          menu.current?.show(event.originalEvent);
        }}
        rowClassName={(deal: DealListItem) => `deal-row deal-row--${deal.statusCode}`}
        pt={{ bodyRow: { 'data-testid': 'deal-row' } as object }}
      >
        {columns.map((column) => (
          <Column
            key={column}
            header={DEAL_CELLS[column].header}
            body={(deal: DealListItem) => DEAL_CELLS[column].cell(deal, { user, priorities })}
          />
        ))}
      </DataTable>
    </>
  );
}
