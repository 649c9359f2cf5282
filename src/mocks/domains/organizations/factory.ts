import type {
  OrganizationStatus,
  OrganizationTypologyCode,
} from '../../../entities/organization/contract';
import { db, nextId, now } from '../../db';
import type { OrganizationRecord, ProductTypologyCode } from './records';

/** A postal address as registration sends it (spec section 3, "Registration payload"). */
export interface NewOrganizationAddress {
  addressName: string;
  address: string;
  complementaryAddress: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  additionalInformations: string | null;
  buildingCode: string | null;
}

export interface NewOrganizationContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  jobTitle: string | null;
}

/**
 * What creating an organization needs (registration, operators): the stable entry point other
 * domains call, so the organization record may grow without breaking them. Map new fields here.
 */
export interface NewOrganizationInput {
  legalName: string;
  commercialName?: string;
  businessStructure: string | null;
  vatNumber: string | null;
  buyer: boolean;
  seller: boolean;
  organizationTypology: OrganizationTypologyCode;
  /** A seller's other typologies (registration's otherTypologiesIds). */
  otherTypologies: OrganizationTypologyCode[];
  productTypologies: ProductTypologyCode[];
  address: NewOrganizationAddress;
  airportIcaos: string[];
  webSiteUrl: string | null;
  emergencyContact: NewOrganizationContact | null;
  /** Seller: interested in other subsidiaries, and their countries. */
  otherSubsidiariesInterested: boolean;
  subsidiariesCountriesCodes: string[];
  /** Buyer: fleet size and air operator certificates. */
  numberOfAircrafts: number | null;
  numberOfAoc: number | null;
  aocCountriesCodes: string[];
  currencyCode: string;
  langCode: string;
  status: OrganizationStatus;
}

/** Creates and stores an organization; its id comes from the collection. */
export function addOrganization(input: NewOrganizationInput): OrganizationRecord {
  const record: OrganizationRecord = {
    id: nextId(db.organizations),
    legalName: input.legalName,
    commercialName: input.commercialName ?? input.legalName,
    buyer: input.buyer,
    seller: input.seller,
    organizationTypology: input.organizationTypology,
    countryCode: input.address.countryCode,
    organizationStatus: input.status,
    currencyCode: input.currencyCode,
    langCode: input.langCode,
    city: input.address.city,
    airportIcaos: [...input.airportIcaos],
    productTypologies: [...input.productTypologies],
    vatNumber: input.vatNumber,
    createdAt: now().toISOString(),
    headOffice: {
      address: input.address.address,
      complementaryAddress: input.address.complementaryAddress,
      postalCode: input.address.postalCode,
      city: input.address.city,
      countryCode: input.address.countryCode,
    },
    registeredAddress: { ...input.address },
    phone: input.address.contactPhone,
    email: input.address.contactEmail,
    webSiteUrl: input.webSiteUrl,
    companyRegistrationNumber: null,
    shareCapital: null,
    legalForm: input.businessStructure,
    businessActivityCode: null,
    description: { en: '', fr: '' },
    yearFounded: null,
    servicesSummary: null,
    emergencyContact: input.emergencyContact ? { ...input.emergencyContact } : null,
    invoicePrefix: '',
    invoiceReferenceFormat: 'year_six_numbers',
    otherTypologies: [...input.otherTypologies],
    otherSubsidiariesInterested: input.otherSubsidiariesInterested,
    subsidiariesCountriesCodes: [...input.subsidiariesCountriesCodes],
    numberOfAircrafts: input.numberOfAircrafts,
    numberOfAoc: input.numberOfAoc,
    aocCountriesCodes: [...input.aocCountriesCodes],
  };
  db.organizations.push(record);
  return record;
}
