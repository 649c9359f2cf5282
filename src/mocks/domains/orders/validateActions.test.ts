// Validating a quotation: the payment's outcomes, and only what the buyer saw.
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuoteValidateResult } from '../../../entities/quote/contract';
import { DEMO_CARDS } from '../../../entities/payment/contract';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { buyer, fixture, json, seen, seenPolicyNow, seller, type Errors } from './testkit';
import { card } from './testkit';

beforeEach(() => resetDemoApi());

describe('validate', () => {
  it('escrows the total on a card that succeeds', async () => {
    const quote = fixture('awaiting_customer_validation');
    const result = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { ...card(DEMO_CARDS.succeeds), ...seen(quote.id) },
      }),
    );
    expect(result.quote.state).toBe('validated');
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_capture',
      amount: quote.totalIncludingTax,
    });
    expect(result.quote.paymentIntent?.status).toBe('requires_capture');
  });

  it('keeps the quotation when the card is declined', async () => {
    const quote = fixture('awaiting_customer_validation');
    const result = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { ...card(DEMO_CARDS.declined), ...seen(quote.id) },
      }),
    );
    expect(result.quote.state).toBe('awaiting_customer_validation');
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      errorCode: 'card_declined',
    });
  });

  it('validates after 3-D Secure is approved (PATCH validate)', async () => {
    const quote = fixture('awaiting_customer_validation');
    const auth = await buyer();
    const pending = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { ...card(DEMO_CARDS.requiresAuthentication), ...seen(quote.id) },
      }),
    );
    expect(pending.paymentIntent?.status).toBe('requires_action');
    expect(pending.quote.state).toBe('awaiting_customer_validation');
    const id = pending.paymentIntent?.id ?? '';
    const wrong = await call('PATCH', `api/quote/${quote.id}/validate`, {
      ...auth,
      body: { paymentIntentId: 'pi_other' },
    });
    expect(wrong.status).toBe(409);
    const done = await json<QuoteValidateResult>(
      await call('PATCH', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentIntentId: id, approved: true },
      }),
    );
    expect(done.quote.state).toBe('validated');
    expect(done.paymentIntent?.status).toBe('requires_capture');
  });

  it('needs a method, and the SEPA terms for a SEPA debit', async () => {
    const quote = fixture('awaiting_customer_validation');
    const auth = await buyer();
    const none = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) },
      }),
      400,
    );
    expect(none.errors).toEqual({ paymentMethodId: ['validator.required'] });
    const sepa = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentMethodId: 'pm_demo_buyer_sepa', acceptSepaTerms: false, ...seen(quote.id) },
      }),
      400,
    );
    expect(sepa.errors).toEqual({ acceptSepaTerms: ['validator.terms_required'] });
    const saved = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...auth,
        body: { paymentMethodId: 'pm_demo_buyer_sepa', acceptSepaTerms: true, ...seen(quote.id) },
      }),
    );
    expect(saved.paymentIntent?.status).toBe('processing');
    expect(saved.quote.state).toBe('validated');
  });

  it('authorises nothing when paid at invoice creation', async () => {
    const quote = fixture('awaiting_customer_validation', {
      paymentTerm: 'payment_at_invoice_creation',
    });
    const result = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...(await buyer()),
        body: { paymentMethodId: null, acceptSepaTerms: false, ...seen(quote.id) },
      }),
    );
    expect(result.quote.state).toBe('payment_not_started');
    expect(result.paymentIntent).toBeNull();
  });
});

describe('validate what the buyer saw', () => {
  /** The seller takes the quotation back, prices every line at `unitPrice` (or as it was) and sends it again. */
  async function reprice(id: number, unitPrice?: number) {
    const asSeller = await seller();
    await json(await call('PATCH', `api/quote/${id}/cancel-and-edit`, asSeller));
    const quote = db.quotes.find((candidate) => candidate.id === id);
    const lines = (quote?.lines ?? []).map((line) => ({
      id: line.id,
      unitPrice: unitPrice ?? line.unitPrice,
    }));
    await json(await call('PATCH', `api/quote/${id}`, { ...asSeller, body: { lines } }));
    await json(await call('PATCH', `api/quote/${id}/save-and-send`, asSeller));
  }

  it('refuses a validation from a stale screen after a price change, and authorises nothing (found case)', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const shown = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, asBuyer));
    await reprice(quote.id, 99_999);
    const intents = db.paymentIntents.length;
    const stale = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: {
          paymentMethodId: 'pm_demo_buyer_visa',
          acceptSepaTerms: false,
          seenTotalIncludingTax: shown.totalIncludingTax,
          version: shown.version,
          seenCancellationPolicy: seenPolicyNow(quote),
        },
      }),
      400,
    );
    expect(stale.message).toBe('errors.quote.changed');
    expect(db.paymentIntents).toHaveLength(intents);
    const now = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, asBuyer));
    expect(now.state).toBe('awaiting_customer_validation');
    expect(now.totalIncludingTax).toBeGreaterThan(shown.totalIncludingTax);
    expect(now.version).toBeGreaterThan(shown.version ?? 0);
    // Asked again with the new total, the buyer's validation authorises exactly that.
    const paid = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: {
          paymentMethodId: 'pm_demo_buyer_visa',
          acceptSepaTerms: false,
          seenTotalIncludingTax: now.totalIncludingTax,
          version: now.version,
          seenCancellationPolicy: seenPolicyNow(quote),
        },
      }),
    );
    expect(paid.quote.state).toBe('validated');
    expect(paid.paymentIntent?.amount).toBe(now.totalIncludingTax);
  });

  it('refuses a version the quote left even at the same total; needs the total seen', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const before = seen(quote.id);
    await reprice(quote.id);
    expect(quote.totalIncludingTax).toBe(before.seenTotalIncludingTax);
    const body = {
      paymentMethodId: 'pm_demo_buyer_visa',
      acceptSepaTerms: false,
      seenCancellationPolicy: before.seenCancellationPolicy,
    };
    const refused = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...body, seenTotalIncludingTax: quote.totalIncludingTax, version: before.version },
      }),
      400,
    );
    expect(refused.message).toBe('errors.quote.changed');
    const missing = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/validate`, { ...asBuyer, body }),
      400,
    );
    expect(missing.errors).toEqual({ seenTotalIncludingTax: ['validator.required'] });
    // Without a version (an API that gives none), the total alone is compared.
    const paid = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...body, seenTotalIncludingTax: quote.totalIncludingTax, version: null },
      }),
    );
    expect(paid.quote.state).toBe('validated');
  });

  it('refuses the 3-D Secure answer of a quotation repriced meanwhile', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    const pending = await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { ...card(DEMO_CARDS.requiresAuthentication), ...seen(quote.id) },
      }),
    );
    await reprice(quote.id, 99_999);
    const refused = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: { paymentIntentId: pending.paymentIntent?.id, approved: true },
      }),
      400,
    );
    expect(refused.message).toBe('errors.quote.changed');
    expect(quote.state).toBe('awaiting_customer_validation');
    expect(quote.paymentIntent?.status).toBe('canceled');
  });
});
