import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@/entities/organization';
import {
  effectiveDefault,
  formatIban,
  hasOneDefaultPerCurrency,
  ibanProblem,
  isBic,
  mustChooseAnotherDefault,
  replacedDefault,
  toElectronicIban,
} from './bankAccount';
import { bankAccountSchema } from './bankAccount.schema';

describe('IBAN', () => {
  it.each([
    ['FR7630006000011234567890189', 'FR76 3000 6000 0112 3456 7890 189'],
    ['fr76 3000 6000 0112 3456 7890 189', 'FR76 3000 6000 0112 3456 7890 189'],
    ['GB29-NWBK-6016-1331-9268-19', 'GB29 NWBK 6016 1331 9268 19'],
    ['CH9300762011623852957', 'CH93 0076 2011 6238 5295 7'],
    ['not an iban', 'not an iban'],
  ])('formats %s as %s', (input, shown) => {
    expect(formatIban(input)).toBe(shown);
  });

  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', null],
    ['fr7630006000011234567890189', null],
    ['FR76 3000 6000 0112 3456 7890 188', 'checksum'],
    ['XX76 3000 6000 0112 3456 7890 189', 'country'],
    ['FR76', 'format'],
    ['', 'format'],
    ['12345678901234567', 'format'],
  ])('judges %j: %s', (input, problem) => {
    expect(ibanProblem(input)).toBe(problem);
  });

  it('sends the electronic format', () => {
    expect(toElectronicIban(' fr76 3000-6000 0112 3456 7890 189 ')).toBe(
      'FR7630006000011234567890189',
    );
  });

  it.each([
    ['BNPAFRPP', true],
    ['bnpafrppxxx', true],
    ['UBSWCHZH80A', true],
    ['BNPA', false],
    ['12345678', false],
  ])('BIC %s valid: %s', (bic, valid) => {
    expect(isBic(bic)).toBe(valid);
  });

  it.each([
    ['FR76 3000 6000 0112 3456 7890 188', 'validator.iban'],
    ['XX76 3000 6000 0112 3456 7890 189', 'validator.iban_country'],
    ['', 'validator.required'],
  ])('the form refuses %j with %s', (iban, message) => {
    const result = bankAccountSchema.safeParse({
      holder: 'A',
      iban,
      bic: 'BNPAFRPP',
      bankName: 'B',
      currencyCode: 'EUR',
      isDefault: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'iban')?.message).toBe(message);
  });
});

const account = (id: number, currencyCode: BankAccount['currencyCode'], isDefault: boolean) => ({
  id,
  currencyCode,
  isDefault,
});

describe('one default per currency', () => {
  const accounts = [account(1, 'EUR', true), account(2, 'EUR', false), account(3, 'GBP', true)];

  it.each([
    [
      'a first account of its currency is its default',
      { id: null, currencyCode: 'CHF', isDefault: false },
      true,
    ],
    [
      'a second account is default only when asked',
      { id: null, currencyCode: 'EUR', isDefault: false },
      false,
    ],
    ['asked to be default', { id: null, currencyCode: 'EUR', isDefault: true }, true],
    ['the only GBP account stays default', { id: 3, currencyCode: 'GBP', isDefault: false }, true],
  ] as const)('%s', (_case, target, expected) => {
    expect(effectiveDefault(accounts, target)).toBe(expected);
  });

  it.each([
    [{ id: null, currencyCode: 'EUR', isDefault: true }, 1],
    [{ id: 2, currencyCode: 'EUR', isDefault: true }, 1],
    [{ id: 1, currencyCode: 'EUR', isDefault: true }, null],
    [{ id: null, currencyCode: 'EUR', isDefault: false }, null],
    [{ id: null, currencyCode: 'USD', isDefault: true }, null],
  ] as const)('saving %j replaces the default %s', (target, replaced) => {
    expect(replacedDefault(accounts, target)?.id ?? null).toBe(replaced);
  });

  it.each([
    [account(1, 'EUR', true), true],
    [account(2, 'EUR', false), false],
    [account(3, 'GBP', true), false],
  ])('deleting %j needs another default first: %s', (target, expected) => {
    expect(mustChooseAnotherDefault(accounts, target)).toBe(expected);
  });

  it.each([
    [accounts, true],
    [[account(1, 'EUR', true), account(2, 'EUR', true)], false],
    [[account(1, 'EUR', false)], false],
    [[], true],
  ])('%j keeps the rule: %s', (list, expected) => {
    expect(hasOneDefaultPerCurrency(list)).toBe(expected);
  });
});
