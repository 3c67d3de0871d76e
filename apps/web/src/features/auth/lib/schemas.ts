import * as z from 'zod/mini';
import { REQUIRED } from './messages';

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  password: z.string().check(z.minLength(1, REQUIRED)),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  password: z.string().check(z.minLength(1, REQUIRED)),
  confirm: z.string().check(z.minLength(1, REQUIRED)),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message of each invalid field. */
export function validate<T extends Record<string, unknown>>(schema: z.ZodMiniType<T>, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof T | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
