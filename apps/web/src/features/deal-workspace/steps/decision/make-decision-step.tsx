import type { DecisionPopupType } from '@autocredit/generated/api';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/shared/api/query-keys';
import {
  FormButtons,
  SAVED,
  ServerFormView,
  type FormEnvironment,
  type SaveOutcome,
  type ServerForm,
} from '@/shared/form-engine';
import { href } from '@/shared/routing/paths';
import { toast } from '@/shared/ui/toast';
import {
  DECISION_FIELD,
  REASONS_FIELD,
  hiddenDecisionFields,
  splitPopupValues,
  verificationTables,
} from './make-decision-rules';
import { DECISION_ACTIONS } from './decision-texts';
import { popupTypeOf } from './reason-codes';
import { isTaskClosed } from '@/features/deal-workspace/ui/task-closing';
import { DecisionRisk } from './decision-risk';
import { ReasonCodesDialog, type ReasonPopupErrors, type ReasonPopupValues } from './reason-codes-dialog';
import { RejectReasonsTable } from './reject-reasons-table';
import { VerificationTable } from './verification-table';
import './make-decision-step.css';

/** The button whose save sends the user to the new-task list (001 §2, §4). */
const FULL_RESCORING = 'btnFullRescoring';

/** The fields whose server errors the popup shows. */
const POPUP_ERROR_FIELDS = ['reasons', 'comment', 'delayReason', 'delayReasonText'] as const;

/**
 * The deal page's decision steps, `decision` and `underwriterDecision` (001 §2.6, §4): the risk fields, the
 * verification tables, the rest of the form through the form engine, and the decision buttons, which go through the
 * reason-codes popup and post with their flag. The fields can be changed only while the form offers its buttons.
 */
export function MakeDecisionStep({
  dealId,
  step,
  form,
  env,
  underwriter,
  auditor,
  preDecision = true,
  onDecided,
}: {
  dealId: number;
  step: 'decision' | 'underwriterDecision';
  /** The page's form (`useServerForm` of the deal page), showing this step. */
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  /** The user is an underwriter: risk level and class. */
  underwriter: boolean;
  /** The user is an auditor: no comment. */
  auditor: boolean;
  /** The deal's underwriter task runs on the strategy timer: a timed-out deal gives delay reasons first. */
  preDecision?: boolean;
  /** On a task page: a save that closed the task (the page then waits for the process). */
  onDecided?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<{ button: string; type: DecisionPopupType } | null>(null);
  /** The server's errors of the popup's last save (null: none refused yet). */
  const [popupErrors, setPopupErrors] = useState<ReasonPopupErrors | null>(null);
  const shown = form.form;
  const fields = useMemo(() => shown?.fields ?? {}, [shown]);
  const tables = useMemo(() => verificationTables(fields), [fields]);
  const hidden = useMemo(() => hiddenDecisionFields(tables, auditor), [tables, auditor]);
  const buttons = shown?.buttons;
  const deciding = Object.values(buttons ?? {}).some(Boolean);
  const stepEnv = useMemo(() => ({ ...env, readOnly: !deciding }), [env, deciding]);
  if (!shown) return null;

  const after = (outcome: SaveOutcome, button: string) => {
    if (outcome.kind !== 'saved') return;
    toast.success(SAVED);
    void queryClient.invalidateQueries({ queryKey: queryKeys.deals.info(dealId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.decisions.rejectReasons(dealId) });
    if (onDecided && isTaskClosed(outcome)) {
      onDecided();
      return;
    }
    if (button === FULL_RESCORING) {
      navigate(href('task-list-new'));
      return;
    }
    form.goToStep(outcome.form.current_step ?? step, outcome.form);
  };

  const press = (button: string) => {
    const type = popupTypeOf(button, form.methods.getValues(DECISION_FIELD));
    if (type) {
      setPopupErrors(null);
      setPopup({ button, type });
      return;
    }
    void form.press(button).then((outcome) => after(outcome, button));
  };

  const saveReasons = async (values: ReasonPopupValues) => {
    if (!popup) return;
    const { button } = popup;
    const { kept, posted } = splitPopupValues(fields, {
      [REASONS_FIELD]: values.reasons,
      comment: values.comment,
      ...(values.delayReason !== null && { delayReason: values.delayReason }),
      ...(values.delayReasonText !== null && { delayReasonText: values.delayReasonText }),
    });
    for (const [key, value] of Object.entries(kept)) form.methods.setValue(key, value, { shouldDirty: true });
    const outcome = await form.press(button, { values: posted });
    if (outcome.kind === 'invalid') {
      const errors: ReasonPopupErrors = {};
      for (const key of POPUP_ERROR_FIELDS) {
        const message = form.methods.getFieldState(key).error?.message;
        if (message) errors[key] = message;
      }
      setPopupErrors(errors);
      return;
    }
    setPopup(null);
    after(outcome, button);
  };

  return (
    <section className="decision-step" aria-label={shown.steps?.[step] ?? undefined}>
      {underwriter ? <DecisionRisk dealId={dealId} /> : null}
      <RejectReasonsTable dealId={dealId} />
      {tables.map((table) => (
        <VerificationTable
          key={table.key}
          table={table}
          formName={shown.formName}
          control={form.methods.control}
          disabled={!deciding}
        />
      ))}
      <div className="task-page__form">
        <ServerFormView form={form} env={stepEnv} hiddenFields={hidden} />
      </div>
      {deciding ? (
        <div className="task-page__actions" role="toolbar" aria-label={DECISION_ACTIONS}>
          <FormButtons buttons={buttons} busy={form.busy} disabled={popup !== null} onPress={press} />
        </div>
      ) : null}
      {popup ? (
        <ReasonCodesDialog
          dealId={dealId}
          type={popup.type}
          preDecision={preDecision && underwriter}
          timedOut={'delayReason' in fields}
          initialComment={String(form.methods.getValues('comment') ?? '')}
          saving={form.busy === popup.button}
          errors={popupErrors ? { ...popupErrors, common: form.commonErrors } : {}}
          onHide={() => setPopup(null)}
          onSave={(values) => void saveReasons(values)}
        />
      ) : null}
    </section>
  );
}
