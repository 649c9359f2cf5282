/** One opening of a seller's shop page by another organization (a buyer), at `at` (ISO UTC). */
export interface ProviderVisitRecord {
  sellerId: number;
  visitorOrganizationId: number;
  at: string;
}

declare module '../../db/types' {
  interface Db {
    providerVisits: ProviderVisitRecord[];
  }
}
