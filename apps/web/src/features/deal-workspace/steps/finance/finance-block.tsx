import type { FinanceItem } from '@autocredit/generated/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { formatMoney } from '@/shared/lib/format-money';
import { toast } from '@/shared/ui/toast';
import { financeBlockQuery, setConfirmedSum, type FinanceKind } from './finance-api';
import {
  FINANCE_EMPTY,
  SUM_SAVE_FAILED,
  financeErrors,
  financeFailureText,
  financeStatusTitle,
  isEditableItem,
} from './finance';
import { ConfirmedSum } from './confirmed-sum';
import { useFailureToast } from './use-failure-toast';

/**
 * One block of a person's budget (incomes, charges, loans; 001 §2.4): type, declared sum (and the loan amount),
 * the salary estimate's sum, the confirmed sum (edited by underwriters but `loans_month`; charges and loans may be
 * negative), the check state. A change reloads the person's blocks (a loan's payment is also the charges'
 * `loans_month`) and recalculates the results panel; a 400 puts its first message under the sum, other failures are
 * told ('Доступ запрещен', 'Данные не найдены': 8 s), a failed load too.
 */
export function FinanceBlockTable({
  dealId,
  personId,
  kind,
  collectionId,
  canEdit,
  actions,
}: {
  dealId: number;
  personId: number;
  kind: FinanceKind;
  collectionId: number | null;
  canEdit: boolean;
  /** Buttons of the block's title line (the add-loan dialog). */
  actions?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const block = useQuery(financeBlockQuery(personId, kind, collectionId));
  const save = useMutation({
    mutationFn: ({ item, sum }: { item: FinanceItem; sum: number }) => setConfirmedSum(personId, kind, item.id, sum),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.personBlocks(personId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.results(dealId) });
    },
  });
  /** Saves a sum: null when saved, else the message to show under it (a 400's first one); others are told. */
  const saveSum = async (item: FinanceItem, sum: number): Promise<string | null> => {
    try {
      await save.mutateAsync({ item, sum });
      return null;
    } catch (error) {
      const first = financeErrors(error)[0];
      if (first) return first.message;
      const text = financeFailureText(error);
      if (text) toast.error(text);
      return null;
    }
  };
  useFailureToast(block.error, financeFailureText);
  return (
    <section className="finance-block" aria-label={block.data?.title ?? kind} data-testid={`finance-${kind}`}>
      <div className="finance-block__head">
        <h3 className="holder-contacts__title">{block.data?.title}</h3>
        {actions}
      </div>
      <DataTable
        cellMemo={false}
        value={block.data?.items ?? []}
        loading={block.isPending}
        size="small"
        dataKey="id"
        emptyMessage={
          block.isPending ? ' ' : block.isError ? (financeFailureText(block.error) ?? SUM_SAVE_FAILED) : FINANCE_EMPTY
        }
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
              signed={kind !== 'incomes'}
              onSave={(sum) => saveSum(item, sum)}
            />
          )}
        />
        <Column header="Статус" body={(item: FinanceItem) => financeStatusTitle(item.status)} />
      </DataTable>
    </section>
  );
}
