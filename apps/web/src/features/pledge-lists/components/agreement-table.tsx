import { Column } from 'primereact/column';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AssignmentAgreement } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import { ListTable, type ListTableView } from '@/shared/list';
import { href } from '@/shared/routing/paths';
import { QueueAssignButton } from './queue-assign-button';

/** The history list of an agreement's pledges (`assignmentAgreementContractNumber`). */
export const agreementPledgesHref = (agreement: AssignmentAgreement) =>
  href('pledge-list-history', {}, { assignmentAgreementContractNumber: agreement.contractNumber });

interface Cell {
  key: string;
  header: string;
  cell(agreement: AssignmentAgreement, ctx: AgreementContext): ReactNode;
  className?: string;
}

interface AgreementContext {
  statuses: Record<string, string | undefined>;
  canAct: boolean;
}

const count = (key: string, header: string, of: (a: AssignmentAgreement) => number): Cell => ({
  key,
  header,
  cell: of,
  className: 'cell-nowrap agreement-count',
});

/** The columns of the agreements: the contract, its status, the counts of its pledges by state, the actions. */
const CELLS: readonly Cell[] = [
  { key: 'contractNumber', header: 'Номер договора', cell: (a) => a.contractNumber, className: 'cell-nowrap' },
  { key: 'contractDate', header: 'Дата договора', cell: (a) => formatDate(a.contractDate), className: 'cell-nowrap' },
  { key: 'status', header: 'Статус', cell: (a, { statuses }) => statuses[a.status] ?? a.status },
  count('all', 'Всего залогов', (a) => a.countAllPledges),
  count('error', 'С ошибкой', (a) => a.countErrorPledges),
  count('new', 'Новые', (a) => a.countNewPledges),
  count('rework', 'На доработке', (a) => a.countReworkPledges),
  count('success', 'Успешно', (a) => a.countSuccessPledges),
  count('inProcess', 'В процессе', (a) => a.countInProcessPledges),
  {
    key: 'actions',
    header: 'Действия',
    cell: (a, { canAct }) => (
      <div className="agreement-actions">
        <Link to={agreementPledgesHref(a)} className="p-button p-button-sm p-button-text">
          Залоги
        </Link>
        {canAct ? <QueueAssignButton agreement={a} /> : null}
      </div>
    ),
    className: 'cell-nowrap',
  },
];

export interface AgreementTableProps extends AgreementContext {
  agreements: readonly AssignmentAgreement[];
  view: Pick<ListTableView<unknown>, 'status' | 'stale' | 'busy'>;
  page: number;
}

/** The assignment agreements of a page with the counts of their pledges; pledge editors may queue the assignment. */
export function AgreementTable({ agreements, view, page, statuses, canAct }: AgreementTableProps) {
  const ctx = { statuses, canAct };
  return (
    <ListTable
      view={view}
      rows={agreements}
      page={page}
      dataKey="id"
      className="agreement-table"
      rowTestId="agreement-row"
    >
      {CELLS.map((cell) => (
        <Column
          key={cell.key}
          columnKey={cell.key}
          header={cell.header}
          body={(agreement: AssignmentAgreement) => cell.cell(agreement, ctx)}
          className={cell.className}
        />
      ))}
    </ListTable>
  );
}
