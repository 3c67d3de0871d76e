import type { FormField, FormFieldType } from '@autocredit/generated/api';

/** The values of a form, in the shape of its tree: `{field: value, group: {child: value}, list: [{...}]}`. */
export type FormValues = Record<string, unknown>;
export type FormFields = Record<string, FormField>;

/** Types that hold no value of their own: nothing of theirs is posted. */
export const VALUELESS_TYPES: ReadonlySet<FormFieldType> = new Set(['downloadFile', 'cancelServiceBtn']);

export const joinPath = (prefix: string, key: string): string => (prefix ? `${prefix}.${key}` : key);

/** The entries of a collection node, in key order ('0', '1', ...). */
export function collectionEntries(node: FormField): FormField[] {
  return Object.entries(node.children ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry);
}

/** Visits every node of the tree in display order with its values path. */
export function forEachNode(fields: FormFields, visit: (node: FormField, path: string) => void, prefix = ''): void {
  for (const [key, node] of Object.entries(fields)) {
    const path = joinPath(prefix, key);
    visit(node, path);
    if (node.type === 'collection') {
      collectionEntries(node).forEach((entry, i) =>
        forEachNode(entry.children ?? {}, visit, joinPath(path, String(i))),
      );
    } else if (node.children) {
      forEachNode(node.children, visit, path);
    }
  }
}

/**
 * The values of a tree as the widgets hold them: a group an object of its children, a collection a list of its
 * entries, a field its `value` (or `empty(type)` when the server sent none); valueless fields are left out.
 */
export function valuesOf(
  fields: FormFields,
  empty: (type: FormFieldType) => unknown,
  { blank = false }: { blank?: boolean } = {},
): FormValues {
  const values: FormValues = {};
  for (const [key, node] of Object.entries(fields)) {
    if (node.type === 'collection') {
      values[key] = blank ? [] : collectionEntries(node).map((entry) => valuesOf(entry.children ?? {}, empty));
    } else if (node.type === 'form' || node.children) {
      values[key] = valuesOf(node.children ?? {}, empty, { blank });
    } else if (!VALUELESS_TYPES.has(node.type)) {
      values[key] = blank ? empty(node.type) : (node.value ?? empty(node.type));
    }
  }
  return values;
}

/** The value-holding fields (paths) under a tree, in display order. */
export function fieldPaths(fields: FormFields, prefix = ''): string[] {
  const paths: string[] = [];
  forEachNode(
    fields,
    (node, path) => {
      if (node.type !== 'form' && node.type !== 'collection' && !VALUELESS_TYPES.has(node.type)) paths.push(path);
    },
    prefix,
  );
  return paths;
}

/** The server's errors of each field, by path, in display order (the first one takes the focus). */
export function fieldErrorsOf(fields: FormFields): Array<{ path: string; messages: string[] }> {
  const found: Array<{ path: string; messages: string[] }> = [];
  forEachNode(fields, (node, path) => {
    if (node.errors && node.errors.length > 0) found.push({ path, messages: node.errors });
  });
  return found;
}

/** The node at a values path, if any. */
export function nodeAt(fields: FormFields, path: string): FormField | undefined {
  let found: FormField | undefined;
  forEachNode(fields, (node, at) => {
    if (!found && at === path) found = node;
  });
  return found;
}

/**
 * The tabs of a form: when every top-level node is a group (the client step's client, spouse and third person), each
 * is a tab, a lone one too (a deal with only a borrower still has the borrower's tab, with its actions and links);
 * otherwise the form is one page.
 */
export function tabsOf(fields: FormFields): Array<{ key: string; node: FormField }> | null {
  const entries = Object.entries(fields).filter(([, node]) => node.type !== 'hidden');
  if (entries.length === 0 || !entries.every(([, node]) => node.type === 'form')) return null;
  return entries.map(([key, node]) => ({ key, node }));
}

/** Whether the field is required on the client (any rule: 002 §5 'fields carrying rules are required'). */
/** Whether a form has a field of the type (anywhere in its groups and collections). */
export function hasFieldOfType(fields: FormFields, type: FormFieldType): boolean {
  let found = false;
  forEachNode(fields, (node) => {
    if (node.type === type) found = true;
  });
  return found;
}

export const isRequired = (node: FormField): boolean => (node.rules?.length ?? 0) > 0;

/** Whether nothing is filled in. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** The value at a path of the values ('a.b.0.c'). */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as never)[key] : undefined), values);
}

/**
 * The values of `base` with those of `overlay` (a stored draft) where the tree has the same field: a value field
 * takes the overlay's value, a group merges child by child, a collection takes the overlay's list whole.
 */
export function mergeValues(fields: FormFields, base: FormValues, overlay: unknown): FormValues {
  if (!overlay || typeof overlay !== 'object' || Array.isArray(overlay)) return base;
  const from = overlay as FormValues;
  const merged: FormValues = { ...base };
  for (const [key, node] of Object.entries(fields)) {
    if (!(key in from) || VALUELESS_TYPES.has(node.type)) continue;
    if (node.type === 'collection') {
      if (Array.isArray(from[key])) merged[key] = from[key];
    } else if (node.type === 'form' || node.children) {
      merged[key] = mergeValues(node.children ?? {}, (base[key] as FormValues | undefined) ?? {}, from[key]);
    } else {
      merged[key] = from[key];
    }
  }
  return merged;
}

/** The DOM id of a field's input: the form's name and the field's path. */
export const fieldDomId = (formName: string, path: string): string =>
  `${formName}-${path}`.replace(/[^A-Za-z0-9_-]/g, '-');

/** Whether some field is shown read-only (the underwriter's form before an edit request). */
export function hasReadonlyFields(fields: FormFields): boolean {
  let found = false;
  forEachNode(fields, (node) => {
    if (node.type !== 'form' && node.type !== 'collection' && node.type !== 'hidden' && node.attributes?.readonly)
      found = true;
  });
  return found;
}

/** The values with `value` at `path` ('a.b.0.c'), copied along the way (the original is left as it was). */
export function withValueAt(values: FormValues, path: string, value: unknown): FormValues {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return values;
  const copy: FormValues | unknown[] = Array.isArray(values) ? [...(values as unknown[])] : { ...values };
  const current = (values as Record<string, unknown>)[key];
  (copy as Record<string, unknown>)[key] =
    rest.length === 0
      ? value
      : withValueAt((current && typeof current === 'object' ? current : {}) as FormValues, rest.join('.'), value);
  return copy as FormValues;
}
