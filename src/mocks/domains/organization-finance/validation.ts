import {
  electronicFormatIBAN,
  isValidBIC,
  isValidIBAN,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import {
  BANK_CURRENCIES,
  KYC_DOCUMENT_TYPES,
  KYC_PERSON_ROLES,
  type BankAccountPayload,
  type KycPersonPayload,
} from '../../../entities/organization/contract';
import {
  VALIDATOR,
  isCountryCode,
  isIsoDate,
  type JsonObject,
  TEXT_MAX,
  lengthErrors,
} from '../../api';
import { today } from '../../db';

/** Keys this domain adds to validation.json. */
export const FINANCE_VALIDATOR = {
  ibanCountry: 'validator.iban_country',
  bic: 'validator.bic',
  termsRequired: 'validator.terms_required',
} as const;

export type FieldErrors = Record<string, string[]>;

interface Read<T> {
  payload: Partial<T>;
  errors: FieldErrors | null;
}

function text(body: JsonObject, field: string, errors: FieldErrors): string | undefined {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    errors[field] = [VALIDATOR.required];
    return undefined;
  }
  return value.trim();
}

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The IBAN's problem key, or null; ibantools judges as the front does. */
export function ibanError(value: string): string | null {
  const electronic = electronicFormatIBAN(value) ?? '';
  if (isValidIBAN(electronic)) return null;
  const { errorCodes } = validateIBAN(electronic);
  return /^[A-Z]{2}\d{2}/.test(electronic) &&
    errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)
    ? FINANCE_VALIDATOR.ibanCountry
    : VALIDATOR.iban;
}

/** A bank account body: every field on POST, any on PATCH (`partial`). */
export function readBankAccount(body: JsonObject, partial: boolean): Read<BankAccountPayload> {
  const errors: FieldErrors = {};
  const payload: Partial<BankAccountPayload> = {};
  const has = (field: string) => !partial || field in body;
  if (has('holder')) payload.holder = text(body, 'holder', errors);
  if (has('bankName')) payload.bankName = text(body, 'bankName', errors);
  if (has('iban')) {
    const iban = text(body, 'iban', errors);
    if (iban !== undefined) {
      const problem = ibanError(iban);
      if (problem) errors.iban = [problem];
      else payload.iban = electronicFormatIBAN(iban) ?? iban;
    }
  }
  if (has('bic')) {
    const bic = text(body, 'bic', errors)?.toUpperCase();
    if (bic !== undefined) {
      if (isValidBIC(bic)) payload.bic = bic;
      else errors.bic = [FINANCE_VALIDATOR.bic];
    }
  }
  if (has('currencyCode')) {
    if (oneOf(BANK_CURRENCIES, body.currencyCode)) payload.currencyCode = body.currencyCode;
    else errors.currencyCode = [VALIDATOR.choice];
  }
  if ('isDefault' in body) {
    if (typeof body.isDefault === 'boolean') payload.isDefault = body.isDefault;
    else errors.isDefault = [VALIDATOR.choice];
  } else if (!partial) payload.isDefault = false;
  Object.assign(errors, lengthErrors(body, { holder: TEXT_MAX.name, bankName: TEXT_MAX.name }));
  return { payload, errors: Object.keys(errors).length ? errors : null };
}

export function readKycPerson(body: JsonObject): Read<KycPersonPayload> {
  const errors: FieldErrors = {};
  const payload: Partial<KycPersonPayload> = {};
  payload.firstName = text(body, 'firstName', errors);
  payload.lastName = text(body, 'lastName', errors);
  Object.assign(errors, lengthErrors(body, { firstName: TEXT_MAX.name, lastName: TEXT_MAX.name }));
  const birthdate = body.birthdate;
  if (typeof birthdate !== 'string' || birthdate === '') errors.birthdate = [VALIDATOR.required];
  else if (!isIsoDate(birthdate) || birthdate >= today()) errors.birthdate = [VALIDATOR.date];
  else payload.birthdate = birthdate;
  if (typeof body.nationality === 'string' && isCountryCode(body.nationality)) {
    payload.nationality = body.nationality;
  } else errors.nationality = [VALIDATOR.country];
  if (oneOf(KYC_PERSON_ROLES, body.role)) payload.role = body.role;
  else errors.role = [VALIDATOR.choice];
  const share = body.ownershipPercentage;
  if (share === null || share === undefined) {
    if (payload.role === 'ultimate_beneficial_owner')
      errors.ownershipPercentage = [VALIDATOR.required];
    else payload.ownershipPercentage = null;
  } else if (
    typeof share !== 'number' ||
    share < 0 ||
    share > 100 ||
    Math.round(share * 100) !== share * 100
  ) {
    errors.ownershipPercentage = [VALIDATOR.percentage];
  } else payload.ownershipPercentage = share;
  return { payload, errors: Object.keys(errors).length ? errors : null };
}

export function isKycDocumentType(value: unknown): value is (typeof KYC_DOCUMENT_TYPES)[number] {
  return oneOf(KYC_DOCUMENT_TYPES, value);
}
