/**
 * A value of an open set (a status, a type: the documents give few of them) as the list shows it: the label the
 * server gave, else the code as it came; never a blank where the server sent something, never a failure.
 */
export function shownAsItCame(label: unknown, code?: unknown): string {
  for (const value of [label, code]) {
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  }
  return '';
}

/** A CSS class name part made of a code of an open set: what is not a letter, a digit, '-' or '_' becomes '_'. */
export function classPart(code: unknown): string {
  return typeof code === 'string' ? code.replace(/[^\w-]/g, '_') : '';
}
