import type { PreviousValues } from './changes';
import { DomainError } from '../errors';
import { messages } from './messages';
import type { FormSource } from './source';
import type { ButtonName, FormActor, FormDefinition, StepContext, StepDefinition } from './spec';

/** The options every form call takes: which step, which variant, who asks, for which task. */
export interface FormOptions {
  /** The step key (`?step=`); absent: the first step. */
  step?: string | null;
  /** The loan variant applied (`?variant=`), an index into `source.variants`. */
  variant?: number | null;
  /** `true`: the form in edit mode (steps that are read-only until the edit button). */
  canEdit?: boolean;
  actor?: FormActor | null;
  /** The task definition key (the buttons of a form differ by task). */
  taskKey?: string | null;
  /** Whether the actor may take the underwriter's decision on the deal page. */
  canDecide?: boolean;
  /** Today, yyyy-MM-dd; the current date when absent. */
  today?: string;
  /** The deal's previous snapshot where it differs: the fields bound there are marked `changed`. */
  previous?: PreviousValues;
}

export const todayOf = (options: FormOptions): string => options.today ?? new Date().toISOString().slice(0, 10);

export function stepContext(options: FormOptions, button: ButtonName | null = null): StepContext {
  return {
    taskKey: options.taskKey ?? null,
    variant: options.variant ?? null,
    actor: options.actor ?? null,
    button,
    today: todayOf(options),
    canDecide: options.canDecide ?? false,
  };
}

/** The steps the deal has (some exist only for some deals), in order. */
export function visibleSteps(definition: FormDefinition, source: FormSource): StepDefinition[] {
  return definition.steps.filter((s) => !s.when || s.when(source));
}

/** The step asked for, or the first one; an unknown step is refused (400). */
export function findStep(definition: FormDefinition, source: FormSource, key?: string | null): StepDefinition {
  const steps = visibleSteps(definition, source);
  const step = key === undefined || key === null || key === '' ? steps[0] : steps.find((s) => s.key === key);
  if (!step) throw new DomainError('invalid', messages.unknownStep);
  return step;
}

export function nextStepOf(definition: FormDefinition, source: FormSource, key: string): string | null {
  const steps = visibleSteps(definition, source);
  const index = steps.findIndex((s) => s.key === key);
  return index === -1 ? null : (steps[index + 1]?.key ?? null);
}

/**
 * Whether a wizard step may be opened: any step up to the furthest reached (`reached`, null: none saved yet, so
 * only the first). Forms that are not wizards jump freely.
 */
export function isStepReachable(
  definition: FormDefinition,
  source: FormSource,
  reached: string | null,
  requested: string | null | undefined,
): boolean {
  if (!definition.wizard || requested === null || requested === undefined || requested === '') return true;
  const keys = visibleSteps(definition, source).map((s) => s.key);
  const wanted = keys.indexOf(requested);
  if (wanted === -1) return true; // unknown steps are refused by findStep
  const limit = reached === null ? 0 : Math.max(keys.indexOf(reached), 0);
  return wanted <= limit;
}

/** Whether the fields of a step can be edited: always, never, or in edit mode (saves imply it). */
export function isEditable(step: StepDefinition, canEdit: boolean): boolean {
  const mode = step.edit ?? 'always';
  return mode === 'always' || (mode === 'onRequest' && canEdit);
}
