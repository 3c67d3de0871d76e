import type { FinanceItem } from '@autocredit/generated/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { formatMoney } from '@/shared/lib/format-money';
import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { toast } from '@/shared/ui/toast';
import { financeBlockQuery, setConfirmedSum, type FinanceKind } from '../api/finance-api';
import { FINANCE_LOAD_FAILED, SUM_SAVE_FAILED, financeStatusTitle, isEditableItem } from '../lib/finance';

/** The confirmed sum of an item, edited in place: saved when the field is left or Enter is pressed. */
function ConfirmedSum({
  item,
  editable,
  onSave,
}: {
  item: FinanceItem;
  editable: boolean;
  onSave(sum: number): Promise<void>;
}) {
  const [value, setValue] = useState<number | null>(item.sumConfirmed ?? null);
  if (!editable) return <>{formatMoney(item.sumConfirmed)}</>;
  const save = () => {
    if (value !== null && value !== (item.sumConfirmed ?? null)) void onSave(value);
  };
  return (
    <div onKeyDown={(event) => event.key === 'Enter' && save()}>
      <label htmlFor={`confirmed-${item.id}`} className="visually-hidden">
        Подтвержденная сумма: {item.typeTitle}
      </label>
      <MoneyInput id={`confirmed-${item.id}`} value={value} onChange={setValue} onBlur={save} />
    </div>
  );
}

/**
 * One block of a person's budget (incomes, charges, loans; 001 §2.4): type, declared sum (and the loan amount),
 * the salary estimate's sum, the confirmed sum (edited by underwriters but `loans_month`), the check state. A
 * change recalculates the results panel.
 */
export function FinanceBlockTable({
  dealId,
  personId,
  kind,
  collectionId,
  canEdit,
}: {
  dealId: number;
  personId: number;
  kind: FinanceKind;
  collectionId: number | null;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const block = useQuery(financeBlockQuery(personId, kind, collectionId));
  const save = useMutation({
    mutationFn: ({ item, sum }: { item: FinanceItem; sum: number }) => setConfirmedSum(personId, kind, item.id, sum),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.block(personId, kind) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.results(dealId) });
    },
    onError: (error) => toast.error(failureText(error) ?? SUM_SAVE_FAILED),
  });
  if (block.isError) return <p className="p-error">{FINANCE_LOAD_FAILED}</p>;
  return (
    <section className="finance-block" aria-label={block.data?.title ?? kind} data-testid={`finance-${kind}`}>
      <h3 className="holder-contacts__title">{block.data?.title}</h3>
      <DataTable
        value={block.data?.items ?? []}
        loading={block.isPending}
        size="small"
        dataKey="id"
        emptyMessage="Нет данных"
      >
        <Column header="Тип" field="typeTitle" />
        <Column header="Заявлено" body={(item: FinanceItem) => formatMoney(item.sum)} />
        {kind === 'loans' ? (
          <Column header="Сумма кредита" body={(item: FinanceItem) => formatMoney(item.sumAmount)} />
        ) : null}
        {kind === 'incomes' ? (
          <Column header="ГКС" body={(item: FinanceItem) => formatMoney(item.sumGksConfirmed)} />
        ) : null}
        <Column
          header="Подтверждено"
          body={(item: FinanceItem) => (
            <ConfirmedSum
              key={`${item.id}:${item.sumConfirmed}`}
              item={item}
              editable={canEdit && isEditableItem(item.type)}
              onSave={(sum) => save.mutateAsync({ item, sum }).catch(() => undefined)}
            />
          )}
        />
        <Column header="Статус" body={(item: FinanceItem) => financeStatusTitle(item.status)} />
      </DataTable>
    </section>
  );
}
