import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest, CheckoutResult } from '../../../entities/cart/contract';
import type { ShopProviderDetails } from '../../../entities/cart/contract';
import type { PaymentIntent } from '../../../entities/payment/contract';
import type { QuoteDetail } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { PRODUCT } from './seed';
import {
  LFMN,
  buyer,
  checkoutAtNice,
  checkoutLine,
  get,
  json,
  post,
  seller,
  type Session,
} from './testkit';

beforeEach(() => resetDemoApi());

const RIVIERA = 2;
const GOURMET = 5;
const THREE_DS = {
  type: 'card',
  number: '4000002500003155',
  expiry: '12/30',
  cvc: '123',
  holder: 'Camille Laurent',
};

/** Riviera's fuel and its mandatory fee (Riviera's default policy, "Moderate"). */
const RIVIERA_CART = [
  checkoutLine(PRODUCT.rivieraJetA1, 1000, 1.89),
  checkoutLine(PRODUCT.rivieraHandlingFee, 1, 180),
];

type Errors = { message: string; errors?: Record<string, string[]> };

/** The policy the checkout page shows for Riviera's cart (the provider's, for its products). */
async function shownPolicy(session: Session) {
  const products = RIVIERA_CART.map((line) => line.productId).join(',');
  const provider = await json<ShopProviderDetails>(
    await get(
      session,
      `api/shop/providers/${RIVIERA}?currency=EUR&airportId=${LFMN}&productIds=${products}`,
    ),
  );
  const policy = provider.cancellationPolicy;
  if (!policy) throw new Error('no Riviera policy');
  return policy;
}

/** The seller makes its policy `id` harsher: 90 % within 2 days. */
async function harden(id: number) {
  await json(
    await call('PATCH', `api/cancellation-policy/${id}`, {
      ...(await seller()),
      body: {
        name: 'Harsh',
        conditions: [{ cancelledBy: 'customer', rule: 'days_2', priceRate: 90 }],
      },
    }),
  );
}

function checkout(session: Session, body: CheckoutRequest) {
  return post(session, 'api/shop/checkout', body);
}

async function confirm(session: Session, intent: PaymentIntent | null, body: unknown) {
  if (!intent) throw new Error('no payment intent');
  return json<PaymentIntent>(
    await post(session, `api/shop/payment-intents/${intent.id}/confirm`, body),
  );
}

async function agreedPolicy(session: Session, quoteId: number | undefined) {
  const order = await json<QuoteDetail>(await call('GET', `api/quote/${quoteId}`, session));
  return order.orderTerms?.cancellationPolicy;
}

describe("a checkout's copy taken after the buyer confirmed", () => {
  it('copies the policy the buyer saw, not the one the seller set during 3-D Secure', async () => {
    const session = await buyer();
    const shown = await shownPolicy(session);
    const body = checkoutAtNice(RIVIERA_CART);
    expect(body.seenCancellationPolicies).toEqual([
      { sellerId: RIVIERA, policy: { id: shown.id, updatedAt: shown.updatedAt } },
    ]);
    const created = await json<CheckoutResult>(await checkout(session, body));
    const action = await confirm(session, created.paymentIntent, THREE_DS);
    expect(action.status).toBe('requires_action');
    // While the card waits for 3-D Secure, the seller hardens the policy the buyer accepted.
    await harden(shown.id);
    // The same attempt again is the same checkout (idempotency), not a list of changes.
    const replay = await json<CheckoutResult>(await checkout(session, body));
    expect(replay).toMatchObject({ id: created.id, changes: [] });
    const paid = await confirm(session, created.paymentIntent, {
      type: 'authentication',
      approved: true,
    });
    expect(paid.status).toBe('requires_capture');
    const order = created.quotes[0];
    expect(await agreedPolicy(session, order?.id)).toMatchObject({
      id: shown.id,
      name: shown.name,
      conditions: shown.conditions,
      updatedAt: shown.updatedAt,
    });
  });

  it('lists a policy changed since the page showed it, and creates nothing', async () => {
    const session = await buyer();
    const shown = await shownPolicy(session);
    const body = checkoutAtNice(RIVIERA_CART);
    await harden(shown.id);
    const intents = db.paymentIntents.length;
    const result = await json<CheckoutResult>(await checkout(session, body));
    const now = await shownPolicy(session);
    expect(result).toMatchObject({ id: '', completed: false, quotes: [], paymentIntent: null });
    expect(result.changes).toEqual([
      {
        lineIndex: null,
        productId: null,
        sellerId: RIVIERA,
        field: 'cancellationPolicy',
        seen: { id: shown.id, updatedAt: shown.updatedAt },
        current: { id: now.id, updatedAt: now.updatedAt, name: 'Harsh' },
      },
    ]);
    expect(db.checkouts).toHaveLength(0);
    expect(db.paymentIntents).toHaveLength(intents);
    // Shown the new policy, the buyer orders under it.
    const again = await json<CheckoutResult>(
      await checkout(session, { ...checkoutAtNice(RIVIERA_CART), idempotencyKey: 'cart-2' }),
    );
    expect(again.changes).toEqual([]);
    await confirm(session, again.paymentIntent, { ...THREE_DS, number: '4242424242424242' });
    expect(await agreedPolicy(session, again.quotes[0]?.id)).toMatchObject({
      name: 'Harsh',
      updatedAt: now.updatedAt,
    });
  });

  it('lists a seller shown no policy when one applies now, and the reverse', async () => {
    const session = await buyer();
    const body = checkoutAtNice(RIVIERA_CART, {
      seenCancellationPolicies: [{ sellerId: RIVIERA, policy: null }],
    });
    const result = await json<CheckoutResult>(await checkout(session, body));
    expect(result.changes).toMatchObject([
      { field: 'cancellationPolicy', sellerId: RIVIERA, seen: null, current: { name: 'Moderate' } },
    ]);
    const shownModerate = checkoutAtNice(RIVIERA_CART, { idempotencyKey: 'none' });
    for (const policy of db.cancellationPolicies) policy.status = 'inactive';
    const none = await json<CheckoutResult>(await checkout(session, shownModerate));
    expect(none.changes).toMatchObject([
      { field: 'cancellationPolicy', seen: { id: 1 }, current: null },
    ]);
  });

  it('needs one policy seen per seller of the lines, and no other', async () => {
    const session = await buyer();
    const lines = [...RIVIERA_CART, checkoutLine(PRODUCT.gourmetMenu, 3, null)];
    const body = checkoutAtNice(lines);
    expect(body.seenCancellationPolicies.map((seen) => seen.sellerId)).toEqual([RIVIERA, GOURMET]);
    const { seenCancellationPolicies: _seen, ...missing } = body;
    const cases: [unknown, Record<string, string[]>][] = [
      [undefined, { seenCancellationPolicies: ['validator.required'] }],
      [
        body.seenCancellationPolicies.slice(0, 1),
        { seenCancellationPolicies: ['validator.required'] },
      ],
      [
        [...body.seenCancellationPolicies, { sellerId: 8, policy: null }],
        { 'seenCancellationPolicies.2.sellerId': ['validator.choice'] },
      ],
      [
        [body.seenCancellationPolicies[0], body.seenCancellationPolicies[0]],
        { 'seenCancellationPolicies.1.sellerId': ['validator.choice'] },
      ],
      [
        [{ sellerId: RIVIERA }, { sellerId: GOURMET, policy: { id: 3, updatedAt: 'now' } }],
        {
          'seenCancellationPolicies.0.policy': ['validator.required'],
          'seenCancellationPolicies.1.policy.updatedAt': ['validator.date'],
        },
      ],
      [
        Array.from({ length: 101 }, () => ({ sellerId: RIVIERA, policy: null })),
        { seenCancellationPolicies: ['validator.service.items_max|{"max":100}'] },
      ],
    ];
    for (const [seen, errors] of cases) {
      const sent = seen === undefined ? missing : { ...missing, seenCancellationPolicies: seen };
      const refused = await json<Errors>(await post(session, 'api/shop/checkout', sent), 400);
      expect(refused.errors).toEqual(errors);
    }
    expect(db.checkouts).toHaveLength(0);
  });
});
