import * as z from 'zod/mini';
import { QUOTE_PAYMENT_TERMS } from '@/entities/quote';
import { VALIDATOR } from '@/lib/validation';

/** The saved payment method's id, or a new card/IBAN typed in the payment form. */
export const NEW_PAYMENT_METHOD = 'new';

export const CHECKOUT_VALIDATOR = {
  termsRequired: 'validator.terms_required',
  sepaTermsRequired: 'validator.sepa_terms_required',
} as const;

export interface CheckoutFormValues {
  clientAddressId: number | null;
  paymentMethodId: string;
  paymentTerm: (typeof QUOTE_PAYMENT_TERMS)[number];
  acceptTerms: boolean;
  acceptSepaTerms: boolean;
}

/** `isSepa(paymentMethodId)`: whether the chosen saved method is a SEPA debit. */
export function checkoutFormSchema(isSepa: (paymentMethodId: string) => boolean) {
  return z
    .object({
      clientAddressId: z
        .nullable(z.number())
        .check(z.refine((value: number | null) => value !== null, { error: VALIDATOR.required })),
      paymentMethodId: z.string().check(z.minLength(1, { error: VALIDATOR.required })),
      paymentTerm: z.enum(QUOTE_PAYMENT_TERMS),
      acceptTerms: z
        .boolean()
        .check(z.refine((value: boolean) => value, { error: CHECKOUT_VALIDATOR.termsRequired })),
      acceptSepaTerms: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (isSepa(values.paymentMethodId) && !values.acceptSepaTerms) {
          ctx.issues.push({
            code: 'custom',
            input: values.acceptSepaTerms,
            path: ['acceptSepaTerms'],
            message: CHECKOUT_VALIDATOR.sepaTermsRequired,
          });
        }
      }),
    );
}
