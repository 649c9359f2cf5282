import * as z from 'zod/mini';
import { requiredCountry } from '@/lib/validation/country';
import {
  INVOICE_REFERENCE_FORMATS,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_VALIDATOR,
  isVatNumber,
  normalizeVatNumber,
  type EmergencyContactPayload,
  type InvoiceConfiguration,
  type InvoiceReferenceFormat,
  type OrganizationEmergencyContact,
  type OrganizationInfos,
  type OrganizationLegal,
  type OrganizationPresentation,
} from '@/entities/organization';
import { LANGUAGES } from '@/lib/config/constants';
import {
  VALIDATOR,
  email as emailRule,
  isUrl,
  maxText,
  optionalNumberField,
  positiveCheck,
  requiredText,
  type TextKind,
} from '@/lib/validation';

/** An optional text of at most `TEXT_MAX[kind]`: blank becomes null, otherwise `check` must hold. */
const optionalText = (
  kind: TextKind,
  check?: (value: string) => boolean,
  message: string = VALIDATOR.required,
) =>
  z.pipe(
    z.pipe(
      z.nullable(z.string()),
      z.transform((value: string | null) => {
        const text = value?.trim() ?? '';
        return text === '' ? null : text;
      }),
    ),
    z.nullable(
      z.string().check(
        maxText(kind),
        z.refine((value) => !check || check(value), { error: message }),
      ),
    ),
  );

function isOneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
}

const choice = <T extends string>(values: readonly T[]) =>
  z.pipe(
    z.string({ error: VALIDATOR.required }),
    z.custom<T>(isOneOf(values), { error: VALIDATOR.choice }),
  );

const blank = (value: string | null | undefined) => value ?? '';

// --- main information -------------------------------------------------------------------

export interface InfosFormValues {
  legalName: string;
  commercialName: string;
  headOffice: {
    address: string;
    complementaryAddress: string;
    postalCode: string;
    city: string;
    countryCode: string | null;
  };
  currencyCode: string;
  langCode: string;
  phone: string;
  email: string;
  webSiteUrl: string;
}

export const infosSchema = z.object({
  legalName: requiredText('name'),
  commercialName: requiredText('name'),
  headOffice: z.object({
    address: requiredText('address'),
    complementaryAddress: optionalText('address'),
    postalCode: requiredText('code'),
    city: requiredText('name'),
    countryCode: requiredCountry(),
  }),
  currencyCode: choice(ORGANIZATION_CURRENCIES),
  langCode: choice(LANGUAGES),
  phone: optionalText('code'),
  email: optionalText('email', (value) => emailRule.safeParse(value).success, VALIDATOR.email),
  webSiteUrl: optionalText('url', isUrl, VALIDATOR.url),
});

export function infosToValues(infos: OrganizationInfos): InfosFormValues {
  return {
    legalName: infos.legalName,
    commercialName: infos.commercialName,
    headOffice: {
      address: infos.headOffice.address,
      complementaryAddress: blank(infos.headOffice.complementaryAddress),
      postalCode: infos.headOffice.postalCode,
      city: infos.headOffice.city,
      countryCode: infos.headOffice.countryCode,
    },
    currencyCode: infos.currencyCode,
    langCode: infos.langCode,
    phone: blank(infos.phone),
    email: blank(infos.email),
    webSiteUrl: blank(infos.webSiteUrl),
  };
}

export function toInfosPayload(output: z.output<typeof infosSchema>): OrganizationInfos {
  return output;
}

// --- legal ---------------------------------------------------------------------------------

export interface LegalFormValues {
  vatNumber: string;
  companyRegistrationNumber: string;
  shareCapital: string | number | null;
  legalForm: string;
  businessActivityCode: string;
}

export const legalSchema = z.object({
  vatNumber: z.pipe(
    optionalText('code', isVatNumber, ORGANIZATION_VALIDATOR.vatNumber),
    z.transform((value: string | null) => (value === null ? null : normalizeVatNumber(value))),
  ),
  companyRegistrationNumber: optionalText('code'),
  shareCapital: optionalNumberField(positiveCheck),
  legalForm: optionalText('name'),
  businessActivityCode: optionalText('code'),
});

export function legalToValues(legal: OrganizationLegal): LegalFormValues {
  return {
    vatNumber: blank(legal.vatNumber),
    companyRegistrationNumber: blank(legal.companyRegistrationNumber),
    shareCapital: legal.shareCapital,
    legalForm: blank(legal.legalForm),
    businessActivityCode: blank(legal.businessActivityCode),
  };
}

export function toLegalPayload(output: z.output<typeof legalSchema>): OrganizationLegal {
  return output;
}

// --- presentation --------------------------------------------------------------------------

export interface PresentationFormValues {
  description: { en: string; fr: string };
  yearFounded: string | number | null;
  servicesSummary: string;
}

export function isFoundingYear(year: number, today: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= 1900 && year <= today.getFullYear();
}

export const presentationSchema = z.object({
  description: z.object({
    en: requiredText('description'),
    fr: z.pipe(
      z.string(),
      z.pipe(
        z.transform((value: string) => value.trim()),
        z.string().check(maxText('description')),
      ),
    ),
  }),
  yearFounded: optionalNumberField(
    z.refine<number>((year) => isFoundingYear(year), { error: ORGANIZATION_VALIDATOR.yearFounded }),
  ),
  servicesSummary: optionalText('description'),
});

export function presentationToValues(
  presentation: OrganizationPresentation,
): PresentationFormValues {
  return {
    description: { ...presentation.description },
    yearFounded: presentation.yearFounded,
    servicesSummary: blank(presentation.servicesSummary),
  };
}

export function toPresentationPayload(
  output: z.output<typeof presentationSchema>,
): OrganizationPresentation {
  return output;
}

// --- emergency contact ---------------------------------------------------------------------

export interface EmergencyContactFormValues {
  email: string | null;
  jobTitle: string;
}

export const emergencyContactSchema = z.object({
  email: z.pipe(
    z.nullable(z.string({ error: VALIDATOR.required })),
    z.string({ error: VALIDATOR.required }).check(z.minLength(1, { error: VALIDATOR.required })),
  ),
  jobTitle: optionalText('name'),
});

export function emergencyContactToValues(
  section: OrganizationEmergencyContact,
): EmergencyContactFormValues {
  return {
    email: section.emergencyContact?.email ?? null,
    jobTitle: blank(section.emergencyContact?.jobTitle),
  };
}

export function toEmergencyContactPayload(
  output: z.output<typeof emergencyContactSchema>,
): EmergencyContactPayload {
  return output;
}

// --- invoice configuration -----------------------------------------------------------------

export interface InvoiceConfigurationFormValues {
  invoicePrefix: string;
  invoiceReferenceFormat: InvoiceReferenceFormat;
}

export const INVOICE_PREFIX = /^[A-Za-z0-9\-_/.]{0,10}$/;

export const invoiceConfigurationSchema = z.object({
  invoicePrefix: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim()),
    ),
    z.string().check(z.regex(INVOICE_PREFIX, { error: VALIDATOR.choice })),
  ),
  invoiceReferenceFormat: choice(INVOICE_REFERENCE_FORMATS),
});

export function invoiceConfigurationToValues(
  configuration: InvoiceConfiguration,
): InvoiceConfigurationFormValues {
  return { ...configuration };
}

export function toInvoiceConfigurationPayload(
  output: z.output<typeof invoiceConfigurationSchema>,
): InvoiceConfiguration {
  return output;
}
