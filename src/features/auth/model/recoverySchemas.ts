import { z } from 'zod/mini';
import { VALIDATOR, confirmation, password, required } from '@/lib/validation';

/** /forgot-password: the address to mail the link to. */
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: VALIDATOR.required }),
      z.email({ error: VALIDATOR.email }),
    ),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** /reset-password: the new password under the policy (VITE_PASSWORD_MIN_LENGTH), twice. */
export function resetPasswordSchema(minLength?: number) {
  return z
    .object({ password: password(minLength), confirmation: required })
    .check(confirmation<{ password: string; confirmation: string }>());
}
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;
