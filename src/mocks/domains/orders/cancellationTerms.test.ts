import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CancellationCondition,
  QuoteCancellationPreview,
  QuoteDetail,
} from '../../../entities/quote/contract';
import { permissionKey } from '../../auth/rights';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { PRODUCT } from '../shop';
import type { QuoteRecord } from './records';
import { RIVIERA, as, buyer, departIn, fixtureAt, json, seen, seller } from './testkit';

beforeEach(() => resetDemoApi());

type Errors = { errors?: Record<string, string[]> };

/**
 * A Riviera order of fuel for Alpine, validated by the buyer's saved card (escrowed): its terms
 * are recorded then. Fuel is under Riviera's group default, "Moderate": the customer pays 50 %
 * within 2 days and 100 % within 12 hours, the seller's own cancellation costs nothing.
 */
async function placedOrder(index = 0): Promise<QuoteRecord> {
  const quote = fixtureAt(index, 'awaiting_customer_validation');
  for (const line of quote.lines) line.productId = PRODUCT.rivieraJetA1;
  await json(
    await call('POST', `api/quote/${quote.id}/validate`, {
      ...(await buyer()),
      body: { ...seen(quote.id), paymentMethodId: 'pm_demo_buyer_visa', acceptSepaTerms: false },
    }),
  );
  expect(quote.paymentIntent?.status).toBe('requires_capture');
  return quote;
}

/** Moves the order's event `hours` from now, then `by` cancels the order now. */
async function cancelBefore(quote: QuoteRecord, by: 'buyer' | 'seller', hours: number) {
  departIn(quote, hours);
  const session = by === 'buyer' ? await buyer() : await seller();
  await json(
    await call('PATCH', `api/quote/${quote.id}/cancel-order`, {
      ...session,
      body: { cancellationType: 'cancelled' },
    }),
  );
}

async function apply(quote: QuoteRecord, body: unknown, session?: { token: string }) {
  return call('PATCH', `api/quote/${quote.id}/apply-cancellation-policies`, {
    ...(session ?? (await seller())),
    body,
  });
}

async function preview(quote: QuoteRecord) {
  return json<QuoteCancellationPreview>(
    await call('GET', `api/quote/cancellation-policy/${quote.id}`, await buyer()),
  );
}

function creditNotes(quote: QuoteRecord) {
  return db.invoices.filter((i) => i.type === 'credit_note' && i.quotes[0]?.id === quote.id);
}

const half = (quote: QuoteRecord) => Math.round(quote.totalIncludingTax * 50) / 100;

describe('a seller sets any cancellation fee', () => {
  it('a seller cancelling its own order under a 0 % condition cannot capture anything', async () => {
    const quote = await placedOrder();
    await cancelBefore(quote, 'seller', 72);
    expect((await preview(quote)).suggested).toEqual({ rule: 'always', priceRate: 0, fee: 0 });
    const greedy = await json<Errors>(await apply(quote, { rule: 'always', priceRate: 100 }), 400);
    expect(greedy.errors).toEqual({
      priceRate: ['validator.cancellation.rate_above_policy|{"max":0}'],
    });
    const otherRule = await json<Errors>(await apply(quote, { rule: 'days_2', priceRate: 0 }), 400);
    expect(otherRule.errors).toEqual({ rule: ['validator.cancellation.rule_not_in_policy'] });
    // Nothing was captured or applied by the refusals.
    expect(quote.paymentIntent?.status).toBe('requires_capture');
    expect(quote.cancellationPoliciesApplied).toBe(false);
    const applied = await json<QuoteDetail>(await apply(quote, { rule: 'always', priceRate: 0 }));
    expect(applied).toMatchObject({
      state: 'cancellation_applied',
      cancellationFee: 0,
      appliedCancellation: { rule: 'always', policyRate: 0, priceRate: 0, fee: 0 },
    });
    expect(applied.paymentIntent?.status).toBe('canceled');
  });

  it('a buyer cancelling 2 days before pays the 50 % condition, never more', async () => {
    const quote = await placedOrder();
    await cancelBefore(quote, 'buyer', 47);
    expect((await preview(quote)).suggested).toEqual({
      rule: 'days_2',
      priceRate: 50,
      fee: half(quote),
    });
    const more = await json<Errors>(await apply(quote, { rule: 'days_2', priceRate: 60 }), 400);
    expect(more.errors).toEqual({
      priceRate: ['validator.cancellation.rate_above_policy|{"max":50}'],
    });
    const hours = await json<Errors>(await apply(quote, { rule: 'hours_12', priceRate: 50 }), 400);
    expect(hours.errors).toEqual({ rule: ['validator.cancellation.rule_not_in_policy'] });
    const applied = await json<QuoteDetail>(await apply(quote, { rule: 'days_2', priceRate: 50 }));
    expect(applied.cancellationFee).toBe(half(quote));
    expect(applied.appliedCancellation).toMatchObject({
      rule: 'days_2',
      policyRate: 50,
      priceRate: 50,
      waiverReason: null,
    });
    expect(applied.paymentIntent?.status).toBe('succeeded');
    expect(creditNotes(quote)).toHaveLength(1);
  });

  it('the seller may waive part of the fee, with a reason the buyer reads', async () => {
    const quote = await placedOrder();
    await cancelBefore(quote, 'buyer', 47);
    const silent = await json<Errors>(await apply(quote, { rule: 'days_2', priceRate: 20 }), 400);
    expect(silent.errors).toEqual({
      waiverReason: ['validator.cancellation.waiver_reason_required'],
    });
    const long = await json<Errors>(
      await apply(quote, { rule: 'days_2', priceRate: 20, waiverReason: 'x'.repeat(1001) }),
      400,
    );
    expect(long.errors).toEqual({ waiverReason: ['validator.length_max|{"max":1000}'] });
    expect(quote.cancellationPoliciesApplied).toBe(false);
    const reason = 'A loyal customer: we keep only our costs.';
    await json(await apply(quote, { rule: 'days_2', priceRate: 20, waiverReason: ` ${reason} ` }));
    const read = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, await buyer()));
    expect(read.cancellationFee).toBe(Math.round(quote.totalIncludingTax * 20) / 100);
    expect(read.appliedCancellation).toMatchObject({
      rule: 'days_2',
      policyRate: 50,
      priceRate: 20,
      waiverReason: reason,
    });
  });

  it('with no matching condition the fee is 0: no rule, 0 %', async () => {
    const quote = await placedOrder();
    await cancelBefore(quote, 'buyer', 24 * 10);
    expect((await preview(quote)).suggested).toBeNull();
    const some = await json<Errors>(await apply(quote, { rule: 'days_2', priceRate: 10 }), 400);
    expect(some.errors).toEqual({
      rule: ['validator.cancellation.rule_not_in_policy'],
      priceRate: ['validator.cancellation.rate_above_policy|{"max":0}'],
    });
    const applied = await json<QuoteDetail>(await apply(quote, { rule: null, priceRate: 0 }));
    expect(applied.appliedCancellation).toMatchObject({ rule: null, priceRate: 0, fee: 0 });
  });

  it('still refuses a member without the right, another seller, the buyer and a second apply', async () => {
    const quote = await placedOrder();
    await cancelBefore(quote, 'buyer', 47);
    const body = { rule: 'days_2', priceRate: 50 };
    expect((await apply(quote, body, await buyer())).status).toBe(409);
    expect((await apply(quote, body, await as('heli@demo.aero', 3))).status).toBe(404);
    const asSeller = await seller();
    const membership = db.organizationUsers.find(
      (m) =>
        m.organizationId === RIVIERA && m.rights.some((r) => permissionKey(r) === 'QUOTE_EDIT'),
    );
    const saved = membership?.rights ?? [];
    if (membership) membership.rights = saved.filter((r) => permissionKey(r) !== 'QUOTE_EDIT');
    expect((await apply(quote, body, asSeller)).status).toBe(409);
    if (membership) membership.rights = saved;
    // A double click: two applies at once, one goes through.
    const both = await Promise.all([apply(quote, body, asSeller), apply(quote, body, asSeller)]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await apply(quote, body, asSeller)).status).toBe(409);
    expect(quote.paymentIntent?.status).toBe('succeeded');
    expect(creditNotes(quote)).toHaveLength(1);
  });
});

describe('an order does not keep its terms', () => {
  const DEFAULT_POLICY = 1;
  const HARSHER: CancellationCondition[] = [
    { cancelledBy: 'customer', rule: 'days_2', priceRate: 90 },
    { cancelledBy: 'seller', rule: 'always', priceRate: 0 },
  ];

  async function harshen() {
    await json(
      await call('PATCH', `api/cancellation-policy/${DEFAULT_POLICY}`, {
        ...(await seller()),
        body: { name: 'Harsh', conditions: HARSHER },
      }),
    );
  }

  it('the preview and the fee follow the copy taken when the order was placed', async () => {
    const quote = await placedOrder();
    await harshen();
    await cancelBefore(quote, 'buyer', 47);
    const shown = await preview(quote);
    expect(shown.agreed).toBe(true);
    expect(shown.policy).toMatchObject({ id: DEFAULT_POLICY, name: 'Moderate' });
    expect(shown.policy?.conditions).toContainEqual({
      cancelledBy: 'customer',
      rule: 'days_2',
      priceRate: 50,
    });
    expect(shown.suggested).toMatchObject({ rule: 'days_2', priceRate: 50 });
    const read = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, await buyer()));
    expect(read.orderTerms?.cancellationPolicy?.name).toBe('Moderate');
    expect((await apply(quote, { rule: 'days_2', priceRate: 90 })).status).toBe(400);
    const applied = await json<QuoteDetail>(await apply(quote, { rule: 'days_2', priceRate: 50 }));
    expect(applied.cancellationFee).toBe(half(quote));
  });

  it('a seeded order keeps the policy it was seeded under, even once the policy is deleted', async () => {
    const quote = fixtureAt(0, 'validated');
    for (const line of quote.lines) line.productId = PRODUCT.rivieraJetA1;
    await harshen();
    await cancelBefore(quote, 'buyer', 47);
    expect((await preview(quote)).policy?.name).toBe('Moderate');
    db.cancellationPolicies = db.cancellationPolicies.filter((p) => p.organizationId !== RIVIERA);
    expect((await preview(quote)).suggested).toMatchObject({ rule: 'days_2', priceRate: 50 });
  });

  it('a new order gets the policy as it is now', async () => {
    await harshen();
    const quote = await placedOrder(1);
    await cancelBefore(quote, 'buyer', 47);
    const shown = await preview(quote);
    expect(shown.policy?.name).toBe('Harsh');
    expect(shown.suggested).toMatchObject({ rule: 'days_2', priceRate: 90 });
  });
});
