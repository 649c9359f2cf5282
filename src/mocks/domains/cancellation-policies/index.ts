import { defineDomain } from '../../registry/defineDomain';
import { cancellationPolicyHandlers } from './handlers';
import { seedCancellationPolicies } from './seed';
export {
  agreedPolicyForProducts,
  categoriesOfProducts,
  policyFor,
  policyForProducts,
  seededPolicyForProducts,
  toAgreedPolicy,
  toShopPolicy,
} from './lookup';
export { isSeenPolicy, readSeenPolicy } from './seen';
export type { CancellationPolicyRecord } from './records';

/**
 * Sellers' cancellation policies (spec section 3):
 *
 *   GET    api/cancellation-policy, api/cancellation-policy/{id}   CANCELLATION_POLICY_VIEW
 *   POST   api/cancellation-policy                                  CANCELLATION_POLICY_ADD
 *   PATCH  api/cancellation-policy/{id}                             CANCELLATION_POLICY_EDIT
 *   DELETE api/cancellation-policy/{id}                             CANCELLATION_POLICY_DELETE
 *
 * `policyFor(sellerId, categoryIds)` is the one lookup the shop and the orders read. The seed
 * reads the shop's categories (by slug), so it runs after the shop's; the shop imports this
 * domain, never the other way round.
 */
export const domain = defineDomain({
  name: 'cancellation-policies',
  after: ['shop'],
  seed: seedCancellationPolicies,
  handlers: cancellationPolicyHandlers,
});
