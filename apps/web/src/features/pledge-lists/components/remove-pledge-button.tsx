import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/shared/api/envelope';
import { isApiError } from '@/shared/api/api-error';
import { useTakeOffByExternal } from '@/features/pledge-lists/api/pledge-lists-api';

export const REMOVE_TITLE = 'Снять залог';
export const NUMBER_LABEL = 'Номер регистрации в ФНП';
export const REQUIRED = 'Это поле обязательно для заполнения';

/**
 * The remove-pledge button of the pledge lists (pledge editors, 002 §2, §5): a dialog asks 'Номер регистрации в
 * ФНП' (required) and takes off the pledge registered under it (kind auto_pledge); its errors stay 5 s.
 */
export function RemovePledgeButton() {
  const [visible, setVisible] = useState(false);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const takeOff = useTakeOffByExternal();

  const close = () => {
    setVisible(false);
    setNumber('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = number.trim();
    if (!value) {
      setError(REQUIRED);
      return;
    }
    takeOff.mutate(value, {
      onSuccess: close,
      onError: (failure) => {
        const field = isApiError(failure) ? fieldErrorsOf(failure.body)[0]?.message : undefined;
        setError(field ?? null);
      },
    });
  };

  return (
    <>
      <Button
        type="button"
        icon="pi pi-times-circle"
        label={REMOVE_TITLE}
        severity="danger"
        outlined
        onClick={() => setVisible(true)}
        data-testid="remove-pledge"
      />
      <Dialog
        visible={visible}
        onHide={close}
        header={REMOVE_TITLE}
        style={{ width: '28rem' }}
        onShow={() => document.getElementById('remove-pledge-number')?.focus()}
        data-testid="remove-pledge-dialog"
      >
        <form noValidate onSubmit={submit} className="remove-pledge">
          <div className="field">
            <label htmlFor="remove-pledge-number" className="field__label">
              {NUMBER_LABEL}
            </label>
            <InputText
              id="remove-pledge-number"
              className="w-full"
              maxLength={50}
              autoComplete="off"
              value={number}
              invalid={Boolean(error)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'remove-pledge-error' : undefined}
              onChange={(e) => {
                setNumber(e.target.value);
                setError(null);
              }}
            />
            {error ? (
              <small id="remove-pledge-error" className="p-error field__error" role="alert">
                {error}
              </small>
            ) : null}
          </div>
          <div className="remove-pledge__buttons">
            <Button type="submit" label={REMOVE_TITLE} severity="danger" loading={takeOff.isPending} />
            <Button type="button" label="Отмена" outlined onClick={close} />
          </div>
        </form>
      </Dialog>
    </>
  );
}
