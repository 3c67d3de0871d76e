import type { NewLoan } from '@autocredit/generated/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { PlainInput } from '@/shared/ui/inputs/plain-input';
import { toast } from '@/shared/ui/toast';
import { addLoan, creditCodesQuery } from './finance-api';
import {
  ADD_LOAN,
  BKI_TYPE_SUGGESTIONS,
  INVALID_VALUE,
  MONTHLY_PAYMENT,
  financeErrors,
  financeFailureText,
} from './finance';

interface Draft {
  title: string;
  sumAmount: number | null;
  bkiType: string;
  type: string | null;
  /** The monthly payment as typed (its mask is checked before sending). */
  sum: string;
  sumConfirm: number | null;
}

const EMPTY: Draft = { title: '', sumAmount: null, bkiType: '', type: null, sum: '', sumConfirm: null };

/** The loan to send, or null while a field is missing or the monthly payment does not match its mask. */
function loanOf(draft: Draft): NewLoan | null {
  const sum = draft.sum.trim();
  if (!draft.title.trim() || draft.sumAmount === null || !draft.bkiType.trim() || !draft.type) return null;
  if (!MONTHLY_PAYMENT.test(sum) || draft.sumConfirm === null) return null;
  return {
    title: draft.title.trim(),
    sumAmount: draft.sumAmount,
    bkiType: draft.bkiType.trim(),
    type: draft.type,
    sum: Number(sum.replace(',', '.')),
    sumConfirm: draft.sumConfirm,
  };
}

/**
 * The add-loan dialog of the loans block (001 §2.4, §5): creditor, loan sum, credit-bureau record kind, credit type,
 * monthly payment (positive, starting with 1-9) and confirmed payment (may be negative), all required; 'Добавить'
 * waits for them. A 400 puts its first message at its field; the dialog keeps what was typed until it is added.
 */
export function AddLoanDialog({
  dealId,
  personId,
  visible,
  onHide,
}: {
  dealId: number;
  personId: number;
  visible: boolean;
  onHide(): void;
}) {
  const queryClient = useQueryClient();
  const codes = useQuery({ ...creditCodesQuery(), enabled: visible });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});
  const [sumTouched, setSumTouched] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const loan = loanOf(draft);
  const send = useMutation({
    mutationFn: (body: NewLoan) => addLoan(personId, body),
    onSuccess: () => {
      setDraft(EMPTY);
      setSumTouched(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.personBlocks(personId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.finance.results(dealId) });
      onHide();
    },
    onError: (error) => {
      const first = financeErrors(error)[0];
      if (first) {
        const field = first.field && first.field in EMPTY ? (first.field as keyof Draft) : 'form';
        setErrors({ [field]: first.message });
        return;
      }
      const text = financeFailureText(error);
      if (text) toast.error(text);
    },
  });
  const id = (key: string) => `add-loan-${personId}-${key}`;
  const sumInvalid = sumTouched && draft.sum.trim() !== '' && !MONTHLY_PAYMENT.test(draft.sum.trim());
  const error = (key: keyof Draft) =>
    errors[key] ? (
      <small className="p-error" role="alert">
        {errors[key]}
      </small>
    ) : null;

  return (
    <Dialog
      header={ADD_LOAN}
      visible={visible}
      onHide={onHide}
      style={{ width: '650px' }}
      breakpoints={{ '700px': '95vw' }}
      footer={
        <>
          <Button type="button" label="Отмена" text onClick={onHide} />
          <Button
            type="submit"
            form={id('form')}
            label="Добавить"
            icon="pi pi-check"
            disabled={loan === null}
            loading={send.isPending}
          />
        </>
      }
    >
      <form
        id={id('form')}
        className="add-loan"
        onSubmit={(event) => {
          event.preventDefault();
          if (loan) send.mutate(loan);
        }}
      >
        {errors.form ? (
          <p className="p-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="add-loan__field add-loan__field--wide">
          <label htmlFor={id('title')}>Кредитор</label>
          <PlainInput
            id={id('title')}
            value={draft.title}
            maxLength={300}
            invalid={Boolean(errors.title)}
            onChange={(event) => set('title', event.target.value)}
          />
          {error('title')}
        </div>
        <div className="add-loan__field">
          <label htmlFor={id('type')}>Тип кредита</label>
          <Dropdown
            inputId={id('type')}
            value={draft.type}
            options={codes.data ?? []}
            optionLabel="name"
            optionValue="code"
            loading={codes.isPending}
            placeholder="Выберите тип"
            invalid={Boolean(errors.type)}
            onChange={(event) => set('type', event.value as string)}
          />
          {error('type')}
        </div>
        <div className="add-loan__field">
          <label htmlFor={id('bkiType')}>Тип записи БКИ</label>
          <PlainInput
            id={id('bkiType')}
            list={id('bkiTypes')}
            value={draft.bkiType}
            maxLength={50}
            autoComplete="off"
            placeholder="Выберите или введите код"
            invalid={Boolean(errors.bkiType)}
            onChange={(event) => set('bkiType', event.target.value)}
          />
          <datalist id={id('bkiTypes')}>
            {BKI_TYPE_SUGGESTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
          {error('bkiType')}
        </div>
        <div className="add-loan__field">
          <label htmlFor={id('sumAmount')}>Сумма кредита</label>
          <MoneyInput
            id={id('sumAmount')}
            value={draft.sumAmount}
            invalid={Boolean(errors.sumAmount)}
            onChange={(value) => set('sumAmount', value)}
          />
          {error('sumAmount')}
        </div>
        <div className="add-loan__field">
          <label htmlFor={id('sum')}>Ежемесячный платеж</label>
          <PlainInput
            id={id('sum')}
            inputMode="decimal"
            value={draft.sum}
            invalid={sumInvalid || Boolean(errors.sum)}
            onChange={(event) => set('sum', event.target.value.replace(/\s/g, ''))}
            onBlur={() => setSumTouched(true)}
          />
          {sumInvalid ? (
            <small className="p-error" role="alert">
              {INVALID_VALUE}
            </small>
          ) : (
            error('sum')
          )}
        </div>
        <div className="add-loan__field">
          <label htmlFor={id('sumConfirm')}>Подтвержденный платеж</label>
          <MoneyInput
            id={id('sumConfirm')}
            value={draft.sumConfirm}
            signed
            invalid={Boolean(errors.sumConfirm)}
            onChange={(value) => set('sumConfirm', value)}
          />
          {error('sumConfirm')}
        </div>
      </form>
    </Dialog>
  );
}
