import type { LoanVariant } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatMoney } from '@/shared/lib/format-money';
import { EMPTY_PANEL, formatNumber, formatPercent } from '@/features/deal-workspace/ui/table-values';
import { APPLY, REFUSAL_REASONS, type LoanVariantColumns } from './loan-variants';
import { VariantServices } from './variant-services';
import '@/features/deal-workspace/ui/decision-tables.css';

/**
 * A row of the table: the variant with its index in the list (the `?variant=` it applies) and whether it is applied
 * now (in the row's data: the table re-renders a cell only when its row's data change).
 */
type Row = LoanVariant & { index: number; isApplied: boolean };

/** The reasons of an invalid variant under 'Причины отказа:'. */
function RefusalReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <div className="loan-variants__reasons">
      <span>{REFUSAL_REASONS}</span>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/** The ПДН of a variant with the income type it counts with. */
function Pdn({ variant }: { variant: LoanVariant }) {
  if (variant.pdn == null) return null;
  return (
    <>
      {formatPercent(variant.pdn)}
      {variant.pdnIncomeType ? <div className="loan-variants__note">{variant.pdnIncomeType}</div> : null}
    </>
  );
}

/**
 * A table of loan variants (001 §2.6): term, rate, credit program, calculated max sum, requested sum, car cost, max
 * monthly payment, monthly payment, initial fee percent, equipment sum, services (rows: name, cost, rate, term, in
 * credit), PDN with its income type; the columns that depend on who looks are chosen by `columns`. An invalid variant
 * lists its reasons under 'Причины отказа:'; with `onApply`, each valid one has 'Применить', which calls it with the
 * variant's index (none for GOZ: the caller leaves it out). `applied`: the index of the variant applied now.
 */
export function LoanVariantsTable({
  variants,
  columns,
  onApply,
  applied = null,
  label,
}: {
  variants: readonly LoanVariant[];
  columns: LoanVariantColumns;
  onApply?: (index: number) => void;
  applied?: number | null;
  /** The table's accessible name. */
  label: string;
}) {
  const rows: Row[] = variants.map((v, index) => ({ ...v, index, isApplied: index === applied }));
  const anyInvalid = variants.some((v) => !v.valid);
  return (
    <DataTable
      cellMemo={false}
      value={rows}
      dataKey="index"
      size="small"
      stripedRows
      emptyMessage={EMPTY_PANEL}
      className="decisions-table loan-variants"
      // the wide table scrolls sideways: its scrolling box is reachable by keyboard, named as the table
      pt={{ table: { 'aria-label': label }, wrapper: { tabIndex: 0, role: 'region', 'aria-label': label } }}
      rowClassName={(row: Row) => ({
        'loan-variants__invalid': !row.valid,
        'loan-variants__applied': row.isApplied,
      })}
    >
      <Column header="Срок, мес." field="term" />
      <Column header="Ставка, % годовых" body={(v: Row) => formatNumber(v.rate)} />
      {columns.program ? <Column header="Кредитная программа" body={(v: Row) => v.program ?? ''} /> : null}
      {columns.sumMax ? <Column header="Рассчитанная макс. сумма" body={(v: Row) => formatMoney(v.sumMax)} /> : null}
      <Column header="Запрашиваемая сумма" body={(v: Row) => formatMoney(v.sumRequested)} />
      <Column header="Стоимость автомобиля" body={(v: Row) => formatMoney(v.carCost)} />
      {columns.paymentMonthlyMax ? (
        <Column header="Макс. ежемесячный платеж" body={(v: Row) => formatMoney(v.paymentMonthlyMax)} />
      ) : null}
      <Column header="Ежемесячный платеж" body={(v: Row) => formatMoney(v.paymentMonthly)} />
      <Column header="ПВ, %" body={(v: Row) => formatPercent(v.initialFeePercent)} />
      <Column header="Доп. оборудование" body={(v: Row) => formatMoney(v.equipmentsSum)} />
      <Column header="Услуги" body={(v: Row) => <VariantServices services={v.services} />} />
      {columns.pdn ? <Column header="ПДН" body={(v: Row) => <Pdn variant={v} />} /> : null}
      {onApply || anyInvalid ? (
        <Column
          header=""
          body={(v: Row) =>
            !v.valid ? (
              <RefusalReasons reasons={v.errorMessages} />
            ) : onApply ? (
              <Button
                type="button"
                label={APPLY}
                size="small"
                disabled={v.isApplied}
                aria-label={`${APPLY}: ${v.term} мес., ${formatNumber(v.rate)} %`}
                onClick={() => onApply(v.index)}
              />
            ) : null
          }
        />
      ) : null}
    </DataTable>
  );
}
