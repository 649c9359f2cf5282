import type {
  EmergencyContact,
  InvoiceReferenceFormat,
  Organization,
  OrganizationHeadOffice,
  OrganizationTypologyCode,
} from '../../../entities/organization/contract';
import type { NewOrganizationAddress } from './factory';

export type ProductTypologyCode =
  | 'fuel'
  | 'hangar'
  | 'helicopter'
  | 'mandatory_package'
  | 'outside_ramps'
  | 'package'
  | 'parking'
  | 'service';

/** The stored organization: the API shape plus what other endpoints and the session need. */
export interface OrganizationRecord extends Organization {
  commercialName: string;
  currencyCode: string;
  langCode: string;
  city: string;
  /** ICAO codes of the airports where the organization operates or sells. */
  airportIcaos: string[];
  /** What a seller sells; empty for buyers and the platform. */
  productTypologies: ProductTypologyCode[];
  vatNumber: string | null;
  createdAt: string;
  /** Main information (api/organization/{id}/infos). */
  headOffice: OrganizationHeadOffice;
  phone: string | null;
  email: string | null;
  webSiteUrl: string | null;
  /** Legal (api/organization/{id}/legal); `legalForm` is registration's businessStructure. */
  companyRegistrationNumber: string | null;
  shareCapital: number | null;
  legalForm: string | null;
  businessActivityCode: string | null;
  /** Presentation. */
  description: { en: string; fr: string };
  yearFounded: number | null;
  servicesSummary: string | null;
  emergencyContact: EmergencyContact | null;
  invoicePrefix: string;
  invoiceReferenceFormat: InvoiceReferenceFormat;
  /** The address as registration sent it (name, contact, building code…); null when seeded. */
  registeredAddress: NewOrganizationAddress | null;
  /** What registration told about the organization (seller, then buyer). */
  otherTypologies: OrganizationTypologyCode[];
  otherSubsidiariesInterested: boolean;
  subsidiariesCountriesCodes: string[];
  numberOfAircrafts: number | null;
  numberOfAoc: number | null;
  aocCountriesCodes: string[];
}

declare module '../../db/types' {
  interface Db {
    organizations: OrganizationRecord[];
  }
}
