import * as z from 'zod/mini';
import { ACCOUNT_CODE_PATTERN } from '@/entities/invoice';
import { VALIDATOR } from '@/lib/validation';

export interface AccountCodeFormValues {
  accountCode: string;
}

/** An account code as typed: trimmed, upper-cased, then 1 to 20 characters A-Z and 0-9. */
export const accountCodeSchema = z.object({
  accountCode: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().toUpperCase()),
    ),
    z.string().check(
      z.refine((value) => value !== '', { error: VALIDATOR.required, abort: true }),
      z.refine((value) => ACCOUNT_CODE_PATTERN.test(value), { error: VALIDATOR.accountCode }),
    ),
  ),
});

export type AccountCodeSchemaOutput = z.output<typeof accountCodeSchema>;
