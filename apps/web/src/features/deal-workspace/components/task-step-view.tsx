import type { User } from '@autocredit/generated/api';
import { ServerFormView, type FormEnvironment, type ServerForm } from '@/shared/form-engine';
import type { RouteName } from '@/shared/routing/route-table';
import { documentsAccess } from '../lib/documents-access';
import { fieldDocumentGroups, taskStepKind } from '../lib/task-steps';
import { DocumentsStep } from './documents-step';

/** The props of TaskStepView. */
export interface TaskStepViewProps {
  route: RouteName;
  dealId: number;
  collectionId: number | null;
  /** The task's form, showing the step. */
  form: ServerForm<unknown>;
  env: Omit<FormEnvironment, 'requestReload'>;
  user: User | undefined;
}

/**
 * One step of a task page other than the underwriter's (002 §2): the documents screen of the release manager
 * (verification allowed, deletion not) and of the credit inspector, else the step's server form.
 */
export function TaskStepView({ route, dealId, collectionId, form, env, user }: TaskStepViewProps) {
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
  return (
    <div className="task-page__form">
      <ServerFormView form={form} env={env} />
    </div>
  );
}
