import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import {
  VALIDATOR,
  email,
  isUrl,
  maxText,
  optionalText,
  positiveCheck,
  required,
  requiredFieldNumber,
  requiredText,
} from '@/lib/validation';
import type {
  BuyerRegistrationPayload,
  RegistrationPayloadBase,
  RegistrationSide,
  SellerRegistrationPayload,
} from '../api/registration.types';

/** The demo API's field message for a refused captcha (locales/*\/validation.json). */
export const CAPTCHA_MESSAGE = 'validator.captcha';
export const VAT_NUMBER_MESSAGE = 'validator.vat_number';

/** What the registration form edits (both sides; each side's schema reads its own fields). */
export interface RegistrationFormValues {
  legalName: string;
  businessStructure: string;
  intracommunityVatNumber: string;
  address: {
    addressName: string;
    address: string;
    complementaryAddress: string;
    postalCode: string;
    city: string;
    contactName: string;
    contactPhone: string;
    contactEmail: string;
    additionalInformations: string;
    buildingCode: string;
    countryCode: string | null;
  };
  organizationAirportsIds: number[];
  webSiteUrl: string;
  emergencyContact: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    jobTitle: string;
  };
  mainTypologyId: number | null;
  otherTypologiesIds: number[];
  otherSubsidiariesInterested: boolean;
  subsidiariesCountriesCodes: string[];
  clientTypologyId: number | null;
  numberOfAircrafts: number | null;
  numberOfAoc: number | null;
  aocCountriesCodes: string[];
  /** Privacy policy and terms: required, never sent. */
  acceptPolicy: boolean;
  recaptchaToken: string | null;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  legalName: '',
  businessStructure: '',
  intracommunityVatNumber: '',
  address: {
    addressName: '',
    address: '',
    complementaryAddress: '',
    postalCode: '',
    city: '',
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    additionalInformations: '',
    buildingCode: '',
    countryCode: null,
  },
  organizationAirportsIds: [],
  webSiteUrl: '',
  emergencyContact: { firstName: '', lastName: '', email: '', phone: '', jobTitle: '' },
  mainTypologyId: null,
  otherTypologiesIds: [],
  otherSubsidiariesInterested: false,
  subsidiariesCountriesCodes: [],
  clientTypologyId: null,
  numberOfAircrafts: null,
  numberOfAoc: null,
  aocCountriesCodes: [],
  acceptPolicy: false,
  recaptchaToken: null,
};

/** `FR 40 123456789` -> `FR40123456789`; the API checks the same shape. */
export function normalizeVat(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}
const VAT_NUMBER = /^[A-Z]{2}[A-Z0-9]{2,13}$/;

const name = requiredText('name');
const country = z.nullable(z.string()).check(
  z.refine((value: string | null) => value !== null && value !== '', {
    error: VALIDATOR.required,
    abort: true,
  }),
  z.refine((value: string | null) => value === null || isCountryCode(value), {
    error: VALIDATOR.country,
  }),
);
const countries = z.array(z.string());
const ids = z.array(z.number());
const typology = z
  .nullable(z.number())
  .check(z.refine((value: number | null) => value !== null, { error: VALIDATOR.required }));
/** The kit's number rule: empty is "required", text that is not a number "Must be a number". */
const count = requiredFieldNumber(
  positiveCheck,
  z.refine((value: number) => Number.isInteger(value), { error: VALIDATOR.number }),
);
const website = z.string().check(
  z.refine((value: string) => isUrl(value), { error: VALIDATOR.url }),
  maxText('url'),
);

const base = {
  legalName: name,
  businessStructure: optionalText('name'),
  intracommunityVatNumber: required.check(
    z.refine((value: string) => value.trim() === '' || VAT_NUMBER.test(normalizeVat(value)), {
      error: VAT_NUMBER_MESSAGE,
    }),
    maxText('code'),
  ),
  address: z.object({
    addressName: name,
    address: requiredText('address'),
    complementaryAddress: optionalText('address'),
    postalCode: requiredText('code'),
    city: name,
    contactName: optionalText('name'),
    contactPhone: optionalText('code'),
    contactEmail: email,
    additionalInformations: optionalText('comment'),
    buildingCode: optionalText('code'),
    countryCode: country,
  }),
  organizationAirportsIds: ids.check(z.minLength(1, { error: VALIDATOR.required })),
  webSiteUrl: website,
  emergencyContact: z.object({
    firstName: name,
    lastName: name,
    email,
    phone: requiredText('code'),
    jobTitle: optionalText('name'),
  }),
  acceptPolicy: z.boolean().check(z.refine((value) => value, { error: VALIDATOR.required })),
  recaptchaToken: z
    .nullable(z.string())
    .check(z.refine((value: string | null) => Boolean(value), { error: CAPTCHA_MESSAGE })),
};

const unchecked = {
  mainTypologyId: z.nullable(z.number()),
  otherTypologiesIds: ids,
  otherSubsidiariesInterested: z.boolean(),
  subsidiariesCountriesCodes: countries,
  clientTypologyId: z.nullable(z.number()),
  numberOfAircrafts: z.nullable(z.number()),
  numberOfAoc: z.nullable(z.number()),
  aocCountriesCodes: countries,
};

export const sellerRegistrationSchema = z
  .object({
    ...base,
    ...unchecked,
    mainTypologyId: typology,
  })
  .check(
    z.refine(
      (values) =>
        !values.otherSubsidiariesInterested || values.subsidiariesCountriesCodes.length > 0,
      { error: VALIDATOR.required, path: ['subsidiariesCountriesCodes'] },
    ),
  );

export const buyerRegistrationSchema = z
  .object({
    ...base,
    ...unchecked,
    clientTypologyId: typology,
    numberOfAircrafts: count,
    numberOfAoc: count,
  })
  .check(
    z.refine((values) => (values.numberOfAoc ?? 0) === 0 || values.aocCountriesCodes.length > 0, {
      error: VALIDATOR.required,
      path: ['aocCountriesCodes'],
    }),
  );

export function registrationSchema(side: RegistrationSide) {
  return side === 'seller' ? sellerRegistrationSchema : buyerRegistrationSchema;
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The fields both sides send; acceptPolicy stays in the form. */
function toBasePayload(
  values: RegistrationFormValues,
  redirectUrl: string,
): RegistrationPayloadBase {
  const a = values.address;
  const c = values.emergencyContact;
  return {
    legalName: values.legalName.trim(),
    businessStructure: blankToNull(values.businessStructure),
    intracommunityVatNumber: normalizeVat(values.intracommunityVatNumber),
    address: {
      addressName: a.addressName.trim(),
      address: a.address.trim(),
      complementaryAddress: blankToNull(a.complementaryAddress),
      postalCode: a.postalCode.trim(),
      city: a.city.trim(),
      contactName: blankToNull(a.contactName),
      contactPhone: blankToNull(a.contactPhone),
      contactEmail: a.contactEmail.trim(),
      additionalInformations: blankToNull(a.additionalInformations),
      buildingCode: blankToNull(a.buildingCode),
      countryCode: a.countryCode ?? '',
    },
    organizationAirportsIds: [...values.organizationAirportsIds],
    webSiteUrl: blankToNull(values.webSiteUrl),
    emergencyContact: {
      firstName: c.firstName.trim(),
      lastName: c.lastName.trim(),
      email: c.email.trim(),
      phone: c.phone.trim(),
      jobTitle: blankToNull(c.jobTitle),
    },
    recaptchaToken: values.recaptchaToken ?? '',
    redirectUrl,
  };
}

/** POST /seller-register's body: exactly the seller fields of spec section 3. */
export function toSellerPayload(
  values: RegistrationFormValues,
  redirectUrl: string,
): SellerRegistrationPayload {
  const main = values.mainTypologyId ?? 0;
  return {
    ...toBasePayload(values, redirectUrl),
    mainTypologyId: main,
    otherTypologiesIds: values.otherTypologiesIds.filter((id) => id !== main),
    otherSubsidiariesInterested: values.otherSubsidiariesInterested,
    subsidiariesCountriesCodes: values.otherSubsidiariesInterested
      ? [...values.subsidiariesCountriesCodes]
      : [],
  };
}

/** POST /client-register's body: exactly the buyer fields of spec section 3. */
export function toBuyerPayload(
  values: RegistrationFormValues,
  redirectUrl: string,
): BuyerRegistrationPayload {
  return {
    ...toBasePayload(values, redirectUrl),
    clientTypologyId: values.clientTypologyId ?? 0,
    numberOfAircrafts: values.numberOfAircrafts ?? 0,
    numberOfAoc: values.numberOfAoc ?? 0,
    aocCountriesCodes: (values.numberOfAoc ?? 0) > 0 ? [...values.aocCountriesCodes] : [],
  };
}

/** Where the mailed link leads: `/register-validate` on this app's own origin. */
export function registrationRedirectUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** Typology codes offered to each side (the platform's own "operator" is neither). */
export const SELLER_TYPOLOGY_CODES = [
  'fixed_base_operator',
  'catering',
  'fuel',
  'hangar',
  'helicopter',
  'taxi',
] as const;
export const BUYER_TYPOLOGY_CODES = [
  'flight_operator',
  'flight_dispatch_company',
  'private_pilot',
] as const;

/** Enum labels (snake_case codes) of one side's typologies. */
export function typologiesOf(side: RegistrationSide): readonly string[] {
  return side === 'seller' ? SELLER_TYPOLOGY_CODES : BUYER_TYPOLOGY_CODES;
}
