import type { User } from '@autocredit/generated/api';
import { ServerFormView, type FormEnvironment, type SaveOutcome, type ServerForm } from '@/shared/form-engine';
import type { RouteName } from '@/shared/routing/route-table';
import { documentsAccess } from '../lib/documents-access';
import { fieldDocumentGroups, taskStepKind } from '../lib/task-steps';
import { DocumentsStep } from './documents-step';
import { InitialFeeWarning } from './initial-fee-warning';
import { StateSupportStep } from './state-support-step';
import type { InitialFeeState } from './use-initial-fee';

/** The props of TaskStepView. */
export interface TaskStepViewProps {
  route: RouteName;
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
}

/**
 * One step of a task page other than the underwriter's (002 §2): the documents screen of the release manager
 * (verification allowed, deletion not) and of the credit inspector; the GOZ wizard's state-support step, and its
 * credit step with the initial-fee warning; else the step's server form.
 */
export function TaskStepView({ route, dealId, collectionId, form, env, user, fee, afterSave }: TaskStepViewProps) {
  const shown = form.form;
  if (!shown) return null;
  if (taskStepKind(route, form.step) === 'documents') {
    const release = route === 'task-release-manager';
    return (
      <DocumentsStep
        dealId={dealId}
        collectionId={collectionId}
        groups={fieldDocumentGroups(shown.fields)}
        fields={shown.fields}
        access={documentsAccess(user, { dealView: false, verificationAllowed: release })}
        allowDelete={release ? false : undefined}
      />
    );
  }
  if (route === 'task-goz' && shown.formName === 'stateSupport') {
    return <StateSupportStep form={form} env={env} onSaved={afterSave} />;
  }
  return (
    <div className="task-page__form">
      <ServerFormView
        form={form}
        env={env}
        tabExtras={
          route === 'task-goz'
            ? (tab) => (tab === 'credit' ? <InitialFeeWarning before={fee.before} after={fee.after} /> : null)
            : undefined
        }
      />
    </div>
  );
}
