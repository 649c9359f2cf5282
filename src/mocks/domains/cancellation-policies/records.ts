import type { Schemas } from '../../../lib/api/contract';

/**
 * A seller's cancellation policy: the one record the shop, the checkout and the orders read
 * (through `policyFor`). `organizationId` is the seller's organization.
 */
export interface CancellationPolicyRecord
  extends
    Omit<Schemas['CancellationPolicy'], 'terms'>,
    Pick<Schemas['CancellationPolicyPayload'], 'termsFileId'> {
  organizationId: number;
}

declare module '../../db/types' {
  interface Db {
    cancellationPolicies: CancellationPolicyRecord[];
  }
}
