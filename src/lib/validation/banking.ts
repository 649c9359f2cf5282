/**
 * IBAN and BIC rules (spec section 5 "iban: valid IBAN"), apart from the rule library's index:
 * ibantools weighs ~10 KB gzip, so only the forms that take banking details import this module.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';
import { VALIDATOR } from './messages';

/** Spaces and lower case as typed are fine: the electronic format is what gets checked. */
export function isIban(value: string): boolean {
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
}

/** A BIC (ISO 9362), spaces around and lower case as typed. */
export function isBic(value: string): boolean {
  return isValidBIC(value.trim().toUpperCase());
}

export const iban = z
  .string({ error: VALIDATOR.iban })
  .check(z.refine(isIban, { error: VALIDATOR.iban }));
