import type { Form } from '@autocredit/generated/api';
import { buildForm } from './build';
import { messages } from './messages';
import { isRecord } from './paths';
import type { FormSource } from './source';
import type { ButtonName, FieldErrors, FormDefinition, FormValues } from './spec';
import { findStep, nextStepOf, stepContext, visibleSteps, type FormOptions } from './steps';
import { validateSubmission } from './validate';

/** Every button the contract's FormButtons names. */
export const BUTTON_NAMES = [
  'btnRelease',
  'btnRework',
  'btnSign',
  'saveAccount',
  'loadAccount',
  'btnConfirm',
  'btnReapprove',
  'btnGozReapprove',
  'btnCancel',
  'btnFinal',
  'btnReplay',
  'btnRescoring',
  'btnFullRescoring',
  'cancelDeal',
] as const satisfies readonly ButtonName[];

type MissingButton = Exclude<ButtonName, (typeof BUTTON_NAMES)[number]>;
const everyButton: [MissingButton] extends [never] ? true : false = true;
void everyButton;

export interface SubmitOptions extends FormOptions {
  /** `?reload=true`: recalculate the form from the values, save nothing. */
  reload?: boolean;
}

/** What a post of a form gives. */
export type SubmitOutcome =
  /** A reload (or an edit request, `canEdit=true`): the form recalculated from the values; nothing saved. */
  | { kind: 'form'; form: Form }
  /** Refused (400): the form with the values as typed and the errors by field; `errors` are the toasts. */
  | { kind: 'invalid'; form: Form; errors: string[] }
  /** Saved: the new source, and the form to show (the next step's; the same step when a button kept it open). */
  | {
      kind: 'saved';
      form: Form;
      source: FormSource;
      values: FormValues;
      /** The step saved. */
      step: string;
      /** The step after it (null: none). */
      nextStep: string | null;
      button: ButtonName | null;
      /** The task is closed by this save: the process moves on (see process/). */
      closes: boolean;
    };

/**
 * A post refused before its values could be read (a body that is not JSON or not a form's values, a wrong
 * parameter, a step that does not exist) or by the process: the form of the step asked for (of `fallbackStep` when
 * the deal has no such step) with the reasons as its common errors. Nothing changes.
 */
export function refusedSubmission(
  definition: FormDefinition,
  source: FormSource,
  options: FormOptions & { fallbackStep?: string | null },
  reasons: readonly string[],
): Extract<SubmitOutcome, { kind: 'invalid' }> {
  const { fallbackStep = null, ...build } = options;
  const known = (key: string | null | undefined) => visibleSteps(definition, source).some((s) => s.key === key);
  const step = known(build.step) ? build.step : known(fallbackStep) ? fallbackStep : null;
  return {
    kind: 'invalid',
    form: buildForm(definition, source, { ...build, step, errors: { '': [...reasons] } }),
    errors: [messages.notSaved],
  };
}

const pressed = (value: unknown) => value === 1 || value === '1' || value === true;

/** Splits the posted values of a form into its values and the button pressed (`{btnRelease: 1}`). */
export function splitButton(values: FormValues): { values: FormValues; button: ButtonName | null } {
  const rest: FormValues = {};
  let button: ButtonName | null = null;
  for (const [key, value] of Object.entries(values)) {
    if ((BUTTON_NAMES as readonly string[]).includes(key)) {
      if (button === null && pressed(value)) button = key as ButtonName;
    } else {
      rest[key] = value;
    }
  }
  return { values: rest, button };
}

/**
 * Posts a step of a form: `{<formName>: values}` (see FormSubmission). A reload or an edit request returns the
 * recalculated form; otherwise the values are checked, and saved: the answer names the next step, or says the
 * task closes (the last step of a wizard, or a closing button). Errors never lose what was typed.
 */
export function submitForm(
  definition: FormDefinition,
  source: FormSource,
  submission: Record<string, unknown>,
  options: SubmitOptions = {},
): SubmitOutcome {
  const step = findStep(definition, source, options.step);
  const build = { ...options, step: step.key };
  const entries = Object.entries(submission);
  const [formName, posted] = entries[0] ?? ['', undefined];
  if (entries.length !== 1 || formName !== step.formName || !isRecord(posted)) {
    return {
      kind: 'invalid',
      form: buildForm(definition, source, { ...build, errors: { '': [messages.wrongForm] } }),
      errors: [messages.notSaved],
    };
  }
  const { values, button } = splitButton(posted);
  // The sources a validation gives already have the variant applied (the step's `prepare`).
  const after = { ...build, variant: null };
  const refuse = (errors: FieldErrors, typed: FormSource): SubmitOutcome => ({
    kind: 'invalid',
    form: buildForm(definition, typed, { ...after, canEdit: true, errors }),
    errors: [messages.notSaved],
  });

  if (options.reload || options.canEdit === true) {
    const checked = validateSubmission(definition, source, values, { ...build, button });
    return {
      kind: 'form',
      form: buildForm(definition, checked.typed, {
        ...after,
        canEdit: options.canEdit ?? true,
        clearInvalidChoices: options.reload === true,
      }),
    };
  }

  const offered = step.buttons?.(source, stepContext(build, button)) ?? {};
  const spec = button ? offered[button] : undefined;
  if (button && (!spec || spec.disabled)) {
    return {
      kind: 'invalid',
      form: buildForm(definition, source, { ...build, errors: { '': [messages.buttonUnavailable] } }),
      errors: [messages.buttonUnavailable],
    };
  }

  const checked = validateSubmission(definition, source, values, { ...build, button });
  if (!checked.ok) return refuse(checked.errors, checked.typed);

  const saved = checked.source;
  if (spec && !spec.closes) {
    spec.apply?.(saved);
    return {
      kind: 'saved',
      form: buildForm(definition, saved, { ...after, canEdit: false }),
      source: saved,
      values: checked.values,
      step: step.key,
      nextStep: nextStepOf(definition, saved, step.key),
      button,
      closes: false,
    };
  }
  const closes = spec ? spec.closes : step.closes === true;
  const nextStep = closes ? null : nextStepOf(definition, saved, step.key);
  const form = buildForm(definition, saved, {
    ...after,
    step: nextStep ?? step.key,
    canEdit: false,
    closing: closes,
  });
  return { kind: 'saved', form, source: saved, values: checked.values, step: step.key, nextStep, button, closes };
}
