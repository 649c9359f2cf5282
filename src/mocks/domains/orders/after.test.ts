// After the order: its cancellation fee, the 7-day closure, the client's address and its print
// (its claims: claims.test.ts).
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  QuoteCancellationPreview,
  QuoteDetail,
  QuoteValidateResult,
} from '../../../entities/quote/contract';
import { DEMO_CARDS } from '../../../entities/payment/contract';
import { advanceClock, db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { PRODUCT } from '../shop';
import { ALPINE, as, buyer, departIn, fixture, json, seen, seller, type Errors } from './testkit';

beforeEach(() => resetDemoApi());

const DAY_SECONDS = 86_400;

describe('cancellation policies', () => {
  it('previews the order policy fee and applies it, refunding the rest', async () => {
    const quote = fixture('awaiting_customer_validation');
    // Fuel only: Riviera's group default (50 % within 2 days), the event 20 hours ahead.
    for (const line of quote.lines) line.productId = PRODUCT.rivieraJetA1;
    departIn(quote, 20);
    const asBuyer = await buyer();
    await json<QuoteValidateResult>(
      await call('POST', `api/quote/${quote.id}/validate`, {
        ...asBuyer,
        body: {
          ...seen(quote.id),
          paymentMethodId: null,
          acceptSepaTerms: false,
          demoPaymentMethod: {
            type: 'card',
            number: DEMO_CARDS.succeeds,
            expiry: '12/39',
            cvc: '123',
            holder: 'C L',
          },
        },
      }),
    );
    await json(
      await call('PATCH', `api/quote/${quote.id}/cancel-order`, {
        ...asBuyer,
        body: { cancellationType: 'cancelled' },
      }),
    );
    const asSeller = await seller();
    const preview = await json<QuoteCancellationPreview>(
      await call('GET', `api/quote/cancellation-policy/${quote.id}`, asSeller),
    );
    expect(preview.policy?.conditions.length).toBeGreaterThan(0);
    expect(preview.cancelledBy).toBe('customer');
    expect(preview.suggested).toMatchObject({ rule: 'days_2', priceRate: 50 });
    const bad = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/apply-cancellation-policies`, {
        ...asSeller,
        body: { rule: 'days_99', priceRate: 150 },
      }),
      400,
    );
    expect(bad.errors).toEqual({ rule: ['validator.choice'], priceRate: ['validator.percentage'] });
    const applied = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/apply-cancellation-policies`, {
        ...asSeller,
        body: { rule: 'days_2', priceRate: 50 },
      }),
    );
    expect(applied.state).toBe('cancellation_applied');
    expect(applied.cancellationFee).toBe(Math.round(quote.totalIncludingTax * 50) / 100);
    expect(applied.paymentIntent?.status).toBe('succeeded');
    const note = db.invoices.find((i) => i.type === 'credit_note' && i.quotes[0]?.id === quote.id);
    expect(note).toBeDefined();
    const twice = await call('PATCH', `api/quote/${quote.id}/apply-cancellation-policies`, {
      ...asSeller,
      body: { rule: 'days_2', priceRate: 50 },
    });
    expect(twice.status).toBe(409);
  });
});

describe('the 7-day rule', () => {
  it('closes a client-cancelled order after 7 days without action and releases the escrow', async () => {
    const quote = fixture('awaiting_customer_validation');
    const asBuyer = await buyer();
    await call('POST', `api/quote/${quote.id}/validate`, {
      ...asBuyer,
      body: {
        ...seen(quote.id),
        paymentMethodId: 'pm_demo_buyer_visa',
        acceptSepaTerms: false,
      },
    });
    await call('PATCH', `api/quote/${quote.id}/cancel-order`, {
      ...asBuyer,
      body: { cancellationType: 'cancelled' },
    });
    advanceClock(6 * DAY_SECONDS);
    const early = await json<QuoteDetail>(
      await call('GET', `api/quote/${quote.id}`, await buyer()),
    );
    expect(early.closed).toBe(false);
    advanceClock(DAY_SECONDS + 60);
    const asSeller = await seller();
    const closed = await json<QuoteDetail>(await call('GET', `api/quote/${quote.id}`, asSeller));
    expect(closed.closed).toBe(true);
    expect(closed.paymentIntent?.status).toBe('canceled');
    expect(closed.log.at(-1)).toMatchObject({ event: 'order_closed', organization: null });
    const late = await call('PATCH', `api/quote/${quote.id}/apply-cancellation-policies`, {
      ...asSeller,
      body: { rule: 'always', priceRate: 10 },
    });
    expect(late.status).toBe(409);
  });
});

describe('client informations and print', () => {
  it('sets an address of the client address book', async () => {
    const quote = fixture('validated');
    const address = db.addresses.find((a) => a.organizationId === ALPINE);
    if (!address) throw new Error('no Alpine address');
    const other = db.addresses.find((a) => a.organizationId !== ALPINE);
    const asBuyer = await buyer();
    const bad = await call('PATCH', `api/quote/${quote.id}/client-informations`, {
      ...asBuyer,
      body: { clientAddressId: other?.id ?? 999_999 },
    });
    expect(bad.status).toBe(400);
    const done = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/client-informations`, {
        ...asBuyer,
        body: { clientAddressId: address.id },
      }),
    );
    expect(done.clientAddress?.city).toBe(address.address.city);
    const bySeller = await call('PATCH', `api/quote/${quote.id}/client-informations`, {
      ...(await seller()),
      body: { clientAddressId: address.id },
    });
    expect(bySeller.status).toBe(409);
    // Once the invoice is sent, the address it was sent to stays.
    quote.invoiceSent = true;
    const afterInvoice = await call('PATCH', `api/quote/${quote.id}/client-informations`, {
      ...asBuyer,
      body: { clientAddressId: address.id },
    });
    expect(afterInvoice.status).toBe(409);
  });

  it('prints a real PDF named after the quote', async () => {
    const quote = fixture('validated');
    const response = await call('GET', `api/quote/${quote.id}/print`, await seller());
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`quote${quote.id}.pdf`);
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    expect(pdf.getTitle()).toBe(quote.reference);
    const heli = await as('heli@demo.aero', 3);
    expect((await call('GET', `api/quote/${quote.id}/print`, heli)).status).toBe(404);
  });
});
