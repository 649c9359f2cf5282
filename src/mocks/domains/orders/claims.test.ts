import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../lib/api/files.types';
import type { QuoteDetail } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import { now } from '../../db/clock';
import { call } from '../../testing';
import { buyer, fileForm, fixture, json, multipart, seller, type Errors } from './testkit';

beforeEach(() => resetDemoApi());

async function upload(name: string, type: string): Promise<UploadedFile> {
  return json<UploadedFile>(
    await call('POST', 'api/file', {
      ...(await buyer()),
      ...(await multipart(fileForm(name, type))),
    }),
    201,
  );
}

/** An order the client claimed (a delay), not answered yet. */
function claimedOrder() {
  return fixture('claimed', {
    claim: {
      nature: 'delay',
      comment: 'Late',
      evidence: [],
      createdAt: now().toISOString(),
      refundType: null,
      amount: null,
      answeredAt: null,
    },
  });
}

describe('claims', () => {
  it('lets the client claim a delivered order with evidence, then the seller refund part', async () => {
    const quote = fixture('delivered', {}, 'delivered');
    const asBuyer = await buyer();
    const photo = await upload('scratch.png', 'image/png');
    const bad = await json<Errors>(
      await call('POST', `api/quote/${quote.id}/claim`, {
        ...asBuyer,
        body: { nature: 'nope', comment: ' ', evidenceFileIds: [photo.id, 999] },
      }),
      400,
    );
    expect(bad.errors).toEqual({
      nature: ['validator.choice'],
      comment: ['validator.required'],
      'evidenceFileIds.1': ['validator.choice'],
    });
    const claimed = await json<QuoteDetail>(
      await call('POST', `api/quote/${quote.id}/claim`, {
        ...asBuyer,
        body: {
          nature: 'damage',
          comment: 'Scratch on the left wing',
          evidenceFileIds: [photo.id],
        },
      }),
    );
    expect(claimed.state).toBe('claimed');
    expect(claimed.claim?.evidence).toEqual([
      { fileId: photo.id, name: 'scratch.png', url: photo.url },
    ]);
    const asSeller = await seller();
    const tooMuch = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/claim`, {
        ...asSeller,
        body: { refundType: 'partial_refund', amount: quote.totalIncludingTax },
      }),
      400,
    );
    expect(tooMuch.errors).toEqual({ amount: ['errors.quote_refund_exceeds_total'] });
    const huge = await json<Errors>(
      await call('PATCH', `api/quote/${quote.id}/claim`, {
        ...asSeller,
        body: { refundType: 'partial_refund', amount: 1e300 },
      }),
      400,
    );
    expect(huge.errors).toEqual({ amount: ['validator.amount_max|{"max":1000000000}'] });
    const refunded = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/claim`, {
        ...asSeller,
        body: { refundType: 'partial_refund', amount: 100 },
      }),
    );
    expect(refunded.state).toBe('partial_refunded');
    expect(refunded.claim).toMatchObject({ refundType: 'partial_refund', amount: 100 });
    const note = db.invoices.find((i) => i.type === 'credit_note' && i.quotes[0]?.id === quote.id);
    expect(note?.totalDue).toBe(-100);
    const again = await call('PATCH', `api/quote/${quote.id}/claim`, {
      ...asSeller,
      body: { refundType: 'total_refund', amount: null },
    });
    expect(again.status).toBe(409);
  });

  it('rejects a claim (back to delivered) or refunds it all', async () => {
    const quote = claimedOrder();
    const rejected = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/claim`, {
        ...(await seller()),
        body: { refundType: 'claim_rejected', amount: null },
      }),
    );
    expect(rejected.state).toBe('delivered');
    quote.state = 'claimed';
    if (quote.claim) quote.claim.refundType = null;
    const total = await json<QuoteDetail>(
      await call('PATCH', `api/quote/${quote.id}/claim`, {
        ...(await seller()),
        body: { refundType: 'total_refund', amount: null },
      }),
    );
    expect(total.state).toBe('refunded');
    expect(total.claim?.amount).toBe(quote.totalIncludingTax);
  });

  it('answers a claim once when the answer is sent twice at once (a double click refunded twice)', async () => {
    const quote = claimedOrder();
    const credits = () =>
      db.invoices.filter(
        (invoice) =>
          invoice.type === 'credit_note' && invoice.quotes.some((ref) => ref.id === quote.id),
      );
    const before = credits().length;
    const asSeller = await seller();
    const answer = () =>
      call('PATCH', `api/quote/${quote.id}/claim`, {
        ...asSeller,
        body: { refundType: 'total_refund', amount: null },
      });
    const both = await Promise.all([answer(), answer()]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(credits()).toHaveLength(before + 1);
  });

  it('refuses a claim before delivery, and from the seller', async () => {
    const quote = fixture('validated');
    const body = { nature: 'damage', comment: 'x', evidenceFileIds: [] };
    expect(
      (await call('POST', `api/quote/${quote.id}/claim`, { ...(await buyer()), body })).status,
    ).toBe(409);
    fixture('delivered', {}, 'delivered');
    expect(
      (await call('POST', `api/quote/${quote.id}/claim`, { ...(await seller()), body })).status,
    ).toBe(409);
  });
});
