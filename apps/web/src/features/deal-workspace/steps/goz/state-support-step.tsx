import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import {
  REQUIRED,
  ServerFormView,
  type FormEnvironment,
  type SaveOutcome,
  type ServerForm,
} from '@/shared/form-engine';
import { NOTICE_FIELD, STATE_SUPPORT_FIELD, WITHOUT_SUBSIDY_VALUE, stateSupportParts } from './goz-task';
import './goz-task.css';

const DRAWN_HERE: ReadonlySet<string> = new Set([NOTICE_FIELD, STATE_SUPPORT_FIELD]);

/**
 * The GOZ wizard's state-support step (6; 002 §2 'GOZ task'): the notice that state-supported credit is available,
 * the programs to choose from (saved with the page's 'Далее'), and 'Продолжить без субсидии', which saves the step
 * without a subsidy (the server's `none` choice) and hands the outcome to the page (which moves on). A choice is
 * required ('Это поле обязательно для заполнения'); the server's errors show under the programs. Other fields the
 * server may add are drawn by the form engine.
 */
export function StateSupportStep({
  form,
  env,
  onSaved,
}: {
  /** The task page's form, showing step 6. */
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  /** The outcome of the save 'Продолжить без субсидии' made (the page's after-save: next step or the list). */
  onSaved(outcome: SaveOutcome): void;
}) {
  const shown = form.form;
  const parts = useMemo(() => stateSupportParts(shown), [shown]);
  const required = (parts.field?.rules?.length ?? 0) > 0;
  const { field, fieldState } = useController({
    control: form.methods.control,
    name: STATE_SUPPORT_FIELD,
    rules: {
      validate: (value: unknown) =>
        required && (value === null || value === undefined || value === '') ? REQUIRED : true,
    },
  });
  const locked = env.readOnly || Boolean(parts.field?.attributes?.readonly || parts.field?.attributes?.disabled);
  const busy = form.busy !== null;
  const groupId = 'state-support-programs';

  const choose = (value: string) => {
    field.onChange(value);
    if (fieldState.error) form.methods.clearErrors(STATE_SUPPORT_FIELD);
  };
  const continueWithout = () => {
    choose(WITHOUT_SUBSIDY_VALUE);
    void form.save().then(onSaved);
  };

  return (
    <section className="state-support" aria-label={shown?.steps?.[shown.current_step ?? ''] ?? undefined}>
      <Message severity="info" text={parts.notice} className="state-support__notice" />
      {parts.programs.length > 0 ? (
        <div className="state-support__programs" role="radiogroup" aria-labelledby={`${groupId}-label`}>
          <span id={`${groupId}-label`} className="form-field__label">
            {parts.field?.label ?? ''}
            {required ? (
              <span className="form-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            ) : null}
          </span>
          {parts.programs.map((choice, index) => {
            const id = `${groupId}-${choice.value}`;
            return (
              <div className="form-choice-list__item" key={choice.value}>
                <RadioButton
                  inputId={id}
                  inputRef={index === 0 ? (field.ref as never) : undefined}
                  name={STATE_SUPPORT_FIELD}
                  value={choice.value}
                  checked={field.value === choice.value}
                  disabled={locked || choice.disabled}
                  invalid={fieldState.invalid}
                  onChange={() => choose(choice.value)}
                  onBlur={field.onBlur}
                />
                <label htmlFor={id}>{choice.label}</label>
              </div>
            );
          })}
        </div>
      ) : null}
      {fieldState.error?.message ? (
        <small className="p-error form-field__error" role="alert">
          {fieldState.error.message}
        </small>
      ) : null}
      {parts.withoutSubsidy ? (
        <div className="state-support__without">
          <Button
            type="button"
            label={parts.withoutSubsidy.label}
            icon={field.value === WITHOUT_SUBSIDY_VALUE ? 'pi pi-check' : 'pi pi-arrow-right'}
            iconPos={field.value === WITHOUT_SUBSIDY_VALUE ? 'left' : 'right'}
            aria-pressed={field.value === WITHOUT_SUBSIDY_VALUE}
            outlined
            loading={form.busy === 'save' && field.value === WITHOUT_SUBSIDY_VALUE}
            disabled={locked || busy}
            onClick={continueWithout}
          />
        </div>
      ) : null}
      <ServerFormView form={form} env={env} hiddenFields={DRAWN_HERE} />
    </section>
  );
}
