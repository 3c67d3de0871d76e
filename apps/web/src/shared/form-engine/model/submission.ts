import type { FormField, FormSubmission } from '@autocredit/generated/api';
import { VALUELESS_TYPES, collectionEntries, type FormFields, type FormValues } from './form-tree';
import { moneyValue, numberValue } from './values';

/** A field's value as the server takes it: money a number (0 when empty), a number a number (comma read as dot). */
function wireValue(node: FormField, value: unknown): unknown {
  switch (node.type) {
    case 'money':
    case 'carCost':
      return moneyValue(value);
    case 'number':
      return numberValue(value);
    default:
      return value === undefined ? null : value;
  }
}

/** The values of a tree as they are posted, in the tree's shape. */
export function wireValues(fields: FormFields, values: FormValues): FormValues {
  const wire: FormValues = {};
  for (const [key, node] of Object.entries(fields)) {
    if (VALUELESS_TYPES.has(node.type)) continue;
    const value = values[key];
    if (node.type === 'collection') {
      const entries = collectionEntries(node);
      const list = Array.isArray(value) ? (value as FormValues[]) : [];
      wire[key] = list.map((entry, i) => {
        const template = entries[i] ?? entries[entries.length - 1];
        return wireValues(template?.children ?? {}, entry ?? {});
      });
    } else if (node.type === 'form' || node.children) {
      wire[key] = wireValues(node.children ?? {}, (value as FormValues | undefined) ?? {});
    } else {
      wire[key] = wireValue(node, value);
    }
  }
  return wire;
}

/**
 * The body of a form post: `{formName: values}`; a server button adds its flag, `{formName: {...values, btnX: 1}}`,
 * and the values that go with it alone (`extra`, laid over the form's: a decision's reason codes). Neither the flag
 * nor the extra values are kept: a post that fails leaves nothing behind, and the next one is built afresh.
 */
export function submissionOf(
  form: { formName: string; fields: FormFields },
  values: FormValues,
  button?: string,
  extra: FormValues = {},
): FormSubmission {
  return {
    [form.formName]: { ...wireValues(form.fields, values), ...extra, ...(button ? { [button]: 1 } : {}) },
  };
}
