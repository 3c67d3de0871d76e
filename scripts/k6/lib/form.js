// The values of a server-driven form as the web app posts them back: each field's value, a form's and a
// collection's children by key (002 §5).

/**
 * @typedef {{ type?: string, value?: unknown, children?: Record<string, Field> }} Field
 * @param {Record<string, Field> | undefined} fields
 * @returns {Record<string, unknown>}
 */
export function valuesOf(fields) {
  /** @type {Record<string, unknown>} */
  const values = {};
  for (const [key, field] of Object.entries(fields ?? {})) {
    if (field.children) values[key] = valuesOf(field.children);
    else if (field.value !== undefined) values[key] = field.value;
  }
  return values;
}
