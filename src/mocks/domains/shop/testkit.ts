import { expect } from 'vitest';
import { db } from '../../db';
import { call, login } from '../../testing';
import type {
  CheckoutRequest,
  CheckoutResult,
  HelicopterOrderRequest,
  SellerSeenPolicy,
} from '../../../entities/cart/contract';
import type { PaymentIntent } from '../../../entities/payment/contract';
import type { Trip } from '../../../entities/trip/contract';
import { linePrice, seenPolicyOf, sumTotals } from '../../../entities/quote/contract';
import { policyForProducts } from '../cancellation-policies';
import { PLACE } from '../places';
import { OPTION, PRODUCT } from './seed';
import type { FlightStepRecord, TransferStepRecord } from '../trips';

/** Shared helpers of the shop domain's tests. */
export const ALPINE = 1;
export const RIVIERA = 2;
export const LFMN = 4;
export const LSGG = 18;

export interface Session {
  token: string;
  organizationId?: number;
  headers?: Record<string, string>;
}

export async function as(email: string, organizationId?: number): Promise<Session> {
  const token = (await login(email)).token;
  return organizationId === undefined ? { token } : { token, organizationId };
}

export const buyer = () => as('buyer@demo.aero', ALPINE);
export const seller = () => as('seller@demo.aero', RIVIERA);

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status });
  return body as T;
}

export function get(session: Session | undefined, path: string): Promise<Response> {
  return call('GET', path, session ?? {});
}

export function post(session: Session | undefined, path: string, body: unknown): Promise<Response> {
  return call('POST', path, { ...(session ?? {}), body });
}

/** Trip 1 ("Riviera weekend"): its legs and helicopter transfer, from the seeded records. */
export function trip1() {
  const trip = db.trips.find((t) => t.id === 1);
  if (!trip) throw new Error('no trip 1');
  const [leg1, heli, leg2] = trip.steps;
  if (leg1?.className !== 'TripFlight' || leg2?.className !== 'TripFlight') throw new Error('legs');
  if (heli?.className !== 'TripTransfer') throw new Error('transfer');
  const l1: FlightStepRecord = leg1;
  const l2: FlightStepRecord = leg2;
  const h: TransferStepRecord = heli;
  return { trip, leg1: l1, heli: h, leg2: l2, nice: l1.flightArrival, geneva: l2.flightArrival };
}

/** The query naming trip 1's arrival at Nice. */
export function atNice(extra = ''): string {
  const { trip, nice } = trip1();
  return `tripId=${trip.id}&eventId=${nice.id}&airportId=${nice.airportId}${extra}`;
}

export type CheckoutLine = CheckoutRequest['lines'][number];

/**
 * A checkout line of `quantity` of a product seen at `seenUnitPrice` (null: on quotation); the
 * other figures seen are the product's now in EUR and English (discount, ecotax, VAT, contents),
 * unless `extra` says otherwise.
 */
export function checkoutLine(
  productId: number,
  quantity: number,
  seenUnitPrice: number | null,
  extra: Partial<CheckoutLine> = {},
): CheckoutLine {
  const product = db.shopProducts.find((p) => p.id === productId);
  return {
    productId,
    quantity,
    optionIds: [],
    seenUnitPrice,
    seenDiscountRate: product?.discountRate ?? 0,
    seenEcotax: product?.ecotax ?? 0,
    seenVatRate: product?.vatRate ?? 0,
    seenContents: (product?.contents ?? []).map((c) => ({ name: c.name.en, quantity: c.quantity })),
    comment: null,
    period: null,
    helicopterOfferId: null,
    ...extra,
  };
}

/** The total including tax a buyer who saw these lines was shown (the checkout page's sum). */
export function seenTotalOf(lines: readonly CheckoutLine[], currency = 'EUR'): number {
  const totals = lines.map((line) =>
    linePrice(
      {
        unitPrice: line.seenUnitPrice ?? 0,
        quantity: line.quantity,
        discountRate: line.seenDiscountRate,
        ecotax: line.seenEcotax,
        vatRate: line.seenVatRate,
      },
      currency,
    ),
  );
  return sumTotals(totals, currency).totalIncludingTax;
}

/** The policy each seller of these lines has now, as the checkout page shows it. */
export function seenPoliciesOf(lines: readonly CheckoutLine[]): SellerSeenPolicy[] {
  const sellers = new Map<number, number[]>();
  for (const line of lines) {
    const product = db.shopProducts.find((p) => p.id === line.productId);
    if (!product) continue;
    sellers.set(product.sellerId, [...(sellers.get(product.sellerId) ?? []), product.id]);
  }
  return [...sellers].map(([sellerId, productIds]) => ({
    sellerId,
    policy: seenPolicyOf(policyForProducts(sellerId, productIds)),
  }));
}

/**
 * A checkout at trip 1's arrival at Nice, paid at the seller's acceptance, terms accepted; the
 * total seen is the lines' (`seenTotalOf`) and the policies seen each seller's now
 * (`seenPoliciesOf`) unless `overrides` says otherwise.
 */
export function checkoutAtNice(
  lines: CheckoutLine[],
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  const { trip, leg1, nice } = trip1();
  return {
    tripId: trip.id,
    stepId: leg1.id,
    eventId: nice.id,
    airportId: nice.airportId,
    currency: 'EUR',
    idempotencyKey: 'cart-1',
    lines,
    seenTotalIncludingTax: seenTotalOf(overrides.lines ?? lines, overrides.currency),
    seenCancellationPolicies: seenPoliciesOf(overrides.lines ?? lines),
    clientAddressId: 1,
    paymentMethodId: null,
    paymentTerm: 'payment_at_order_acceptance',
    acceptTerms: true,
    acceptSepaTerms: false,
    ...overrides,
  };
}

/**
 * A helicopter order of trip 1's transfer to Monaco Heliport, as the buyer saw Azur's shared
 * shuttle: 165 € a seat × 3 passengers, VAT 10 % (544.50), unless `overrides` says otherwise.
 */
export function helicopterOrder(
  overrides: Partial<HelicopterOrderRequest> = {},
): HelicopterOrderRequest {
  const { trip, heli } = trip1();
  return {
    tripId: trip.id,
    stepId: heli.id,
    eventId: heli.transferDeparture.id,
    offerId: PRODUCT.azurMonacoShared,
    destinationId: PLACE.monacoHeliport,
    currency: 'EUR',
    idempotencyKey: 'heli-1',
    seenUnitPrice: 165,
    seenQuantity: 3,
    seenTotalIncludingTax: 544.5,
    clientAddressId: 1,
    paymentMethodId: null,
    paymentTerm: 'payment_at_order_acceptance',
    acceptTerms: true,
    acceptSepaTerms: false,
    ...overrides,
  };
}

// The checkout tests' cart and payment (checkout*.test.ts).

/** The demo's card numbers (Stripe's test numbers): paid, declined, 3-D Secure asked. */
const CARD = { type: 'card', expiry: '12/30', cvc: '123', holder: 'Victoria Hamilton' };
export const OK = { ...CARD, number: '4242424242424242' };
export const DECLINED = { ...CARD, number: '4000000000000002' };
export const THREE_DS = { ...CARD, number: '4000002500003155' };

export const line = checkoutLine;

/** Fuel and the mandatory fee at Riviera, catering trays with champagne, a menu on quotation. */
export const CART: CheckoutLine[] = [
  line(PRODUCT.rivieraJetA1, 1000, 1.89),
  line(PRODUCT.rivieraHandlingFee, 1, 180),
  line(PRODUCT.gourmetTray, 3, 113, { optionIds: [OPTION.champagne] }),
  line(PRODUCT.gourmetMenu, 3, null, { comment: 'Gluten free for one passenger' }),
];

export function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return checkoutAtNice(CART, overrides);
}

export async function checkout(session: Session, overrides: Partial<CheckoutRequest> = {}) {
  return json<CheckoutResult>(await post(session, 'api/shop/checkout', request(overrides)));
}

export async function confirm(
  session: Session,
  intent: PaymentIntent | null,
  body: unknown,
  status = 200,
) {
  if (!intent) throw new Error('no payment intent');
  return json<PaymentIntent>(
    await post(session, `api/shop/payment-intents/${intent.id}/confirm`, body),
    status,
  );
}

/** The providers the trip shows on its arrival at Nice. */
export async function niceProviders(session: Session): Promise<string[]> {
  const trip = await json<Trip>(await get(session, 'api/trip/1/infos'));
  const step = trip.tripSteps.find((s) => s.position === 1);
  if (step?.className !== 'TripFlight') throw new Error('no leg 1');
  return step.flightArrival.providers.map((p) => p.name);
}
