import * as z from 'zod/mini';
import { VALIDATOR, maxText } from '@/lib/validation';
import {
  cardDigits,
  demoIbanOutcome,
  electronicIban,
  isLuhnValid,
  isValidExpiry,
} from './demoCards';

/** Validation keys of the payment forms (locales/*\/validation.json). */
export const PAYMENT_VALIDATOR = {
  cardNumber: 'validator.card_number',
  cardExpiry: 'validator.card_expiry',
  cardCvc: 'validator.card_cvc',
} as const;

const filled = z
  .string({ error: VALIDATOR.required })
  .check(z.refine((value: string) => value.trim() !== '', { error: VALIDATOR.required }));

export interface DemoCardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export interface DemoSepaValues {
  holder: string;
  iban: string;
}

export function demoCardSchema(today: () => Date = () => new Date()) {
  return z.object({
    holder: filled.check(maxText('name')),
    number: filled.check(
      z.refine((value: string) => isLuhnValid(cardDigits(value)), {
        error: PAYMENT_VALIDATOR.cardNumber,
      }),
    ),
    expiry: filled.check(
      z.refine((value: string) => isValidExpiry(value, today()), {
        error: PAYMENT_VALIDATOR.cardExpiry,
      }),
    ),
    cvc: filled.check(
      z.refine((value: string) => /^\d{3,4}$/.test(value.trim()), {
        error: PAYMENT_VALIDATOR.cardCvc,
      }),
    ),
  });
}

/** The IBAN checked with ibantools (spec section 5 "iban: valid IBAN"). */
export const demoSepaSchema = z.object({
  holder: filled.check(maxText('name')),
  iban: filled.check(
    z.refine((value: string) => demoIbanOutcome(electronicIban(value)) !== 'invalid', {
      error: VALIDATOR.iban,
    }),
  ),
});
