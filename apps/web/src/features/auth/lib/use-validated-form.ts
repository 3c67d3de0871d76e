import { useCallback, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { validate, type FieldErrors } from './schemas';

/**
 * Values, touched fields and zod errors of a small form. A field shows its error once it has been
 * changed or left (000 §5: on blur/change); submit touches every field. `serverError` is one
 * text shown on every field; `serverFieldErrors` name fields; `formError` is one message of the whole form.
 * Typing clears the server errors.
 */
export function useValidatedForm<T extends Record<string, string>>(schema: z.ZodMiniType<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const clientErrors = useMemo(() => validate(schema, values), [schema, values]);

  const change = useCallback((name: keyof T, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => ({ ...previous, [name]: true }));
    setServerError(null);
    setServerFieldErrors({});
    setFormError(null);
  }, []);

  const blur = useCallback((name: keyof T) => setTouched((previous) => ({ ...previous, [name]: true })), []);

  const errorOf = (name: keyof T): string | null =>
    (touched[name] ? clientErrors[name] : undefined) ?? serverFieldErrors[name] ?? serverError ?? null;

  /** Touches every field; true when the client-side rules pass. */
  const checkAll = (): boolean => {
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof T, boolean>);
    return Object.keys(clientErrors).length === 0;
  };

  return { values, change, blur, errorOf, checkAll, setServerError, setServerFieldErrors, formError, setFormError };
}
