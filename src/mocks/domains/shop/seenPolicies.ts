import type { CheckoutPolicyChange } from '../../../entities/cart/contract';
import type { SeenCancellationPolicy } from '../../../entities/quote/contract';
import { VALIDATOR, addError, isJsonObject } from '../../api';
import { agreedPolicyForProducts, isSeenPolicy, readSeenPolicy } from '../cancellation-policies';
import type { CheckoutPolicyRecord } from './records';

/*
 * The sellers' cancellation policies a checkout was shown (issue 27: `seenCancellationPolicies`),
 * compared with each seller's policy now like the other seen figures: a difference is a change,
 * and what matches is what the checkout keeps and copies into its orders once paid.
 */

type Errors = Record<string, string[]>;

const FIELD = 'seenCancellationPolicies';
const ITEMS_MAX = 'validator.service.items_max';
/** Sellers a checkout may name (a bound on the work, far above any cart's sellers). */
const SELLERS_MAX = 100;

/** What the policies are read from: each line's product and seller. */
interface SoldLine {
  product: { id: number; sellerId: number };
}

/** Each seller of the lines (in the order the lines name them) with its products. */
function sellersOf(lines: readonly SoldLine[]): Map<number, number[]> {
  const sellers = new Map<number, number[]>();
  for (const { product } of lines) {
    const products = sellers.get(product.sellerId) ?? [];
    if (!products.includes(product.id)) products.push(product.id);
    sellers.set(product.sellerId, products);
  }
  return sellers;
}

/**
 * The policy each seller was shown, by seller. Required: one entry per seller of the lines, none
 * for another seller or twice; which sellers are checked only when `lines` are all read
 * (`complete`), so a bad line does not also report its seller.
 */
export function readSeenPolicies(
  raw: unknown,
  lines: readonly SoldLine[],
  complete: boolean,
  errors: Errors,
): Map<number, SeenCancellationPolicy | null> {
  const seen = new Map<number, SeenCancellationPolicy | null>();
  if (!Array.isArray(raw)) {
    addError(errors, FIELD, VALIDATOR.required);
    return seen;
  }
  if (raw.length > SELLERS_MAX) {
    addError(errors, FIELD, `${ITEMS_MAX}|${JSON.stringify({ max: SELLERS_MAX })}`);
    return seen;
  }
  const sellers = sellersOf(lines);
  raw.forEach((entry: unknown, index) => {
    const at = `${FIELD}.${index}`;
    const item = isJsonObject(entry) ? entry : {};
    const sellerId = item.sellerId;
    const policy = readSeenPolicy(item.policy, `${at}.policy`, errors);
    if (typeof sellerId !== 'number' || !Number.isSafeInteger(sellerId)) {
      addError(errors, `${at}.sellerId`, VALIDATOR.required);
    } else if (complete && (!sellers.has(sellerId) || seen.has(sellerId))) {
      addError(errors, `${at}.sellerId`, VALIDATOR.choice);
    } else if (policy !== undefined) seen.set(sellerId, policy);
  });
  if (complete && !errors[FIELD] && [...sellers.keys()].some((id) => !seen.has(id))) {
    const named = Object.keys(errors).some((field) => field.startsWith(`${FIELD}.`));
    if (!named) addError(errors, FIELD, VALIDATOR.required);
  }
  return seen;
}

/**
 * Each seller's policy now against the one seen: the changes (in the order the lines name the
 * sellers), and the policies that matched, which the checkout keeps for its orders.
 */
export function policyChanges(
  seen: ReadonlyMap<number, SeenCancellationPolicy | null>,
  lines: readonly SoldLine[],
): { changes: CheckoutPolicyChange[]; checked: CheckoutPolicyRecord[] } {
  const changes: CheckoutPolicyChange[] = [];
  const checked: CheckoutPolicyRecord[] = [];
  for (const [sellerId, productIds] of sellersOf(lines)) {
    const current = agreedPolicyForProducts(sellerId, productIds);
    const shown = seen.get(sellerId) ?? null;
    checked.push({ sellerId, policy: current });
    if (isSeenPolicy(shown, current)) continue;
    changes.push({
      lineIndex: null,
      productId: null,
      sellerId,
      field: 'cancellationPolicy',
      seen: shown,
      current: current && { id: current.id, updatedAt: current.updatedAt, name: current.name },
    });
  }
  return { changes, checked };
}

/** Each seller's policy now (an order that showed none: the helicopter order's). */
export function policiesNow(lines: readonly SoldLine[]): CheckoutPolicyRecord[] {
  return [...sellersOf(lines)].map(([sellerId, productIds]) => ({
    sellerId,
    policy: agreedPolicyForProducts(sellerId, productIds),
  }));
}
