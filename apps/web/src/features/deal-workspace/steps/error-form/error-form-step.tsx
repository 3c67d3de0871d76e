import { FormButtons, type SaveOutcome, type ServerForm } from '@/shared/form-engine';
import { errorMessageOf } from './error-form';
import { DECISION_STEP_ACTIONS } from '@/features/deal-workspace/ui/texts';
import { ERROR_FORM_TITLE } from './error-form-texts';
import './error-form.css';

/**
 * The error form of a failed process step (`notify_about_error`, 002 §2 'Credit inspector task', §8): 'Произошла
 * ошибка!' with the server's message, and the server's buttons (replay the step, send the deal to rework); a pressed
 * button's answer goes to `onSaved` (each closes the task).
 */
export function ErrorFormStep({
  form,
  onSaved,
}: {
  /** The task page's form, showing the error form. */
  form: ServerForm<unknown>;
  onSaved(outcome: SaveOutcome): void;
}) {
  const shown = form.form;
  if (!shown) return null;
  const message = errorMessageOf(shown);
  return (
    <section className="error-form card" aria-labelledby="error-form-title">
      <div role="alert">
        <h2 id="error-form-title" className="error-form__title">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {ERROR_FORM_TITLE}
        </h2>
        {message ? <p className="error-form__message">{message}</p> : null}
      </div>
      <div className="error-form__actions" role="toolbar" aria-label={DECISION_STEP_ACTIONS}>
        <FormButtons buttons={shown.buttons} busy={form.busy} onPress={(name) => void form.press(name).then(onSaved)} />
      </div>
    </section>
  );
}
