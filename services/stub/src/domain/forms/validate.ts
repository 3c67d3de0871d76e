import { messages } from './messages';
import { asList, clone, getPath, isRecord, joinPath, setPath } from './paths';
import { checkField, fromSource, isEmpty, toSource } from './rules';
import type { FormSource } from './source';
import type {
  ButtonName,
  FieldErrors,
  FieldSpec,
  FieldSpecs,
  FormDefinition,
  FormValues,
  StepDefinition,
} from './spec';
import { findStep, stepContext, type FormOptions } from './steps';

/** What checking a step's posted values gives. */
export interface Validation {
  /** No field has an error. */
  ok: boolean;
  /** Errors by field path (`''`: the form's common errors). */
  errors: FieldErrors;
  /** The posted values that passed, normalised (money as numbers, checkboxes '1'/'false', trimmed text). */
  values: FormValues;
  /** The source with the normalised values applied (what a save keeps). */
  source: FormSource;
  /** The source with the values as typed (what a refused or reloaded form shows, so nothing typed is lost). */
  typed: FormSource;
}

export interface ValidateOptions extends FormOptions {
  /** The button pressed with the values (cross-field rules depend on it). */
  button?: ButtonName | null;
}

/** Widgets that carry no input. */
const DISPLAY_ONLY = new Set(['downloadFile', 'cancelServiceBtn']);

interface Walk {
  normal: FormSource;
  typed: FormSource;
  errors: FieldErrors;
  editable: boolean;
  today: string;
}

function write(spec: FieldSpec, target: FormSource, bindPrefix: string, value: unknown): void {
  if (spec.bind === undefined) return;
  if (typeof spec.bind === 'string') setPath(target, joinPath(bindPrefix, spec.bind), value);
  else spec.bind.set(target, value);
}

function read(spec: FieldSpec, source: FormSource, bindPrefix: string): unknown {
  if (spec.bind === undefined) return spec.value;
  if (typeof spec.bind === 'string') return getPath(source, joinPath(bindPrefix, spec.bind));
  return spec.bind.get(source);
}

const emptyForRequired = (spec: FieldSpec, value: unknown) =>
  spec.type === 'checkbox' ? value !== '1' : isEmpty(value);

/**
 * Whether a posted entry holds nothing: every value empty, unchecked ('false') or 0 (the web app posts an emptied
 * money field as 0).
 */
export function isBlankEntry(value: unknown): boolean {
  if (value === 0 || value === false || value === 'false') return true;
  if (isRecord(value)) return Object.values(value).every(isBlankEntry);
  return isEmpty(value);
}

/**
 * A posted list: an entry per posted one (no more than were there without `allow_add`, no fewer without
 * `allow_delete`), each entry's fields walked at their index. In a list whose entries may be deleted, an entry posted
 * blank (the web app's 'Очистить') is no entry: nothing in it is checked, a refused or reloaded form shows it as
 * posted, and a save leaves it out.
 */
function walkCollection(
  spec: FieldSpec,
  posted: unknown,
  w: Walk,
  path: string,
  bindPrefix: string,
  out: FormValues,
  key: string,
): void {
  const bind = joinPath(bindPrefix, typeof spec.bind === 'string' ? spec.bind : '');
  const list = asList(posted);
  if (list === undefined) {
    w.errors[path] = [messages.choice];
    return;
  }
  const current = asList(getPath(w.normal, bind)) ?? [];
  let count = list.length;
  if (!spec.attributes?.allow_add) count = Math.min(count, current.length);
  if (!spec.attributes?.allow_delete) count = Math.max(count, current.length);
  const entries = Array.from({ length: count }, (_, i) => clone(current[i] ?? {}));
  setPath(w.normal, bind, clone(entries));
  setPath(w.typed, bind, clone(entries));
  const blank = (i: number) => spec.attributes?.allow_delete === true && i < list.length && isBlankEntry(list[i]);
  const values: FormValues[] = [];
  for (let i = 0; i < count; i++) {
    const entryValues: FormValues = {};
    const entry = list[i];
    // A blank entry is shown as typed, and neither checked nor kept.
    const walk = blank(i) ? { ...w, normal: clone(w.normal), errors: {} } : w;
    walkFields(
      spec.entry?.(i) ?? {},
      isRecord(entry) ? entry : undefined,
      walk,
      joinPath(path, String(i)),
      joinPath(bind, String(i)),
      entryValues,
    );
    if (!blank(i)) values.push(entryValues);
  }
  const kept = asList(getPath(w.normal, bind)) ?? [];
  setPath(
    w.normal,
    bind,
    kept.filter((_, i) => !blank(i)),
  );
  out[key] = values;
}

function walkFields(
  specs: FieldSpecs,
  posted: Record<string, unknown> | undefined,
  w: Walk,
  prefix: string,
  bindPrefix: string,
  out: FormValues,
): void {
  for (const [key, spec] of Object.entries(specs)) {
    const path = joinPath(prefix, key);
    const has = posted !== undefined && Object.hasOwn(posted, key);
    if (spec.type === 'form') {
      const sub: FormValues = {};
      const value = has ? posted[key] : undefined;
      walkFields(spec.children ?? {}, isRecord(value) ? value : undefined, w, path, bindPrefix, sub);
      if (Object.keys(sub).length > 0) out[key] = sub;
      continue;
    }
    const locked = spec.readonly === true || !w.editable || DISPLAY_ONLY.has(spec.type) || spec.bind === undefined;
    if (spec.type === 'collection') {
      if (has && !locked) walkCollection(spec, posted[key], w, path, bindPrefix, out, key);
      continue;
    }
    if (locked) continue;
    if (!has) {
      // Not posted: the saved value stays, and must be there if the field is required.
      if (
        spec.rules?.includes('required') &&
        emptyForRequired(spec, fromSource(spec, read(spec, w.normal, bindPrefix)))
      ) {
        w.errors[path] = [messages.required];
      }
      continue;
    }
    const raw = posted[key];
    write(spec, w.typed, bindPrefix, raw);
    const result = checkField(spec, raw, w.today);
    if ('errors' in result) {
      w.errors[path] = result.errors;
    } else {
      write(spec, w.normal, bindPrefix, toSource(spec, result.value));
      out[key] = result.value;
    }
  }
}

function walkStep(
  step: StepDefinition,
  source: FormSource,
  values: FormValues,
  options: ValidateOptions,
  specs: FieldSpecs,
) {
  const w: Walk = {
    normal: clone(source),
    typed: clone(source),
    errors: {},
    editable: (step.edit ?? 'always') !== 'never',
    today: stepContext(options).today,
  };
  const out: FormValues = {};
  walkFields(specs, values, w, '', '', out);
  return { w, out };
}

/** Adds the cross-field errors of fields that have none of their own (a refused value is reported once). */
function mergeErrors(into: FieldErrors, more: FieldErrors): void {
  for (const [path, list] of Object.entries(more)) {
    const current = into[path];
    if (!current) into[path] = list;
    else if (path === '') into[path] = [...current, ...list.filter((m) => !current.includes(m))];
  }
}

/**
 * Checks the posted values of a step: each editable field against its type and rules (required, masks, money,
 * dates, choices among those offered...), then the step's cross-field rules. Fields that are not posted keep their
 * saved value (a button may be posted alone) but must be present when required; read-only fields are ignored.
 * The fields are taken from the source with the values as typed, so fields that appear with a posted value
 * (the actual address after its checkbox) are checked too.
 */
export function validateSubmission(
  definition: FormDefinition,
  source: FormSource,
  values: FormValues,
  options: ValidateOptions = {},
): Validation {
  const step = findStep(definition, source, options.step);
  const ctx = stepContext(options, options.button ?? null);
  source = step.prepare ? step.prepare(source, ctx) : source;
  const first = walkStep(step, source, values, options, step.fields(source, ctx));
  const { w, out } = walkStep(step, source, values, options, step.fields(first.w.typed, ctx));
  if (step.check) mergeErrors(w.errors, step.check(w.normal, ctx));
  return { ok: Object.keys(w.errors).length === 0, errors: w.errors, values: out, source: w.normal, typed: w.typed };
}

/** Field errors as the contract's FieldError list (`propertyPath` the field path), e.g. for the short form. */
export function toFieldErrorList(errors: FieldErrors): { propertyPath: string; message: string }[] {
  return Object.entries(errors).flatMap(([propertyPath, list]) => list.map((message) => ({ propertyPath, message })));
}
