import * as z from 'zod/mini';
import { VALIDATOR, required, requiredText } from '@/lib/validation';
import {
  BANK_CURRENCIES,
  type BankAccount,
  type BankAccountPayload,
  type BankCurrency,
} from '@/entities/organization';
import { ibanProblem, isBic, toElectronicIban } from './bankAccount';

/** Validation keys this area adds to the validation.json of each language. */
export const FINANCE_VALIDATOR = {
  ibanCountry: 'validator.iban_country',
  bic: 'validator.bic',
  termsRequired: 'validator.terms_required',
} as const;

export interface BankAccountFormValues {
  holder: string;
  iban: string;
  bic: string;
  bankName: string;
  currencyCode: string | null;
  isDefault: boolean;
}

export const EMPTY_BANK_ACCOUNT: BankAccountFormValues = {
  holder: '',
  iban: '',
  bic: '',
  bankName: '',
  currencyCode: 'EUR',
  isDefault: false,
};

const trimmedRequired = z.pipe(
  z.pipe(
    z.string({ error: VALIDATOR.required }),
    z.transform((value: string) => value.trim()),
  ),
  required,
);

export function isBankCurrency(value: unknown): value is BankCurrency {
  return typeof value === 'string' && (BANK_CURRENCIES as readonly string[]).includes(value);
}

export const bankAccountSchema = z.object({
  holder: requiredText('name'),
  iban: z.pipe(
    z.string({ error: VALIDATOR.required }).check(
      z.superRefine((value: string, ctx) => {
        if (value.trim() === '') {
          ctx.addIssue({ code: 'custom', message: VALIDATOR.required, input: value });
          return;
        }
        const problem = ibanProblem(value);
        if (problem === 'country') {
          ctx.addIssue({ code: 'custom', message: FINANCE_VALIDATOR.ibanCountry, input: value });
        } else if (problem) {
          ctx.addIssue({ code: 'custom', message: VALIDATOR.iban, input: value });
        }
      }),
    ),
    z.transform((value: string) => toElectronicIban(value)),
  ),
  bic: z.pipe(
    trimmedRequired,
    z.string().check(z.refine((value: string) => isBic(value), { error: FINANCE_VALIDATOR.bic })),
  ),
  bankName: requiredText('name'),
  currencyCode: z.pipe(
    z.nullable(z.string({ error: VALIDATOR.required })),
    z.custom<BankCurrency>(isBankCurrency, { error: VALIDATOR.required }),
  ),
  isDefault: z.boolean(),
});

export type BankAccountSchemaOutput = z.output<typeof bankAccountSchema>;

export function toBankAccountPayload(output: BankAccountSchemaOutput): BankAccountPayload {
  return { ...output, bic: output.bic.toUpperCase() };
}

export function bankAccountToValues(account: BankAccount): BankAccountFormValues {
  return {
    holder: account.holder,
    iban: account.iban,
    bic: account.bic,
    bankName: account.bankName,
    currencyCode: account.currencyCode,
    isDefault: account.isDefault,
  };
}
