import type { Variant } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatFixed2, formatMoney } from '@/shared/lib/format-money';
import { calculatorCaptions } from '../lib/calculator-texts';

/** A row of the table: the variant, keyed by its term, and whether its term is the calculator's. */
type Row = Variant & { term: number; isCurrent: boolean };

const percent = (value: number | null | undefined) => (value == null ? '' : `${formatFixed2(value)} %`);

/** The term of a variant, marked when it is the current one. */
function TermCell({ row }: { row: Row }) {
  return (
    <span className="calc-variants__term">
      {row.term}
      {row.isCurrent ? (
        <i
          className="pi pi-check-circle calc-variants__current"
          role="img"
          aria-label={calculatorCaptions.currentTerm}
          title={calculatorCaptions.currentTerm}
        />
      ) : null}
    </span>
  );
}

/**
 * The calculator's variants (000 §2.13): term, rate, credit sum, monthly payment, initial fee percent,
 * cross-products, max credit sum, overpayment; the row of the current term is marked, and choosing a row (a click,
 * or Enter on it) makes its term current.
 */
export function CalculatorVariants({
  variants,
  currentTerm,
  onChoose,
}: {
  variants: readonly Variant[];
  currentTerm: number | null;
  onChoose(variant: Variant): void;
}) {
  const rows: Row[] = variants.map((v) => ({
    ...v,
    term: v.autocredit.term,
    isCurrent: v.autocredit.term === currentTerm,
  }));
  const selected = rows.find((r) => r.isCurrent) ?? null;
  return (
    <DataTable
      cellMemo={false}
      value={rows}
      dataKey="term"
      size="small"
      stripedRows
      selectionMode="single"
      selection={selected}
      onSelectionChange={(e) => {
        const row = e.value as Row | null;
        if (row && !row.isCurrent) onChoose(row);
      }}
      metaKeySelection={false}
      className="calc-variants"
      rowClassName={(row: Row) => ({ 'calc-variants__row--current': row.isCurrent })}
      pt={{ table: { 'aria-label': calculatorCaptions.variants } }}
    >
      <Column header="Срок, мес." body={(r: Row) => <TermCell row={r} />} />
      <Column header="Ставка, %" body={(r: Row) => percent(r.autocredit.interestRate)} />
      <Column header="Сумма кредита" body={(r: Row) => formatMoney(r.autocredit.costRequested)} />
      <Column header="Ежемесячный платеж" body={(r: Row) => formatMoney(r.autocredit.paymentMonthly)} />
      <Column header="ПВ, %" body={(r: Row) => percent(r.autocredit.initialFeePercent)} />
      <Column header="Кросс-продукты" body={(r: Row) => formatMoney(r.additionalSum)} />
      <Column header="Макс. сумма кредита" body={(r: Row) => formatMoney(r.autocredit.maxCreditSum)} />
      <Column header="Переплата" body={(r: Row) => formatMoney(r.loanOverpayment)} />
    </DataTable>
  );
}
