import type { Form, FormButtons, FormField } from '@autocredit/generated/api';
import { changedSince, type PreviousValues } from './changes';
import { asList, getPath, joinPath } from './paths';
import { fromSource } from './rules';
import type { FormSource } from './source';
import type { ButtonSpecs, FieldErrors, FieldSpec, FieldSpecs, FormDefinition } from './spec';
import { findStep, isEditable, nextStepOf, stepContext, visibleSteps, type FormOptions } from './steps';

export interface BuildOptions extends FormOptions {
  /** Errors to show, by field path (`''`: the form's common errors). */
  errors?: FieldErrors;
  /** The task is being closed: `next_step` is null. */
  closing?: boolean;
  /** A reload: a choice whose value is no longer offered (a model of another brand) is emptied. */
  clearInvalidChoices?: boolean;
}

interface Render {
  editable: boolean;
  errors: FieldErrors;
  clearInvalidChoices: boolean;
  previous: PreviousValues;
}

/** Where a bound field's value lives: a path relative to the entry (collections), or a binding. */
export function readBind(spec: FieldSpec, source: FormSource, bindPrefix: string): unknown {
  if (spec.bind === undefined) return spec.value;
  if (typeof spec.bind === 'string') return getPath(source, joinPath(bindPrefix, spec.bind));
  return spec.bind.get(source);
}

const LIST_ATTRIBUTES = ['allow_add', 'allow_delete'] as const;

function renderField(spec: FieldSpec, source: FormSource, r: Render, path: string, bindPrefix: string): FormField {
  const field: FormField = { type: spec.type, label: spec.label ?? null };
  const locked = spec.readonly === true || !r.editable;
  if (spec.type === 'form') {
    field.children = renderFields(spec.children ?? {}, source, r, path, bindPrefix);
  } else if (spec.type === 'collection') {
    const bind = joinPath(bindPrefix, typeof spec.bind === 'string' ? spec.bind : '');
    const list = asList(getPath(source, bind)) ?? [];
    // A read-only list has read-only entries (the GOZ step 0's loan variants): each field says so.
    const entryRender = spec.readonly === true ? { ...r, editable: false } : r;
    field.children = Object.fromEntries(
      list.map((_, i) => {
        const entry = renderFields(
          spec.entry?.(i) ?? {},
          source,
          entryRender,
          joinPath(path, String(i)),
          joinPath(bind, String(i)),
        );
        return [String(i), { type: 'form', label: null, children: entry } satisfies FormField];
      }),
    );
  } else {
    let value = fromSource(spec, readBind(spec, source, bindPrefix));
    if (
      r.clearInvalidChoices &&
      spec.type === 'choice' &&
      typeof value === 'string' &&
      !(spec.choices ?? []).some((c) => c.value === value)
    ) {
      value = null;
    }
    field.value = value;
  }
  if (spec.choices) field.choices = spec.choices;
  const attributes = { ...spec.attributes };
  if (
    field.type !== 'form' &&
    field.type !== 'collection' &&
    typeof spec.bind === 'string' &&
    changedSince(r.previous, source, joinPath(bindPrefix, spec.bind))
  ) {
    attributes.changed = true;
  }
  if (locked && spec.type !== 'form') {
    attributes.readonly = true;
    for (const key of LIST_ATTRIBUTES) delete attributes[key];
  }
  if (Object.keys(attributes).length > 0) field.attributes = attributes;
  if (spec.dependence) field.dependence = true;
  if (spec.placeholder !== undefined) field.placeholder = spec.placeholder;
  if (spec.rules?.includes('required') && !locked) field.rules = ['required'];
  const errors = r.errors[path];
  if (errors && errors.length > 0) field.errors = [...errors];
  return field;
}

function renderFields(
  specs: FieldSpecs,
  source: FormSource,
  r: Render,
  prefix: string,
  bindPrefix: string,
): Record<string, FormField> {
  return Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, renderField(spec, source, r, joinPath(prefix, key), bindPrefix)]),
  );
}

export function renderButtons(specs: ButtonSpecs): FormButtons | undefined {
  const entries = Object.entries(specs).filter(([, b]) => b !== undefined);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([name, b]) => [name, { label: b.label, ...(b.disabled && { disabled: true }) }]),
  ) as FormButtons;
}

/**
 * The contract's Form of a definition's step for a deal: the fields with their values from the source (read-only
 * unless the step is editable, `changed` where they differ from the deal's previous snapshot), the step bar, the next
 * step and the buttons offered.
 */
export function buildForm(definition: FormDefinition, source: FormSource, options: BuildOptions = {}): Form {
  const step = findStep(definition, source, options.step);
  const ctx = stepContext(options);
  source = step.prepare ? step.prepare(source, ctx) : source;
  const errors = options.errors ?? {};
  const fields = renderFields(
    step.fields(source, ctx),
    source,
    {
      editable: isEditable(step, options.canEdit ?? false),
      errors,
      clearInvalidChoices: options.clearInvalidChoices ?? false,
      previous: options.previous ?? {},
    },
    '',
    '',
  );
  const buttons = renderButtons(step.buttons?.(source, ctx) ?? {});
  const stepless = definition.stepless === true;
  return {
    formName: step.formName,
    fields,
    steps: stepless ? null : Object.fromEntries(visibleSteps(definition, source).map((s) => [s.key, s.title])),
    current_step: stepless ? null : step.key,
    next_step: stepless || options.closing ? null : nextStepOf(definition, source, step.key),
    errors: [...(errors[''] ?? [])],
    ...(buttons && { buttons }),
    ...step.extra?.(source),
  };
}
