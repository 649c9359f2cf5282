import type { Organization } from '../../../lib/api/organizations.types';

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
}

declare module '../../db/types' {
  interface Db {
    organizations: OrganizationRecord[];
  }
}
