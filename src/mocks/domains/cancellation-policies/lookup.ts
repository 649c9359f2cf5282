import type { CancellationPolicy } from '../../../entities/cancellation-policy/contract';
import { choosePolicy, type ShopCancellationPolicy } from '../../../entities/quote/contract';
import { db } from '../../db';
import { toUploadedFile } from '../files';
import type { CancellationPolicyRecord } from './records';

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
  };
}

/** The API shape: the organization stays on the server, the terms file is described. */
export function toPolicy({
  organizationId: _organizationId,
  termsFileId,
  ...record
}: CancellationPolicyRecord): CancellationPolicy {
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
