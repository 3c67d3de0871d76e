import type { ExtendedIncome } from '@autocredit/generated/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { formatMoney } from '@/shared/lib/format-money';
import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { toast } from '@/shared/ui/toast';
import { addExtendedIncome, deleteExtendedIncome, extendedIncomesQuery, incomeTypesQuery } from './finance-api';
import { EXTENDED_INCOMES, FINANCE_EMPTY, SUM_SAVE_FAILED, financeErrors, incomeFailureText } from './finance';
import { useFailureToast } from './use-failure-toast';
import { DeleteButton } from '@/shared/ui/delete-button';

/** A failed add or delete: each message of the server's list, else 'Что-то пошло не так' (001 §8). */
function tellFailure(error: unknown) {
  const messages = financeErrors(error);
  const text = messages.length === 0 ? incomeFailureText(error) : null;
  if (text) toast.error(text);
  for (const { message } of messages) toast.error(message);
}

/**
 * A person's extended incomes (001 §2.4 'Income editor per person'): the list (type, sum), and for underwriters a
 * delete per row and an add line (type and sum both required). A change reloads the person's incomes and the
 * results panel.
 */
export function IncomeEditor({ dealId, personId, canEdit }: { dealId: number; personId: number; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const incomes = useQuery(extendedIncomesQuery(personId));
  const types = useQuery({ ...incomeTypesQuery(personId), enabled: canEdit });
  // 001 §8: an income call that fails says 'Что-то пошло не так'
  useFailureToast(incomes.error ?? types.error, incomeFailureText);
  const [type, setType] = useState<number | null>(null);
  const [sum, setSum] = useState<number | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.finance.extendedIncomes(personId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.finance.block(personId, 'incomes') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.finance.results(dealId) });
  };
  const add = useMutation({
    mutationFn: () => addExtendedIncome(personId, { type: type!, sum: sum! }),
    onSuccess: () => {
      setType(null);
      setSum(null);
      refresh();
    },
    onError: tellFailure,
  });
  const remove = useMutation({
    mutationFn: (income: ExtendedIncome) => deleteExtendedIncome(income.id),
    onSuccess: refresh,
    onError: tellFailure,
  });
  const typeId = `income-type-${personId}`;
  const sumId = `income-sum-${personId}`;
  return (
    <section className="finance-block" aria-label={EXTENDED_INCOMES} data-testid="extended-incomes">
      <h3 className="holder-contacts__title">{EXTENDED_INCOMES}</h3>
      <DataTable
        cellMemo={false}
        value={incomes.data ?? []}
        loading={incomes.isPending}
        size="small"
        dataKey="id"
        emptyMessage={incomes.isPending ? ' ' : incomes.isError ? SUM_SAVE_FAILED : FINANCE_EMPTY}
      >
        <Column header="Тип дохода" body={(income: ExtendedIncome) => income.type.name} />
        <Column header="Сумма" body={(income: ExtendedIncome) => formatMoney(income.sum)} />
        {canEdit ? (
          <Column
            header=""
            style={{ width: '3rem' }}
            body={(income: ExtendedIncome) => (
              <DeleteButton
                aria-label={`Удалить доход: ${income.type.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(income)}
              />
            )}
          />
        ) : null}
      </DataTable>
      {canEdit ? (
        <form
          className="income-editor__add"
          onSubmit={(event) => {
            event.preventDefault();
            if (type !== null && sum !== null) add.mutate();
          }}
        >
          <div className="income-editor__field">
            <label htmlFor={typeId}>Тип дохода</label>
            <Dropdown
              inputId={typeId}
              value={type}
              options={types.data ?? []}
              optionLabel="name"
              optionValue="id"
              loading={types.isPending}
              placeholder="Выберите тип"
              onChange={(event) => setType(event.value as number)}
            />
          </div>
          <div className="income-editor__field">
            <label htmlFor={sumId}>Сумма</label>
            <MoneyInput id={sumId} value={sum} onChange={setSum} />
          </div>
          <Button
            type="submit"
            label="Добавить доход"
            icon="pi pi-plus"
            size="small"
            disabled={type === null || sum === null}
            loading={add.isPending}
          />
        </form>
      ) : null}
    </section>
  );
}
