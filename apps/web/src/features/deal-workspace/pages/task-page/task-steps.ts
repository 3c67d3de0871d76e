import type { FormField } from '@autocredit/generated/api';
import type { TaskRole, TaskStepKind } from './roles';

export type { TaskStepKind } from './roles';

const overrideOf = (overrides: Readonly<Record<string, TaskStepKind>>, name: string | null | undefined) =>
  name && Object.hasOwn(overrides, name) ? overrides[name] : undefined;

/**
 * The step's screen (002 §2): the error form of a failed process (notify_about_error) on every role's page; else the
 * role's screen for the step, or for the form (its step overrides); else the server's form.
 */
export function taskStepKind(role: TaskRole, step: string | null, formName?: string | null): TaskStepKind {
  if (formName === 'notify_about_error') return 'errorForm';
  const { byStep = {}, byForm = {} } = role.stepOverrides;
  return overrideOf(byStep, step) ?? overrideOf(byForm, formName) ?? 'form';
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

/** Whether the step's data are edited and saved where they are, with 'Сохранить' (the role's members and car). */
export const isMemberStep = (role: TaskRole, step: string | null): boolean =>
  step !== null && role.savedInPlace.includes(step);
