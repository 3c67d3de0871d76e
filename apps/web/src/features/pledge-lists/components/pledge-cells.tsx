import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@autocredit/generated/api';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { Clamped, DealLink } from '@/shared/list';
import { href } from '@/shared/routing/paths';
import type { PledgeColumn, PledgeRow } from '@/features/pledge-lists/lib/columns';
import {
  dealNumber,
  pledgorNames,
  registrationNumber,
  vehicleDescriptions,
  vehicleVins,
} from '@/features/pledge-lists/lib/pledge-fields';
import { PledgeRowMenu } from './pledge-row-menu';
import { PledgeTaskActions } from './pledge-task-actions';

export interface PledgeCellContext {
  user: User;
  /** The user may open a deal (deal-view-info): the deal number is a link to it. */
  canOpen: boolean;
  /** A pledge editor: takes tasks and acts on pledges (viewers read only). */
  canAct: boolean;
}

/** The actions of a row: the pledge view for all; for editors the task's action or the history row menu. */
function RowActions({ row, ctx }: { row: PledgeRow; ctx: PledgeCellContext }) {
  return (
    <div className="pledge-actions">
      <Link
        to={href('pledge-view', { id: row.pledge.id })}
        className="p-button p-button-sm p-button-text p-button-icon-only"
        aria-label="Просмотр залога"
        title="Просмотр залога"
      >
        <span className="pi pi-eye" aria-hidden />
      </Link>
      {ctx.canAct ? row.task ? <PledgeTaskActions task={row.task} /> : <PledgeRowMenu pledge={row.pledge} /> : null}
    </div>
  );
}

/** The header and the cell of each column of the pledge lists; `className` goes to its cells. */
export const PLEDGE_CELLS: Record<
  PledgeColumn,
  { header: string; cell(row: PledgeRow, ctx: PledgeCellContext): ReactNode; className?: string }
> = {
  registration: {
    header: 'Номер регистрации',
    cell: ({ pledge }) => registrationNumber(pledge),
    className: 'cell-nowrap',
  },
  pledgors: { header: 'ФИО', cell: ({ pledge }) => <Clamped text={pledgorNames(pledge)} /> },
  deal: {
    header: 'Номер сделки',
    cell: ({ pledge }, { canOpen }) => (
      <DealLink dealId={pledge.deal.id} canOpen={canOpen}>
        {dealNumber(pledge)}
      </DealLink>
    ),
    className: 'cell-nowrap',
  },
  car: { header: 'Автомобиль', cell: ({ pledge }) => <Clamped text={vehicleDescriptions(pledge)} /> },
  vin: { header: 'VIN', cell: ({ pledge }) => vehicleVins(pledge), className: 'cell-nowrap' },
  status: { header: 'Статус', cell: ({ pledge }) => <Clamped text={pledge.statusName || pledge.status} /> },
  name: { header: 'Название', cell: ({ task }) => <Clamped text={task?.name} /> },
  date: { header: 'Дата', cell: ({ pledge }) => formatDate(pledge.createdAt), className: 'cell-nowrap' },
  activation: { header: 'Активация', cell: ({ task }) => formatDateTime(task?.created), className: 'cell-nowrap' },
  actions: {
    header: 'Действия',
    cell: (row, ctx) => <RowActions row={row} ctx={ctx} />,
    className: 'cell-nowrap',
  },
};
