import { z } from 'zod/mini';

/** The login form never checks password strength: older accounts keep working (DECISIONS.md). */
export const loginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'validator.required' }),
      z.email({ error: 'validator.email' }),
    ),
  password: z.string().check(z.minLength(1, { error: 'validator.required' })),
});

export type LoginValues = z.infer<typeof loginSchema>;
