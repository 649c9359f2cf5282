/**
 * The demo payment form follows Stripe's documented test numbers (DECISIONS.md, "Cart, checkout
 * and payments"): the outcome of a card or an IBAN is decided here, for the form and the demo
 * API alike.
 */
import { isIban } from '@/lib/validation/banking';

export const DEMO_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;

export const DEMO_IBAN = 'DE89370400440532013000';

export type DemoOutcome = 'succeeded' | 'declined' | 'requires_action' | 'invalid';

/** Digits only. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A card number as typed, grouped by four ("4242 4242 4…"), at most 19 digits. */
export function groupedCardNumber(typed: string): string {
  return (
    cardDigits(typed)
      .slice(0, 19)
      .match(/\d{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * An expiry as typed, with its slash put in ("1230" -> "12/30"): past the month's two digits, or
 * when typed after them; a slash deleted right after the month stays deleted.
 */
export function typedExpiry(typed: string): string {
  const digits = cardDigits(typed).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && /\d{2}\s*\//.test(typed) ? `${digits}/` : digits;
}

/** Upper case without spaces: the electronic IBAN. */
export function electronicIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The Luhn checksum every card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A test card's outcome; any other valid number is declined (the demo holds no real cards). */
export function demoCardOutcome(number: string): DemoOutcome {
  const digits = cardDigits(number);
  if (!isLuhnValid(digits)) return 'invalid';
  if (digits === DEMO_CARDS.succeeds) return 'succeeded';
  if (digits === DEMO_CARDS.requiresAuthentication) return 'requires_action';
  return 'declined';
}

/** A valid IBAN succeeds when it is the test IBAN; another valid one is declined. */
export function demoIbanOutcome(iban: string): DemoOutcome {
  const value = electronicIban(iban);
  if (!isIban(value)) return 'invalid';
  return value === DEMO_IBAN ? 'succeeded' : 'declined';
}

/** `MM/YY` not yet past at `today`. */
export function isValidExpiry(expiry: string, today: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  return endOfMonth.getTime() > today.getTime();
}

/** The brand a number shows (first digits). */
export function cardBrand(number: string): string {
  const digits = cardDigits(number);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
