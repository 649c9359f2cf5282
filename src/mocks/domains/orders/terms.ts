import {
  cancellationFee,
  quoteKind,
  type CancellationDue,
  type OrderCancellationPolicy,
  type QuoteOrderTerms,
} from '../../../entities/quote/contract';
import { policyForProducts, toAgreedPolicy } from '../cancellation-policies';
import { agreedTermsOf, type Lang } from '../shop';
import type { QuoteRecord } from './records';

/** Whether the quote is an order (validated or beyond): its terms are then the agreed copy. */
export function isPlacedOrder(quote: QuoteRecord): boolean {
  return quoteKind(quote.state) === 'order';
}

/**
 * The cancellation policy a quote answers to: an order's agreed copy (issue 27: a later edit of
 * the policy reaches new orders only), a quotation's the seller's policy today.
 */
export function policyOfQuote(quote: QuoteRecord): {
  policy: Required<OrderCancellationPolicy> | null;
  agreed: boolean;
} {
  if (isPlacedOrder(quote)) {
    return { policy: agreedTermsOf(quote).cancellationPolicy, agreed: true };
  }
  const productIds = quote.lines.map((line) => line.productId);
  const current = policyForProducts(quote.organization.id, productIds);
  return { policy: current && toAgreedPolicy(current), agreed: false };
}

/**
 * What the policy charges for the quote's cancellation: the condition matching who cancelled,
 * when (before `departureAt`) and how (cancelled or rescheduled), at the highest rate; null
 * when the quote is not cancelled or no condition matches (the fee is then 0).
 */
export function dueOf(
  quote: QuoteRecord,
  policy: OrderCancellationPolicy | null,
  departureAt: string,
): CancellationDue | null {
  if (!policy || !quote.cancelled || !quote.cancelledBy || !quote.cancelledAt) return null;
  return cancellationFee(
    policy.conditions,
    {
      cancelledBy: quote.cancelledBy,
      cancellationType: quote.cancellationPolicyType ?? 'cancelled',
      cancelledAt: quote.cancelledAt,
      departureAt,
    },
    quote.totalIncludingTax,
    quote.currency,
  );
}

/** The terms an order was placed under, package contents in `lang`; null for a quotation. */
export function orderTermsView(quote: QuoteRecord, lang: Lang): QuoteOrderTerms | null {
  if (!isPlacedOrder(quote)) return null;
  const agreed = agreedTermsOf(quote);
  return {
    recordedAt: agreed.recordedAt,
    cancellationPolicy: agreed.cancellationPolicy && structuredClone(agreed.cancellationPolicy),
    packages: agreed.packages.map((item) => ({
      lineId: item.lineId,
      productName: item.productName,
      contents: item.contents.map((content) => ({
        name: content.name[lang],
        quantity: content.quantity,
      })),
    })),
  };
}
