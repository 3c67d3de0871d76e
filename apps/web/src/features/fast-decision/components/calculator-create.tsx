import type { Calculator } from '@autocredit/generated/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/shared/api/query-keys';
import { claimDealTask } from '@/shared/tasks/claim-and-open';
import { createFromCalculator } from '../api/calculator-api';
import { creditTotalOf, type CalculatorErrors } from '../lib/calculator-rules';
import { CREATE_CONFIRM, CREATE_LABEL } from '../lib/calculator-texts';
import { MAX_CREDIT_SUM, MAX_CREDIT_TEXT } from '../lib/short-form';
import { reportFailure } from './use-calculator';

/**
 * 'Создать заявку' of the calculator (000 §2.11, §2.13): the required fields are checked first (`onInvalid` shows
 * them); after Да a fast-decision deal is created from the calculator, its first task claimed and the short form
 * opened. Disabled above 12,000,000 ('Максимальная сумма кредита - 12 млн. рублей') and while it works.
 */
export function CalculatorCreate({
  calc,
  required,
  onInvalid,
  onServerErrors,
}: {
  calc: Calculator;
  required: CalculatorErrors;
  onInvalid(): void;
  onServerErrors(errors: CalculatorErrors): void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: async (calculator: Calculator) => claimDealTask(await createFromCalculator(calculator)),
    onSuccess: (to) => {
      navigate(to);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
    },
    onError: (error) => onServerErrors(reportFailure(error)),
  });
  const overLimit = (creditTotalOf(calc) ?? 0) > MAX_CREDIT_SUM;
  const ask = () => {
    if (Object.keys(required).length > 0) {
      onInvalid();
      return;
    }
    confirmDialog({
      message: CREATE_CONFIRM,
      header: 'Подтверждение',
      icon: 'pi pi-question-circle',
      acceptLabel: 'Да',
      rejectLabel: 'Нет',
      defaultFocus: 'accept',
      accept: () => create.mutate(calc),
    });
  };
  return (
    <div className="calc-create">
      {overLimit ? <span className="p-error calc-create__limit">{MAX_CREDIT_TEXT}</span> : null}
      <Button
        type="button"
        label={CREATE_LABEL}
        icon="pi pi-plus"
        size="small"
        loading={create.isPending}
        disabled={overLimit || create.isPending}
        onClick={ask}
      />
    </div>
  );
}
