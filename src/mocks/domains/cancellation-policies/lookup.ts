import type { Schemas } from '../../../lib/api/contract';
import {
  choosePolicy,
  type OrderCancellationPolicy,
  type ShopCancellationPolicy,
} from '../../../entities/quote/contract';
import { db } from '../../db';
import { toUploadedFile } from '../files';
import type { CancellationPolicyRecord } from './records';
import { seedCancellationPolicies } from './seed';

/**
 * The one lookup every reader uses (the shop's provider details, the checkout, the orders'
 * preview and apply-cancellation-policies): the seller's policy for products of `categoryIds`.
 */
export function policyFor(sellerId: number, categoryIds: readonly number[]) {
  return choosePolicy(db.cancellationPolicies, sellerId, categoryIds);
}

/** What a buyer reads of a policy (the shop and the order's preview). */
export function toShopPolicy(record: CancellationPolicyRecord): ShopCancellationPolicy {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    conditions: record.conditions.map((condition) => ({ ...condition })),
    updatedAt: record.updatedAt,
  };
}

/** The API shape: the organization stays on the server, the terms file is described. */
export function toPolicy({
  organizationId: _organizationId,
  termsFileId,
  ...record
}: CancellationPolicyRecord): Schemas['CancellationPolicy'] {
  const file = db.uploadedFiles.find((candidate) => candidate.id === termsFileId);
  return {
    ...record,
    categoryIds: [...record.categoryIds],
    conditions: record.conditions.map((condition) => ({ ...condition })),
    terms: file ? toUploadedFile(file) : null,
  };
}

/**
 * The categories of the shop's products `productIds` (read, not imported: the shop reads this
 * domain). The one place that knows how a product names its categories.
 */
export function categoriesOfProducts(productIds: readonly number[]): number[] {
  const ids = db.shopProducts
    .filter((product) => productIds.includes(product.id))
    .flatMap((product) => product.categoryIds);
  return [...new Set(ids)];
}

/** The policy a seller's order (or cart) of those shop products is under. */
export function policyForProducts(sellerId: number, productIds: readonly number[]) {
  return policyFor(sellerId, categoriesOfProducts(productIds));
}

/**
 * The policy as an order keeps it (issue 27): a copy of its words, conditions and terms file
 * that later edits of the policy never reach.
 */
export function toAgreedPolicy(
  record: CancellationPolicyRecord,
): Required<OrderCancellationPolicy> {
  const file = db.uploadedFiles.find((candidate) => candidate.id === record.termsFileId);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    conditions: record.conditions.map((condition) => ({ ...condition })),
    terms: file ? toUploadedFile(file) : null,
    updatedAt: record.updatedAt,
  };
}

/** A copy of the policy the seller's order of `productIds` is under now (null: none). */
export function agreedPolicyForProducts(
  sellerId: number,
  productIds: readonly number[],
): Required<OrderCancellationPolicy> | null {
  const policy = policyForProducts(sellerId, productIds);
  return policy && toAgreedPolicy(policy);
}

/** The seeded policies, built once per categories collection (a reset makes a new one). */
const seededPolicies = new WeakMap<object, CancellationPolicyRecord[]>();

/**
 * The policy the seller's order of `productIds` was under as the demo seeded it: the terms of
 * an order that kept no copy (seeded orders, orders saved before copies were kept), which no
 * later edit reaches (docs/decisions.md).
 */
export function seededPolicyForProducts(sellerId: number, productIds: readonly number[]) {
  let seeded = seededPolicies.get(db.shopCategories);
  if (!seeded) {
    seeded = seedCancellationPolicies({ shopCategories: db.shopCategories }).cancellationPolicies;
    seededPolicies.set(db.shopCategories, seeded);
  }
  return choosePolicy(seeded, sellerId, categoriesOfProducts(productIds));
}
