import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { OrderCancellationPolicy, Quote } from '../../../entities/quote/contract';
import { db, now } from '../../db';
import { seededPolicyForProducts, toAgreedPolicy } from '../cancellation-policies';
import type { OrderedPackageRecord, OrderTermsRecord } from './records';

/*
 * The terms an order was placed under: recorded by the checkout (this domain) and by the orders
 * domain's validation, read by the orders domain (which imports this one: never the reverse).
 */

/** The order's recorded terms; a seeded order (none recorded) counts its current total. */
export function orderTermsOf(quote: Quote): OrderTermsRecord {
  return (
    db.quoteOrderTerms.find((terms) => terms.quoteId === quote.id) ?? {
      quoteId: quote.id,
      orderTotal: quote.totalIncludingTax,
      paymentMethod: quote.paymentIntent ? 'card' : null,
      acceptSepaTerms: false,
    }
  );
}

const PACKAGE_TYPOLOGIES: readonly string[] = ['package', 'mandatory_package'];

/** The contents of the quote's package lines as their products hold them now. */
function packagesNow(quote: Quote): OrderedPackageRecord[] {
  return quote.lines.flatMap((line) => {
    const product = db.shopProducts.find((candidate) => candidate.id === line.productId);
    if (!product || !PACKAGE_TYPOLOGIES.includes(product.typology)) return [];
    return [
      {
        lineId: line.id,
        productId: product.id,
        productName: line.productName,
        contents: product.contents.map((item) => ({
          name: { ...item.name },
          quantity: item.quantity,
        })),
      },
    ];
  });
}

export function productIdsOf(quote: Quote): number[] {
  return quote.lines.map((line) => line.productId);
}

/**
 * Records the terms the order `quote` is placed under: `cancellationPolicy` is the copy checked
 * against what the buyer saw (the checkout's, the validation's: issue 27), never looked up here;
 * the packages as they are now. Later edits reach new orders only.
 */
export function recordOrderTerms(
  quote: Quote,
  paymentMethod: InvoicePaymentMethod | null,
  acceptSepaTerms: boolean,
  cancellationPolicy: Required<OrderCancellationPolicy> | null,
): void {
  db.quoteOrderTerms = db.quoteOrderTerms.filter((terms) => terms.quoteId !== quote.id);
  db.quoteOrderTerms.push({
    quoteId: quote.id,
    orderTotal: quote.totalIncludingTax,
    paymentMethod,
    acceptSepaTerms,
    cancellationPolicy: cancellationPolicy && structuredClone(cancellationPolicy),
    packages: packagesNow(quote),
    recordedAt: now().toISOString(),
  });
}

/** What an order agreed: its copies, or for an order that kept none the fallback below. */
export interface AgreedTerms {
  /** Null: the order kept no copy (seeded, or saved before copies were kept). */
  recordedAt: string | null;
  cancellationPolicy: Required<OrderCancellationPolicy> | null;
  packages: OrderedPackageRecord[];
}

/**
 * The terms the order `quote` agreed. An order without copies (seeded, or saved before they were
 * kept) is taken as placed under the seller's policy as the demo seeded it, which no edit reaches,
 * and its packages' contents as they are (no seeded order has a package line): docs/decisions.md.
 */
export function agreedTermsOf(quote: Quote): AgreedTerms {
  const recorded = db.quoteOrderTerms.find((terms) => terms.quoteId === quote.id);
  if (recorded?.cancellationPolicy !== undefined) {
    return {
      recordedAt: recorded.recordedAt ?? null,
      cancellationPolicy: recorded.cancellationPolicy,
      packages: recorded.packages ?? [],
    };
  }
  const seeded = seededPolicyForProducts(quote.organization.id, productIdsOf(quote));
  return {
    recordedAt: null,
    cancellationPolicy: seeded && toAgreedPolicy(seeded),
    packages: packagesNow(quote),
  };
}

/** The orders whose buyer accepted the SEPA terms (the orders list's filter). */
export function sepaAcceptedQuoteIds(): Set<number> {
  return new Set(
    db.quoteOrderTerms.filter((terms) => terms.acceptSepaTerms).map((terms) => terms.quoteId),
  );
}
