import type {
  RegistrationOffer,
  RegistrationSide,
} from '../../../features/registration/api/registration.types';

/** One registration: the organization and admin it created, until the mailed link validates it. */
export interface RegistrationRecord {
  id: number;
  side: RegistrationSide;
  organizationId: number;
  /** The emergency contact, created as the organization's admin user (status 'invited'). */
  userId: number;
  email: string;
  /** Seller: the main typology's id (offers are chosen among that typology's). */
  mainTypologyId: number | null;
  validatedAt: string | null;
  selectedOfferReference: string | null;
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    registrations: RegistrationRecord[];
    registrationOffers: RegistrationOffer[];
  }
}
