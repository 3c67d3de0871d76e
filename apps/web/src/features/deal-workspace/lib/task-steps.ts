import type { FormField } from '@autocredit/generated/api';
import type { RouteName } from '@/shared/routing/route-table';

/** How a task page (other than the underwriter's, which shows the deal's steps) shows a step. */
export type TaskStepKind = 'form' | 'documents';

/**
 * The step's screen (002 §2): the release manager's and the credit inspector's 'documents' are the documents screen
 * (the release manager verifies; nobody deletes there); the rest is the server's form.
 */
export function taskStepKind(route: RouteName, step: string | null): TaskStepKind {
  if (step === 'documents' && (route === 'task-release-manager' || route === 'task-credit-inspector')) {
    return 'documents';
  }
  return 'form';
}

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
