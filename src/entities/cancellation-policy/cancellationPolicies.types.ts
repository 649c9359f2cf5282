import type { UploadedFile } from '@/lib/api/files.types';
import type { CancellationCondition } from '@/entities/quote';

/** Spec section 3 "Cancellation policy": active policies apply, inactive ones are kept aside. */
export const CANCELLATION_POLICY_STATUSES = ['active', 'inactive'] as const;
export type CancellationPolicyStatus = (typeof CANCELLATION_POLICY_STATUSES)[number];

/** Who cancels: the condition's if-clause. */
export const CANCELLATION_PARTIES = ['customer', 'seller'] as const;
export type CancellationParty = (typeof CANCELLATION_PARTIES)[number];

/** Counts and numbers the API bounds (400 above them); texts follow TEXT_MAX (name, description). */
export const CANCELLATION_POLICY_LIMITS = {
  conditions: 20,
  categories: 50,
  /** A price rate is a percentage of the order's total. */
  priceRate: 100,
} as const;

/**
 * A seller's cancellation policy (GET api/cancellation-policy/{id}): the products of the
 * categories it covers are sold under it, the others under the group default (one per
 * organization), DECISIONS "Catalogue".
 */
export interface CancellationPolicy {
  id: number;
  name: string;
  description: string;
  status: CancellationPolicyStatus;
  groupDefault: boolean;
  /** Shop category ids (GET api/shop/categories). */
  categoryIds: number[];
  conditions: CancellationCondition[];
  /** The terms document (a pdf uploaded through POST api/file), or none. */
  terms: UploadedFile | null;
  createdAt: string;
  updatedAt: string;
}

/** POST api/cancellation-policy, PATCH api/cancellation-policy/{id} (PATCH: any of them). */
export interface CancellationPolicyPayload {
  name: string;
  description: string;
  status: CancellationPolicyStatus;
  groupDefault: boolean;
  categoryIds: number[];
  conditions: CancellationCondition[];
  /** An uploaded pdf's id, or null for none. */
  termsFileId: number | null;
}

/**
 * GET api/cancellation-policy?page&numberOfItemsPerPage&searchQuery&status&groupDefault&
 * categoryId: the organization's policies, default first, then by name.
 */
export interface CancellationPolicyPage {
  cancellationPolicies: CancellationPolicy[];
  totalItems: number;
}
