import type { User } from '@autocredit/generated/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { failureText } from '@/shared/api/failure-text';
import {
  FormButtons,
  SAVED,
  ServerFormView,
  clearDrafts,
  type FormEnvironment,
  type SaveOutcome,
  type ServerForm,
} from '@/shared/form-engine';
import { toast } from '@/shared/ui/toast';
import { loanVariantsQuery } from './loan-variants-api';
import { INITIAL_FEE_WARNING } from '@/features/deal-workspace/steps/goz';
import { changeAgreedAuto } from './release-decision-api';
import { canApplyVariants, loanVariantColumns } from './loan-variants';
import {
  AGREED_AUTO_FIELD,
  AGREED_COST_FIELD,
  REFUSE_BUTTON,
  RELEASE_PATHS,
  STAYING_BUTTONS,
  feeTermsOf,
  limitTermsOf,
  limitsKindOf,
  serverValueAt,
  showsInitialFeeWarning,
} from './release-decision';
import { DECISION_STEP_ACTIONS } from '@/features/deal-workspace/ui/texts';
import { REFUSAL_DEFAULT_CONFIRM } from './release-texts';
import { LoanVariantsPanel } from './loan-variants-panel';
import { SaveButton } from '@/features/deal-workspace/ui/save-button';
import { RefusalDialog } from './refusal-dialog';
import { ServiceLimits } from './service-limits';
import './release-decision.css';

const TERM_PATHS = [RELEASE_PATHS.costRequested, RELEASE_PATHS.initialFee, RELEASE_PATHS.term, RELEASE_PATHS.carCost];

/** The agreed-car choice as the call takes it. */
const agreedChoice = (value: unknown): 0 | 1 | null =>
  value === '1' || value === 1 ? 1 : value === '0' || value === 0 ? 0 : null;

/**
 * Posts the agreed-car choice when the user changes it (002 §7 `change-agreed-auto/{dealId}/{choice}`), then asks
 * for the recalculated form (not agreed: the agreed cost is cleared first, to be typed). A failure is told and puts
 * the choice back. Answers whether a change is on its way.
 */
function useAgreedAuto(form: ServerForm<unknown>, dealId: number): boolean {
  const [pending, setPending] = useState(false);
  const shown = form.form;
  /** The choice as the server last knew it. */
  const known = useRef<unknown>(null);
  useEffect(() => {
    if (shown) known.current = serverValueAt(shown, AGREED_AUTO_FIELD);
  }, [shown]);
  const { methods, reload } = form;
  useEffect(() => {
    const subscription = methods.watch((values, { name, type }) => {
      if (type !== 'change' || name !== AGREED_AUTO_FIELD) return;
      const value: unknown = (values as Record<string, unknown>)[AGREED_AUTO_FIELD];
      const choice = agreedChoice(value);
      if (choice === null) return;
      setPending(true);
      changeAgreedAuto(dealId, choice)
        .then(async () => {
          known.current = value;
          if (choice === 0) methods.setValue(AGREED_COST_FIELD, null, { shouldDirty: true });
          await reload();
        })
        .catch((error: unknown) => {
          const text = failureText(error);
          if (text) toast.error(text);
          methods.setValue(AGREED_AUTO_FIELD, known.current);
        })
        .finally(() => setPending(false));
    });
    return () => subscription.unsubscribe();
  }, [methods, reload, dealId]);
  return pending;
}

/**
 * The release decision step (002 §3 'Release decision form'): the deal's loan variants to apply or reset, the service
 * limits of the credit terms as typed, the low initial fee warning, the server's form, and its buttons ('Отказать'
 * through the refusal dialog; the account buttons keep the step open; the others go to `onSaved`).
 */
export function ReleaseDecisionStep({
  taskId,
  dealId,
  step,
  form,
  env,
  user,
  readOnly = false,
  onSaved,
  onRefused,
}: {
  taskId: number;
  dealId: number;
  /** The step's key (`decision`). */
  step: string;
  /** The task page's form (`useServerForm(taskFormEndpoint(taskId))`), showing this step. */
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  /** Who looks: the variants' columns, and whether they may apply one. */
  user: User | undefined;
  /** Nothing can be changed here (no variant applied, the fields read-only); the server's buttons stay. */
  readOnly?: boolean;
  /** A button or 'Далее' was answered: the page goes on (the next step, or the next task once closed). */
  onSaved(outcome: SaveOutcome, how: { closed: boolean }): void;
  /** The refusal dialog refused the task: the page leaves it as after a closing save. */
  onRefused(): void;
}) {
  const shown = form.form;
  const [refusing, setRefusing] = useState<string | null>(null);
  const agreeing = useAgreedAuto(form, dealId);
  const watched = useWatch({ control: form.methods.control, name: TERM_PATHS }) as unknown[];
  const variants = useQuery(loanVariantsQuery(dealId, 'variants'));
  const kind = variants.isSuccess ? limitsKindOf(variants.data.length) : variants.isError ? 'without-variants' : null;
  // The terms as the step was loaded (a recalculation answers with the values typed: they are no baseline).
  const first = form.query.data?.form ?? shown;
  const loaded = useMemo(
    () =>
      first
        ? feeTermsOf(
            serverValueAt(first, RELEASE_PATHS.initialFee),
            serverValueAt(first, RELEASE_PATHS.carCost),
            serverValueAt(first, RELEASE_PATHS.costRequested),
          )
        : undefined,
    [first],
  );
  const stepEnv = useMemo(() => ({ ...env, readOnly: env.readOnly || readOnly }), [env, readOnly]);
  if (!shown) return null;

  const terms = limitTermsOf(watched);
  const warn = showsInitialFeeWarning(feeTermsOf(watched[1], watched[3], watched[0]), loaded);
  const buttons = shown.buttons;
  const hasButtons = Object.values(buttons ?? {}).some(Boolean);
  const busy = form.busy !== null || agreeing;
  const applying = !readOnly && canApplyVariants(user);

  const applyVariant = (index: number | null) => {
    // The form comes back with the variant's terms (or the original ones): what was typed in the step goes.
    clearDrafts(`task:${taskId}:step:${step}`);
    form.setVariant(index);
  };

  const press = (name: string) => {
    if (name === REFUSE_BUTTON) {
      setRefusing(buttons?.[name]?.label ?? REFUSAL_DEFAULT_CONFIRM);
      return;
    }
    if (STAYING_BUTTONS.has(name)) {
      void form.press(name).then((outcome) => {
        if (outcome.kind !== 'saved') return;
        toast.success(SAVED);
        form.goToStep(outcome.form.current_step ?? step, outcome.form);
      });
      return;
    }
    // a refused press (400: the errors on their fields) closes nothing
    void form.press(name).then((outcome) => onSaved(outcome, { closed: outcome.kind === 'saved' }));
  };

  return (
    <section className="release-decision" aria-label={shown.steps?.[step] ?? undefined}>
      <LoanVariantsPanel
        dealId={dealId}
        columns={loanVariantColumns(user)}
        showAll={false}
        canApply={applying}
        onApply={applyVariant}
      />
      <div className="release-decision__notes">
        <ServiceLimits dealId={dealId} kind={kind} terms={terms} />
        {warn ? (
          <p className="release-decision__warning" role="status">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {INITIAL_FEE_WARNING}
          </p>
        ) : null}
      </div>
      <div className="task-page__form">
        <ServerFormView form={form} env={stepEnv} />
      </div>
      <div className="task-page__actions" role="toolbar" aria-label={DECISION_STEP_ACTIONS}>
        {hasButtons ? (
          <FormButtons buttons={buttons} busy={form.busy} disabled={busy || refusing !== null} onPress={press} />
        ) : (
          <SaveButton
            kind="next"
            saving={form.busy === 'save'}
            disabled={busy}
            onClick={() => void form.save().then((outcome) => onSaved(outcome, { closed: false }))}
          />
        )}
        {form.busy === 'reload' || agreeing ? <span className="task-page__busy">Пересчет формы…</span> : null}
      </div>
      {refusing !== null ? (
        <RefusalDialog
          taskId={taskId}
          confirmLabel={refusing}
          onHide={() => setRefusing(null)}
          onDone={() => {
            setRefusing(null);
            onRefused();
          }}
        />
      ) : null}
    </section>
  );
}
