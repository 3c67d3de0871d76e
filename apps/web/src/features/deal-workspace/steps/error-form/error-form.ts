import type { Form } from '@autocredit/generated/api';

/** The form of a failed process step (002 §2, §8): `notify_about_error`, without a step. */
export const ERROR_FORM_NAME = 'notify_about_error';

/** Whether the task's form is the error form. */
export const isErrorForm = (form: Pick<Form, 'formName'>): boolean => form.formName === ERROR_FORM_NAME;

/** The server's message of the error form: its `message` field (the process error), else its common errors. */
export function errorMessageOf(form: Pick<Form, 'fields' | 'errors'>): string {
  const value = form.fields.message?.value;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return (form.errors ?? []).join('\n');
}
