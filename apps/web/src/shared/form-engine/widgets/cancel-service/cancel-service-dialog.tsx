import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { DateInput } from '@/shared/ui/inputs/date-input';
import { parseTypedDate } from '@/shared/ui/inputs/typed-date';
import { toast } from '@/shared/ui/toast';
import { cancelService } from './cancel-service-api';
import { cancelServiceTexts as texts } from './cancel-service-texts';

/** The props of the cancel-service dialog. */
export interface CancelServiceDialogProps {
  /** The prefix of the ids of the dialog's inputs. */
  id: string;
  header: string;
  dealId: number;
  /** The code of the service to cancel. */
  service: string;
  onHide(): void;
  /** The service is cancelled (the dialog is to close). */
  onCancelled(): void;
}

/**
 * The cancel-service dialog (002 §3, §5, §7, §8): the statement date and the raised-rate date, both required (typed
 * dd.MM.yyyy, sent yyyy-MM-dd); 'Подтвердить' stays disabled until both are real dates. A failure is an error toast
 * 'Что-то пошло не так' and keeps the dialog open. Escape or 'Отмена' closes it. Shown while mounted.
 */
export function CancelServiceDialog({ id, header, dealId, service, onHide, onCancelled }: CancelServiceDialogProps) {
  const [statement, setStatement] = useState('');
  const [upPercent, setUpPercent] = useState('');
  const [left, setLeft] = useState({ statement: false, upPercent: false });
  const [pending, setPending] = useState(false);
  const cancelStatementDate = parseTypedDate(statement);
  const cancelUpPercentDate = parseTypedDate(upPercent);
  const ready = cancelStatementDate !== null && cancelUpPercentDate !== null && !pending;
  const formId = `${id}-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setPending(true);
    try {
      await cancelService(dealId, service, { cancelStatementDate, cancelUpPercentDate });
      onCancelled();
    } catch {
      toast.error(texts.failure);
      setPending(false);
    }
  };

  const footer = (
    <>
      <Button type="button" label={texts.cancel} size="small" outlined onClick={onHide} data-testid={`${id}-cancel`} />
      <Button
        type="submit"
        form={formId}
        label={texts.confirm}
        size="small"
        loading={pending}
        disabled={!ready}
        data-testid={`${id}-confirm`}
      />
    </>
  );

  return (
    <Dialog
      visible
      header={header}
      onHide={onHide}
      footer={footer}
      style={{ width: '420px' }}
      modal
      dismissableMask={false}
    >
      <form id={formId} className="cancel-service" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-statement`}>{texts.statementDate}</label>
          <DateInput
            id={`${id}-statement`}
            value={statement}
            invalid={left.statement && cancelStatementDate === null}
            onChange={setStatement}
            onBlur={() => setLeft((l) => ({ ...l, statement: true }))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-up-percent`}>{texts.upPercentDate}</label>
          <DateInput
            id={`${id}-up-percent`}
            value={upPercent}
            invalid={left.upPercent && cancelUpPercentDate === null}
            onChange={setUpPercent}
            onBlur={() => setLeft((l) => ({ ...l, upPercent: true }))}
          />
        </div>
      </form>
    </Dialog>
  );
}
