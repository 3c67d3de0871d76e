import type { User } from '@autocredit/generated/api';
import { ServerFormView, type FormEnvironment, type SaveOutcome, type ServerForm } from '@/shared/form-engine';
import { documentsAccess, AccountDocumentsPanel, DocumentsStep } from '@/features/deal-workspace/steps/documents';
import { ErrorFormStep } from '@/features/deal-workspace/steps/error-form';
import { ReleaseDecisionStep } from '@/features/deal-workspace/steps/release-decision';
import {
  CreditSumFiller,
  InitialFeeWarning,
  StateSupportStep,
  type InitialFeeState,
} from '@/features/deal-workspace/steps/goz';
import type { TaskRole } from './roles';
import { fieldDocumentGroups, taskStepKind } from './task-steps';

/** The props of TaskStepView. */
export interface TaskStepViewProps {
  /** The role of the task page: its step screens. */
  role: TaskRole;
  taskId: number;
  dealId: number;
  collectionId: number | null;
  /** The task's form, showing the step. */
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  user: User | undefined;
  /** The initial fee of the step (the GOZ credit step's warning). */
  fee: InitialFeeState;
  /** The page's after-save (next step, or the wait for the process). */
  afterSave: (outcome: SaveOutcome) => void;
  /** The task was closed here (a refusal, a closing button): the page waits for the process. */
  onClosed: () => void;
}

/**
 * One step of a task page other than the underwriter's (002 §2): the documents screen of the release manager
 * (verification allowed, deletion not) and of the credit inspector; the GOZ wizard's state-support step, and its
 * credit step with the initial-fee warning; else the step's server form.
 */
export function TaskStepView(props: TaskStepViewProps) {
  const { role, taskId, dealId, collectionId, form, env, user, fee, afterSave, onClosed } = props;
  const shown = form.form;
  if (!shown) return null;
  const kind = taskStepKind(role, form.step, shown.formName);
  if (kind === 'errorForm') return <ErrorFormStep form={form} onSaved={afterSave} />;
  if (kind === 'releaseDecision') {
    return (
      <ReleaseDecisionStep
        taskId={taskId}
        dealId={dealId}
        step={form.step ?? 'decision'}
        form={form}
        env={env}
        user={user}
        onSaved={(outcome, { closed }) => (closed ? onClosed() : afterSave(outcome))}
        onRefused={onClosed}
      />
    );
  }
  if (kind === 'accountDocuments') {
    const access = documentsAccess(user, { dealView: false, verificationAllowed: false });
    return (
      <AccountDocumentsPanel
        dealId={dealId}
        collectionId={collectionId}
        groups={fieldDocumentGroups(shown.fields)}
        canUpload={access.canUpload}
        canDownload={access.canDownload}
        canComment={access.canComment}
        fields={shown.fields}
        // the step's document fields are posted with 'Далее': they must hold the files uploaded here
        onChanged={() => form.query.refetch()}
      />
    );
  }
  if (kind === 'documents') {
    const { verificationAllowed, noDeletion } = role.documents;
    return (
      <DocumentsStep
        dealId={dealId}
        collectionId={collectionId}
        groups={fieldDocumentGroups(shown.fields)}
        fields={shown.fields}
        access={documentsAccess(user, { dealView: false, verificationAllowed })}
        allowDelete={noDeletion ? false : undefined}
      />
    );
  }
  if (kind === 'stateSupport') {
    return <StateSupportStep form={form} env={env} onSaved={afterSave} />;
  }
  return (
    <div className="task-page__form">
      <ServerFormView
        form={form}
        env={env}
        tabExtras={
          role.frame.creditFeeWarning
            ? (tab) =>
                tab === 'credit' ? (
                  <>
                    <InitialFeeWarning before={fee.before} after={fee.after} />
                    <CreditSumFiller form={form} />
                  </>
                ) : null
            : undefined
        }
      />
    </div>
  );
}
