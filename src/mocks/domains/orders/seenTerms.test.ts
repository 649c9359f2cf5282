import { beforeEach, describe, expect, it } from 'vitest';
import type {
  QuoteCancellationPreview,
  QuoteDetail,
  QuoteValidateResult,
} from '../../../entities/quote/contract';
import { DEMO_CARDS } from '../../../entities/payment/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { buyer, fixture, json, seen, seller } from './testkit';

beforeEach(() => resetDemoApi());

type Errors = { message: string; errors?: Record<string, string[]> };
type Session = Awaited<ReturnType<typeof buyer>>;

const CARD = { paymentMethodId: 'pm_demo_buyer_visa', acceptSepaTerms: false };
const THREE_DS = {
  paymentMethodId: null,
  acceptSepaTerms: false,
  demoPaymentMethod: {
    type: 'card',
    number: DEMO_CARDS.requiresAuthentication,
    expiry: '12/39',
    cvc: '123',
    holder: 'Camille Laurent',
  },
};

/** The policy the buyer's quotation page shows: the preview's, not agreed yet. */
async function preview(session: Session, quoteId: number) {
  const body = await json<QuoteCancellationPreview>(
    await call('GET', `api/quote/cancellation-policy/${quoteId}`, session),
  );
  expect(body.agreed).toBe(false);
  const policy = body.policy;
  if (!policy) throw new Error('no policy applies to the quotation');
  return policy;
}

/** The seller makes its policy `id` harsher: 90 % within 2 days. */
async function harden(id: number) {
  const conditions = [{ cancelledBy: 'customer', rule: 'days_2', priceRate: 90 }];
  await json(
    await call('PATCH', `api/cancellation-policy/${id}`, {
      ...(await seller()),
      body: { name: 'Harsh', conditions },
    }),
  );
}

/** The policy the order keeps (only the quote's own read answers its terms). */
async function agreedPolicy(session: Session, quoteId: number) {
  const order = await json<QuoteDetail>(await call('GET', `api/quote/${quoteId}`, session));
  return order.orderTerms?.cancellationPolicy;
}

function validate(session: Session, quoteId: number, body: Record<string, unknown>) {
  return call('POST', `api/quote/${quoteId}/validate`, { ...session, body });
}

const seenOf = (policy: { id: number; updatedAt?: string }) => ({
  id: policy.id,
  updatedAt: policy.updatedAt,
});

describe('a quotation validated under a policy the buyer never saw', () => {
  it('is refused when the seller edited its policy after the buyer opened it; validated once read again', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const shown = await preview(asBuyer, quote.id);
    await harden(shown.id);
    const intents = db.paymentIntents.length;
    const refused = await json<Errors>(
      await validate(asBuyer, quote.id, {
        ...CARD,
        ...seen(quote.id),
        seenCancellationPolicy: seenOf(shown),
      }),
      400,
    );
    expect(refused.message).toBe('errors.quote.terms_changed');
    expect(quote.state).toBe('awaiting_customer_validation');
    expect(db.paymentIntents).toHaveLength(intents);
    expect(db.quoteOrderTerms.some((terms) => terms.quoteId === quote.id)).toBe(false);
    // Read again, the new policy is what the buyer validates, and what the order keeps.
    const now = await preview(asBuyer, quote.id);
    expect(now).toMatchObject({ id: shown.id, name: 'Harsh' });
    expect(now.updatedAt).not.toBe(shown.updatedAt);
    const paid = await json<QuoteValidateResult>(
      await validate(asBuyer, quote.id, {
        ...CARD,
        ...seen(quote.id),
        seenCancellationPolicy: seenOf(now),
      }),
    );
    expect(paid.quote.state).toBe('validated');
    expect(await agreedPolicy(asBuyer, quote.id)).toMatchObject({
      id: now.id,
      name: 'Harsh',
      updatedAt: now.updatedAt,
    });
  });

  it('is refused when another policy came to cover the products, and when none was seen', async () => {
    const quote = fixture('awaiting_customer_validation', {
      paymentTerm: 'payment_at_invoice_creation',
    });
    const asBuyer = await buyer();
    const shown = await preview(asBuyer, quote.id);
    // The seller retires the policy shown: another one (its default) covers the products now.
    await json(
      await call('PATCH', `api/cancellation-policy/${shown.id}`, {
        ...(await seller()),
        body: { status: 'inactive' },
      }),
    );
    const body = { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) };
    for (const seenCancellationPolicy of [seenOf(shown), null]) {
      const refused = await json<Errors>(
        await validate(asBuyer, quote.id, { ...body, seenCancellationPolicy }),
        400,
      );
      expect(refused.message).toBe('errors.quote.terms_changed');
    }
    expect(quote.state).toBe('awaiting_customer_validation');
    expect((await preview(asBuyer, quote.id)).id).not.toBe(shown.id);
  });

  it('validates under no policy only when none was shown (the terms of sale)', async () => {
    const quote = fixture('awaiting_customer_validation', {
      paymentTerm: 'payment_at_invoice_creation',
    });
    for (const policy of db.cancellationPolicies) policy.status = 'inactive';
    const asBuyer = await buyer();
    const body = { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) };
    expect(body.seenCancellationPolicy).toBeNull();
    const refused = await json<Errors>(
      await validate(asBuyer, quote.id, {
        ...body,
        seenCancellationPolicy: { id: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
      }),
      400,
    );
    expect(refused.message).toBe('errors.quote.terms_changed');
    const done = await json<QuoteValidateResult>(await validate(asBuyer, quote.id, body));
    expect(done.quote.state).toBe('payment_not_started');
    expect(await agreedPolicy(asBuyer, quote.id)).toBeNull();
  });

  it('needs the policy seen: missing or malformed is 400 with its fields', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const { seenCancellationPolicy: _seen, ...rest } = seen(quote.id);
    const missing = await json<Errors>(
      await validate(asBuyer, quote.id, { ...CARD, ...rest }),
      400,
    );
    expect(missing.errors).toEqual({ seenCancellationPolicy: ['validator.required'] });
    const nothing = await json<Errors>(await validate(asBuyer, quote.id, CARD), 400);
    expect(nothing.errors).toEqual({
      seenTotalIncludingTax: ['validator.required'],
      seenCancellationPolicy: ['validator.required'],
    });
    const malformed = await json<Errors>(
      await validate(asBuyer, quote.id, {
        ...CARD,
        ...rest,
        seenCancellationPolicy: { id: 'one', updatedAt: 'yesterday' },
      }),
      400,
    );
    expect(malformed.errors).toEqual({
      'seenCancellationPolicy.id': ['validator.number'],
      'seenCancellationPolicy.updatedAt': ['validator.date'],
    });
    const list = await json<Errors>(
      await validate(asBuyer, quote.id, { ...CARD, ...rest, seenCancellationPolicy: [1] }),
      400,
    );
    expect(list.errors).toEqual({ seenCancellationPolicy: ['validator.required'] });
    expect(quote.state).toBe('awaiting_customer_validation');
  });
});

describe('the 3-D Secure answer of a validation copies the policy the buyer saw', () => {
  async function pendingValidation() {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const shown = await preview(asBuyer, quote.id);
    const pending = await json<QuoteValidateResult>(
      await validate(asBuyer, quote.id, { ...THREE_DS, ...seen(quote.id) }),
    );
    expect(pending.paymentIntent?.status).toBe('requires_action');
    const answer = (approved: boolean) =>
      call('PATCH', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { paymentIntentId: pending.paymentIntent?.id, approved },
      });
    return { quote, asBuyer, shown, answer };
  }

  it('is refused when the seller changed its policy while the card waited', async () => {
    const { quote, asBuyer, shown, answer } = await pendingValidation();
    await harden(shown.id);
    const refused = await json<Errors>(await answer(true), 400);
    expect(refused.message).toBe('errors.quote.terms_changed');
    expect(quote.state).toBe('awaiting_customer_validation');
    expect(quote.paymentIntent?.status).toBe('canceled');
    expect(db.quoteOrderTerms.some((terms) => terms.quoteId === quote.id)).toBe(false);
    // Validated again under the policy read again.
    const now = await preview(asBuyer, quote.id);
    await json(await validate(asBuyer, quote.id, { ...CARD, ...seen(quote.id) }));
    expect(await agreedPolicy(asBuyer, quote.id)).toMatchObject({
      name: 'Harsh',
      updatedAt: now.updatedAt,
    });
  });

  it('copies the policy seen when it still applies', async () => {
    const { quote, asBuyer, shown, answer } = await pendingValidation();
    const done = await json<QuoteValidateResult>(await answer(true));
    expect(done.quote.state).toBe('validated');
    expect(await agreedPolicy(asBuyer, quote.id)).toMatchObject({
      id: shown.id,
      name: shown.name,
      updatedAt: shown.updatedAt,
    });
    expect(quote.paymentIntent?.status).toBe('requires_capture');
  });
});
