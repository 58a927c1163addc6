import { z } from 'zod';
import { MESSAGES } from './messages';

export const MIN_PASSWORD_LENGTH = 6;

/** SPEC §5 login form, with the SPEC's messages verbatim. */
export const emailSchema = z.string().trim().email({ message: MESSAGES.invalidEmail });
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, { message: MESSAGES.passwordTooShort });
export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Returns the SPEC message for the first problem of each field, for forms. */
export function validateLogin(values: { email: string; password: string }): { email?: string; password?: string } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: { email?: string; password?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as 'email' | 'password';
    errors[field] ??= issue.message;
  }
  return errors;
}
