import type { FinanceItem } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { formatMoney } from '@/shared/lib/format-money';
import { MoneyInput } from '@/shared/ui/inputs/money-input';

export const SET_SUM = 'Установить подтвержденную сумму';

/**
 * The confirmed sum of a budget item, edited in place by underwriters (001 §2.4, §5): incomes take a non-negative
 * sum, charges and loans a negative one too; the set button (or Enter) saves it and is disabled while the input is
 * empty; the server's message for the sum shows under it, and what was typed stays.
 */
export function ConfirmedSum({
  item,
  editable,
  signed,
  onSave,
}: {
  item: FinanceItem;
  editable: boolean;
  signed: boolean;
  /** Saves the sum: null when saved, else the message for it. */
  onSave(sum: number): Promise<string | null>;
}) {
  const [value, setValue] = useState<number | null>(item.sumConfirmed ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!editable) return <>{formatMoney(item.sumConfirmed)}</>;
  const id = `confirmed-${item.id}`;
  const save = async () => {
    if (value === null || busy) return;
    setBusy(true);
    try {
      setError(await onSave(value));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="confirmed-sum">
      <div
        className="confirmed-sum__row"
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Подтвержденная сумма: {item.typeTitle}
        </label>
        <MoneyInput
          id={id}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          signed={signed}
          invalid={error !== null}
        />
        <Button
          type="button"
          icon="pi pi-check"
          size="small"
          text
          aria-label={SET_SUM}
          title={SET_SUM}
          disabled={value === null}
          loading={busy}
          onClick={() => void save()}
        />
      </div>
      {error ? (
        <small className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
