import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  demoCardOutcome,
  demoIbanOutcome,
  groupedCardNumber,
  isLuhnValid,
  isValidExpiry,
  typedExpiry,
} from './demoCards';

describe('demo card outcomes (Stripe test numbers)', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeded'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0025 0000 3155', 'requires_action'],
    ['5555 5555 5555 4444', 'declined'],
    ['4242 4242 4242 4241', 'invalid'],
    ['1234', 'invalid'],
  ])('%s -> %s', (number, outcome) => {
    expect(demoCardOutcome(number)).toBe(outcome);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', 'succeeded'],
    ['de89370400440532013000', 'succeeded'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'declined'],
    ['DE89 3704 0044 0532 0130 01', 'invalid'],
  ])('IBAN %s -> %s', (iban, outcome) => {
    expect(demoIbanOutcome(iban)).toBe(outcome);
  });

  it('checks Luhn, expiry and brand', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424243')).toBe(false);
    const today = new Date('2026-11-23T00:00:00Z');
    expect(isValidExpiry('11/26', today)).toBe(true);
    expect(isValidExpiry('10/26', today)).toBe(false);
    expect(isValidExpiry('13/30', today)).toBe(false);
    expect(isValidExpiry('1230', today)).toBe(false);
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
  });
});

describe('card fields as typed', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242x4242 42424', '4242 4242 4242 4242 4'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('card number %j shows %j', (typed, shown) => {
    expect(groupedCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12/305', '12/30'],
    ['12 / 3', '12/3'],
    ['a1b2', '12'],
  ])('expiry %j shows %j', (typed, shown) => {
    expect(typedExpiry(typed)).toBe(shown);
  });
});
