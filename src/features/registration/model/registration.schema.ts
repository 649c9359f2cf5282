import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import {
  VALIDATOR,
  email,
  isUrl,
  isVatNumber,
  maxText,
  normalizeVatNumber,
  optionalText,
  positiveCheck,
  required,
  requiredFieldNumber,
  requiredText,
} from '@/lib/validation';
import type { RegistrationSide } from './registration.types';

/** The demo API's field message for a refused captcha (locales/*\/validation.json). */
export const CAPTCHA_MESSAGE = 'validator.captcha';
export const VAT_NUMBER_MESSAGE = 'validator.vat_number';

/** `FR 40 123456789` -> `FR40123456789`: the API's one spelling (lib/validation/vatNumber). */
export const normalizeVat = normalizeVatNumber;

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
    z.refine((value: string) => value.trim() === '' || isVatNumber(value), {
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
