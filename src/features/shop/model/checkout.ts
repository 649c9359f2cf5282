/**
 * The checkout's pure rules: the cart grouped by seller with each line's totals (the one price
 * computation, lib/pricing), the lines the API receives, and the idempotency key of one checkout
 * attempt (a double click or a retry of it is one checkout; the next attempt is a new order).
 */
import {
  PACKAGED_TYPOLOGIES,
  lineTotalsOf,
  totalsByCurrency,
  type CartEvent,
  type CartLine,
  type CheckoutLineInput,
  type PackageContent,
} from '@/entities/cart';
import { sumTotals, type LineTotals, type Totals } from '@/entities/quote';

export interface CheckoutLineView {
  line: CartLine;
  /** Null when the price is not known (quotation request, a restored line before re-reading). */
  totals: LineTotals | null;
}

export interface SellerGroup {
  provider: { id: number; name: string };
  lines: CheckoutLineView[];
  totals: Totals;
}

export interface CheckoutSummary {
  groups: SellerGroup[];
  /** Totals by currency (a cart may hold lines priced in two currencies). */
  grandTotals: { currency: string; totals: Totals }[];
}

function totalsIn(views: readonly CheckoutLineView[], currency: string): Totals {
  return sumTotals(
    views.flatMap((v) => (v.totals && v.line.currency === currency ? [v.totals] : [])),
    currency,
  );
}

export function summarize(cart: CartEvent): CheckoutSummary {
  const groups = new Map<number, SellerGroup>();
  for (const line of cart.lines) {
    const view = { line, totals: lineTotalsOf(line) };
    const group = groups.get(line.provider.id) ?? {
      provider: line.provider,
      lines: [],
      totals: { totalExcludingTax: 0, vat: 0, totalIncludingTax: 0 },
    };
    group.lines.push(view);
    groups.set(line.provider.id, group);
  }
  for (const group of groups.values()) {
    const currency = group.lines.find((v) => v.totals)?.line.currency;
    if (currency) group.totals = totalsIn(group.lines, currency);
  }
  return { groups: [...groups.values()], grandTotals: totalsByCurrency(cart.lines) };
}

/** A mandatory package stays while its seller has other lines in the cart. */
export function isRemovable(line: CartLine, cart: CartEvent): boolean {
  if (line.typology !== 'mandatory_package') return true;
  return !cart.lines.some((l) => l.id !== line.id && l.provider.id === line.provider.id);
}

/** A package's contents as the checkout shows them ([] for other products). */
export function shownContentsOf(line: CartLine): PackageContent[] {
  return isPackaged(line) ? (line.contents ?? []) : [];
}

export function isPackaged(line: Pick<CartLine, 'typology'>): boolean {
  return PACKAGED_TYPOLOGIES.some((typology) => typology === line.typology);
}

/** The lines the API receives, each with what the buyer is shown of it (DECISIONS "Catalogue"). */
export function checkoutLinesOf(cart: CartEvent): CheckoutLineInput[] {
  return cart.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    optionIds: [...line.optionIds].sort((a, b) => a - b),
    seenUnitPrice: line.price.unitPrice,
    seenDiscountRate: line.price.discountRate,
    seenEcotax: line.price.ecotax,
    seenVatRate: line.price.vatRate,
    seenContents: shownContentsOf(line),
    comment: line.comment,
    period: line.period ? { startAt: line.period.startAt, endAt: line.period.endAt } : null,
    helicopterOfferId: line.helicopterOfferId,
  }));
}

/**
 * The grand total including tax the review shows in `currency`, which the checkout sends as seen;
 * 0 when no line is priced in it (lines priced in another currency are then answered as changes).
 */
export function shownTotalOf(cart: CartEvent, currency: string): number {
  const shown = totalsByCurrency(cart.lines).find((entry) => entry.currency === currency);
  return shown?.totals.totalIncludingTax ?? 0;
}

/** FNV-1a 64-bit over a string, as 16 hex digits (no crypto needed: a key, not a secret). */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * prime) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * A new checkout attempt's id: 16 random hex digits. Made when the cart is opened for checkout,
 * so the same services ordered again later are a new order (DECISIONS "Cart, checkout and
 * payments"). `getRandomValues` works outside secure contexts too, unlike `randomUUID`.
 */
export function newCheckoutAttempt(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The checkout's idempotency key: the attempt, the event and the lines (product, options,
 * quantity, period, offer, figures seen), independent of the lines' order. Within one attempt a
 * changed cart is a new checkout too (the API then cancels the older pending one).
 */
export function idempotencyKeyOf(
  attempt: string,
  eventId: number,
  lines: readonly CheckoutLineInput[],
  extra: Record<string, string | number | boolean | null> = {},
): string {
  const canonical = lines
    .map((l) =>
      JSON.stringify([
        l.productId,
        l.quantity,
        [...l.optionIds].sort((a, b) => a - b),
        l.period?.startAt ?? null,
        l.period?.endAt ?? null,
        l.helicopterOfferId,
        l.seenUnitPrice,
        l.seenDiscountRate,
        l.seenEcotax,
        l.seenVatRate,
        l.seenContents,
      ]),
    )
    .sort();
  const extras = Object.entries(extra).sort(([a], [b]) => a.localeCompare(b));
  return `chk-${eventId}-${attempt}-${fnv1a64(JSON.stringify([canonical, extras]))}`;
}
