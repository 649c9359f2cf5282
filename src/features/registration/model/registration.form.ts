import type { RegistrationSide } from './registration.types';

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
