import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iban, isBic, isIban } from './banking';

/** ISO 13616 check digits for a country and BBAN, so that valid IBANs can be generated. */
function ibanFor(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const remainder = [...digits].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe('isIban', () => {
  const SAMPLES = [
    'GB82WEST12345698765432',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
  ];

  it.each([
    ...SAMPLES.map((s): [string, boolean] => [s, true]),
    ['gb82 west 1234 5698 7654 32', true],
    ['FR14 2004 1010 0505 0001 3M02 606', true],
    ['GB82WEST12345698765433', false],
    ['DE89370400440532013001', false],
    ['XX89370400440532013000', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isIban(value)).toBe(expected);
  });

  it('accepts the samples however they are spaced or cased', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        (iban, lower, group) => {
          const spaced = iban.replace(new RegExp(`(.{${group}})`, 'g'), '$1 ').trim();
          return isIban(lower ? spaced.toLowerCase() : spaced);
        },
      ),
    );
  });

  it('accepts any German BBAN with correct check digits and rejects any single changed digit', () => {
    const bban = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 18,
      maxLength: 18,
    });
    fc.assert(
      fc.property(
        bban,
        fc.integer({ min: 4, max: 21 }),
        fc.integer({ min: 1, max: 9 }),
        (b, at, shift) => {
          const iban = ibanFor('DE', b);
          const changed = `${iban.slice(0, at)}${(Number(iban[at]) + shift) % 10}${iban.slice(at + 1)}`;
          return isIban(iban) && !isIban(changed);
        },
      ),
    );
  });
});

describe('isBic', () => {
  it.each([
    ['AGRIFRPP', true],
    ['agrifrpp', true],
    [' NWBKGB2L ', true],
    ['UBSWCHZH80A', true],
    ['AGRIFRP', false],
    ['AGRI1RPP', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isBic(value)).toBe(expected);
  });
});

describe('iban rule', () => {
  it.each([
    ['FR14 2004 1010 0505 0001 3M02 606', { ok: 'FR14 2004 1010 0505 0001 3M02 606' }],
    ['FR14 2004 1010 0505 0001 3M02 607', 'validator.iban'],
    [42, 'validator.iban'],
  ])('%j -> %j', (value, expected) => {
    const result = iban.safeParse(value);
    expect(result.success ? { ok: result.data } : result.error.issues[0]?.message).toEqual(
      expected,
    );
  });
});
