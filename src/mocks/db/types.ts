import type { Right } from '../../lib/auth/types';

/**
 * Records of the demo API's in-memory database. Dates are ISO strings so that the whole
 * database is plain JSON (it is persisted as one file by the Node server).
 */

export type OrganizationStatus =
  'registration_pending' | 'awaiting_validation' | 'active' | 'suspended' | 'disabled';

/** Snake_case codes of the OrganizationTypology enum (spec section 3). */
export type OrganizationTypologyCode =
  | 'flight_dispatch_company'
  | 'catering'
  | 'fixed_base_operator'
  | 'flight_operator'
  | 'private_pilot'
  | 'fuel'
  | 'hangar'
  | 'helicopter'
  | 'operator'
  | 'taxi';

export type ProductTypologyCode =
  | 'fuel'
  | 'hangar'
  | 'helicopter'
  | 'mandatory_package'
  | 'outside_ramps'
  | 'package'
  | 'parking'
  | 'service';

/** What GET api/organization answers per organization (the front declares its own contract type). */
export interface Organization {
  id: number;
  legalName: string;
  buyer: boolean;
  seller: boolean;
  organizationTypology: OrganizationTypologyCode;
  countryCode: string;
  organizationStatus: OrganizationStatus;
}

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

export type UserStatus = 'active' | 'invited' | 'disabled';

export interface UserRecord {
  id: number;
  email: string;
  /** See auth/password.ts: never the clear password, even in a demo file. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  profilePictureFileUrl: string | null;
  defaultLangCode: string;
  defaultCurrencyCode: string;
  /** User-level rights (the platform's operators hold theirs here). */
  rights: Right[];
  status: UserStatus;
  createdAt: string;
}

export type WorkroleSide = 'buyer' | 'seller' | 'operator' | 'any';

/** A job title that predefines the rights given to a new organization user (spec section 6). */
export interface Workrole {
  id: number;
  code: string;
  name: string;
  side: WorkroleSide;
  rights: Right[];
}

/** A user's membership of an organization; its rights are copied from the workrole at creation. */
export interface OrganizationUser {
  id: number;
  organizationId: number;
  userId: number;
  workroleId: number;
  role: 'admin' | 'member';
  rights: Right[];
  status: UserStatus;
  createdAt: string;
}

export interface AccessToken {
  token: string;
  userId: number;
  expiresAt: string;
}

export interface RefreshToken {
  token: string;
  userId: number;
  expiresAt: string;
}

/** Operator translations by locale, then i18next namespace, then (nested) key. */
export type ServerTranslations = Record<string, Record<string, Record<string, unknown>>>;

export interface PublicConfiguration {
  appLang: string[];
  translations: ServerTranslations;
}

/**
 * The whole database. A new feature adds its collection here and its seed in seed/index.ts;
 * files saved before the collection existed get the seeded one on load (persistence.ts).
 */
export interface Db {
  organizations: OrganizationRecord[];
  users: UserRecord[];
  workroles: Workrole[];
  organizationUsers: OrganizationUser[];
  accessTokens: AccessToken[];
  refreshTokens: RefreshToken[];
  configuration: PublicConfiguration;
}

export type CollectionName = {
  [K in keyof Db]: Db[K] extends unknown[] ? K : never;
}[keyof Db];
