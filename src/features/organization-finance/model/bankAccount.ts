import {
  electronicFormatIBAN,
  extractIBAN,
  friendlyFormatIBAN,
  isValidIBAN,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import type { BankAccount, BankCurrency } from '@/entities/organization';

export { isBic } from '@/lib/validation/banking';

/** What a typed IBAN is wrong about, if anything. */
export type IbanProblem = 'format' | 'country' | 'checksum' | null;

/** Spaces, dashes and lower case as typed -> the electronic format (`FR76…`). */
export function toElectronicIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** `FR7630006000011234567890189` -> `FR76 3000 6000 0112 3456 7890 189`; garbage as it came. */
export function formatIban(value: string): string {
  const electronic = toElectronicIban(value);
  return electronic !== '' && isValidIBAN(electronic)
    ? (friendlyFormatIBAN(electronic) ?? value)
    : value;
}

/** The first thing wrong with a typed IBAN: its shape, its country, or its check digits. */
export function ibanProblem(value: string): IbanProblem {
  const electronic = toElectronicIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(electronic)) return 'format';
  if (isValidIBAN(electronic)) return null;
  const { errorCodes } = validateIBAN(electronic);
  return errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry) ? 'country' : 'checksum';
}

/** The ISO country of a valid IBAN (`FR`), else null. */
export function ibanCountry(value: string): string | null {
  const result = extractIBAN(toElectronicIban(value));
  return result.valid ? (result.countryCode ?? null) : null;
}

/** The last four characters, as statements show them. */
export function ibanLast4(value: string): string {
  return toElectronicIban(value).slice(-4);
}

type Account = Pick<BankAccount, 'id' | 'currencyCode' | 'isDefault'>;

/** The other accounts of the same currency. */
function siblings(accounts: readonly Account[], id: number | null, currency: BankCurrency) {
  return accounts.filter((a) => a.id !== id && a.currencyCode === currency);
}

/**
 * The default flag a saved account ends with: the only account of its currency is its default
 * whatever was asked; otherwise as asked (the API then unsets the previous default).
 */
export function effectiveDefault(
  accounts: readonly Account[],
  account: { id: number | null; currencyCode: BankCurrency; isDefault: boolean },
): boolean {
  return siblings(accounts, account.id, account.currencyCode).length === 0 || account.isDefault;
}

/** The account that stops being the default when `account` is saved as one, if any. */
export function replacedDefault<A extends Account>(
  accounts: readonly A[],
  account: { id: number | null; currencyCode: BankCurrency; isDefault: boolean },
): A | null {
  if (!account.isDefault) return null;
  return (
    accounts.find(
      (a) => a.id !== account.id && a.currencyCode === account.currencyCode && a.isDefault,
    ) ?? null
  );
}

/** A default account with others of its currency must hand its role to one of them first. */
export function mustChooseAnotherDefault(accounts: readonly Account[], account: Account): boolean {
  return account.isDefault && siblings(accounts, account.id, account.currencyCode).length > 0;
}

/** After any change: exactly one default per currency (the rule the API keeps). */
export function hasOneDefaultPerCurrency(accounts: readonly Account[]): boolean {
  const currencies = new Set(accounts.map((a) => a.currencyCode));
  return [...currencies].every(
    (currency) => accounts.filter((a) => a.currencyCode === currency && a.isDefault).length === 1,
  );
}
