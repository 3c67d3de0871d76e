import type { Decision, DecisionOption } from '@autocredit/generated/api';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatMoney } from '@/shared/lib/format-money';
import {
  EMPTY_PANEL,
  formatDateTimeSeconds,
  formatNumber,
  formatPercent,
  yesNo,
} from '@/features/deal-workspace/ui/table-values';
import { FieldsTable, type FieldRow } from './fields-table';

const text = (value: string | null | undefined) => value ?? '';
const months = (value: number | null | undefined) => (value == null ? '' : `${value} мес.`);

/** The decision's own data: what was decided, when, by whom, on which strategy; the risk class for underwriters. */
function infoRows(d: Decision, underwriter: boolean): FieldRow[] {
  const rows: FieldRow[] = [
    ['Решение', d.title],
    ['Тип решения', d.typeLabel],
    ['Состояние', text(d.stateLabel)],
    ['Дата решения', formatDateTimeSeconds(d.createdAt)],
    ['Автор решения', text(d.createdByFio)],
    ['Стратегия верификации', text(d.strategyName)],
    ['Рейтинг клиента', text(d.clientRating)],
  ];
  if (underwriter) rows.push(['Класс риска', text(d.riskClass)]);
  if (d.timerMessage) rows.push(['Причина задержки', d.timerMessage]);
  return rows;
}

/** The figures of the decision: the credit decided and the client's confirmed sums. */
function figureRows(d: Decision): FieldRow[] {
  return [
    ['Кредитная программа', text(d.program)],
    ['Сумма кредита', formatMoney(d.amount)],
    ['Срок кредита', months(d.term)],
    ['Ставка, % годовых', formatNumber(d.rate)],
    ['Ежемесячный платеж', formatMoney(d.paymentMonthlyConfirm)],
    ['Первоначальный взнос', formatMoney(d.initialFee)],
    ['Первоначальный взнос, %', formatPercent(d.initialFeePercent)],
    ['Подтвержденная стоимость автомобиля', formatMoney(d.carCostConfirmed ?? d.costConfirmed)],
    ['Максимальная сумма кредита', formatMoney(d.clientSumMaxConfirmed)],
    ['Общая сумма кредита', formatMoney(d.clientSumTotalConfirmed)],
    ['Подтвержденный доход', formatMoney(d.clientConfirmedIncomeBudget)],
  ];
}

/** The data the decision was taken on: the credit asked for and the car. */
function inputRows(d: Decision): FieldRow[] {
  return [
    ['Запрошенная стоимость автомобиля', formatMoney(d.carCostRequested ?? d.costRequested)],
    ['Запрошенная сумма кредита', formatMoney(d.sumTotalRequested)],
    ['Марка', text(d.brand)],
    ['Модель', text(d.model)],
    ['Модификация', text(d.modification)],
    ['Коробка передач', text(d.transmissionType)],
    ['Объем двигателя, куб. см', formatNumber(d.engineDisplacement)],
    ['Мощность двигателя, л.с.', formatNumber(d.engineCapacity)],
    ['Год выпуска', d.yearIssue == null ? '' : String(d.yearIssue)],
  ];
}

/**
 * One decision of the decisions step (001 §2.6, §3 'Decision'): its info (the risk class for underwriters only), its
 * figures, its input data and its services/options table (active and in credit as 'Да'/'Нет').
 */
export function DecisionListTab({ decision, underwriter }: { decision: Decision; underwriter: boolean }) {
  return (
    <div className="decision-tab">
      <div className="decision-tab__tables">
        <FieldsTable title="Информация о решении" rows={infoRows(decision, underwriter)} />
        <FieldsTable title="Показатели" rows={figureRows(decision)} />
        <FieldsTable title="Входные данные решения" rows={inputRows(decision)} />
      </div>
      <DataTable
        value={decision.options ?? []}
        size="small"
        stripedRows
        emptyMessage={EMPTY_PANEL}
        className="decisions-table"
        header="Услуги"
      >
        <Column header="Услуга" field="serviceName" />
        <Column header="Подключена" body={(o: DecisionOption) => yesNo(o.isActive)} />
        <Column header="Стоимость" body={(o: DecisionOption) => formatMoney(o.cost)} />
        <Column header="Тариф" body={(o: DecisionOption) => o.tariff ?? ''} />
        <Column header="Срок" body={(o: DecisionOption) => months(o.term)} />
        <Column header="В кредит" body={(o: DecisionOption) => yesNo(o.isCredit)} />
      </DataTable>
    </div>
  );
}
