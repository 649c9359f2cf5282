import type { Schemas } from '../../../lib/api/contract';

/** One registration: the organization and admin it created, until the mailed link validates it. */
export interface RegistrationRecord {
  id: number;
  side: Schemas['RegistrationSide'];
  organizationId: number;
  /** The emergency contact, created as the organization's admin user (status 'invited'). */
  userId: number;
  email: string;
  /** Seller: the main typology's id (offers are chosen among that typology's). */
  mainTypologyId: number | null;
  validatedAt: string | null;
  selectedOfferReference: string | null;
  createdAt: string;
  /**
   * The registration's own secret, answered to the browser that registered and to the one that
   * validated it: asking for a new mail or choosing an offer needs it (or the admin's session).
   */
  token?: string;
  /**
   * A registration whose email, VAT number or name already exists: answered as any other (the
   * API never says which exist), it created nothing; the email's owner got a notice instead.
   */
  duplicate?: boolean;
}

declare module '../../db/types' {
  interface Db {
    registrations: RegistrationRecord[];
  }
}
