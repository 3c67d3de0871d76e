import type { FormField } from '@autocredit/generated/api';
import type { RouteName } from '@/shared/routing/route-table';

/** How a task page (other than the underwriter's, which shows the deal's steps) shows a step. */
export type TaskStepKind = 'form' | 'documents' | 'accountDocuments' | 'releaseDecision' | 'errorForm';

/** The routes of the account-documents panel: the checkers and the credit inspector (002 §2). */
const ACCOUNT_DOCUMENT_ROUTES: readonly RouteName[] = ['tacheck-ci', 'task-goz-checker', 'task-credit-inspector'];

/**
 * The step's screen (002 §2): the error form of a failed process (notify_about_error); the release manager's and the
 * credit inspector's 'documents' are the documents screen (the release manager verifies; nobody deletes there); the
 * checkers' and the inspector's 'accountDocuments' and the signing form are the account-documents panel; the
 * inspector's and the release manager's 'decision' is the release decision; the rest is the server's form.
 */
export function taskStepKind(route: RouteName, step: string | null, formName?: string | null): TaskStepKind {
  if (formName === 'notify_about_error') return 'errorForm';
  const inspectorOrRelease = route === 'task-credit-inspector' || route === 'task-release-manager';
  if (step === 'documents' && inspectorOrRelease) return 'documents';
  if (step === 'decision' && inspectorOrRelease) return 'releaseDecision';
  if (ACCOUNT_DOCUMENT_ROUTES.includes(route) && (step === 'accountDocuments' || formName === 'sign_documents')) {
    return 'accountDocuments';
  }
  return 'form';
}

/** The step's screen has its own buttons (the page shows none of its own). */
export const hasOwnButtons = (kind: TaskStepKind): boolean => kind === 'releaseDecision' || kind === 'errorForm';

/** The document groups a step's document fields name (`attributes.documentGroup`), in their order. */
export function fieldDocumentGroups(fields: Record<string, FormField> | undefined): string[] {
  const groups: string[] = [];
  const walk = (all: Record<string, FormField> | undefined) => {
    for (const field of Object.values(all ?? {})) {
      const group = field.attributes?.documentGroup;
      if (typeof group === 'string' && !groups.includes(group)) groups.push(group);
      if (field.children) walk(field.children);
    }
  };
  walk(fields);
  return groups;
}

/** The routes whose members and car are edited and saved in place (002 §2: the credit inspector, the checkers). */
const MEMBER_ROUTES: readonly RouteName[] = ['task-credit-inspector', 'tacheck-ci', 'task-goz-checker'];

/** Whether the step is the members or the car of a route that saves them in place with 'Сохранить'. */
export const isMemberStep = (route: RouteName, step: string | null): boolean =>
  MEMBER_ROUTES.includes(route) && (step === 'members' || step === 'car');
