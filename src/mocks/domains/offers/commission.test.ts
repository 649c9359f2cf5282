// The commission: slice overlaps and gaps, category rates, the commission at each slice edge.
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { CATEGORY } from '../shop';
import { ORG } from '../organizations';
import { commissionOfOrganization, findOffer, subscribeOrganization } from './offers';

beforeEach(() => resetDemoApi());

const slice = (fromAmount: number, toAmount: number | null, rate: number, fixed = 0) => ({
  fromAmount,
  toAmount,
  rate,
  fixedCommission: fixed,
  minimumCommission: 20,
});

/** A new offer of the operator, and a sender of its commission calls. */
async function newOffer() {
  const token = (await login('operator@demo.aero')).token;
  const created = await call('POST', 'api/offer', {
    token,
    body: {
      offerReference: 'OFF-SLICES',
      references: { en: 'Three slices' },
      offerType: 'commission',
      offerActive: true,
      countryCode: null,
      currencyCode: 'EUR',
    },
  });
  const { id } = (await created.json()) as { id: number };
  const send = (method: string, path: string, body?: unknown) =>
    call(method, `api/offer/${id}/${path}`, { token, ...(body === undefined ? {} : { body }) });
  return { id, send };
}

describe('commission slices', () => {
  it('builds three slices, refusing overlaps and gaps on the slice at fault', async () => {
    const { send } = await newOffer();
    expect((await send('POST', 'commission-slice', slice(0, 10000, 5))).status).toBe(201);
    expect((await send('POST', 'commission-slice', slice(10000, 50000, 4, 10))).status).toBe(201);
    const overlap = await send('POST', 'commission-slice', slice(40000, null, 3));
    expect(await overlap.json()).toMatchObject({
      errors: { fromAmount: ['validator.offer.slice_overlap|{"from":10000}'] },
    });
    const gap = await send('POST', 'commission-slice', slice(60000, null, 3));
    expect(await gap.json()).toMatchObject({
      errors: { fromAmount: ['validator.offer.slice_gap|{"from":50000,"to":60000}'] },
    });
    const last = await send('POST', 'commission-slice', slice(50000, null, 3));
    const table = (await last.json()) as { slices: { id: number; fromAmount: number }[] };
    expect(table.slices.map((s) => s.fromAmount)).toEqual([0, 10000, 50000]);
  });

  it('refuses a change or a deletion that would leave amounts out', async () => {
    const { send } = await newOffer();
    for (const row of [slice(0, 10000, 5), slice(10000, 50000, 4), slice(50000, null, 3)])
      await send('POST', 'commission-slice', row);
    const middle = await send('PATCH', 'commission-slice/2', slice(10000, 40000, 4));
    expect(await middle.json()).toMatchObject({
      errors: { toAmount: ['validator.offer.slice_gap|{"from":40000,"to":50000}'] },
    });
    const removed = await send('DELETE', 'commission-slice/2');
    expect(await removed.json()).toMatchObject({
      errors: { sliceId: ['validator.offer.slice_gap|{"from":10000,"to":50000}'] },
    });
    expect((await send('DELETE', 'commission-slice/3')).status).toBe(200);
    const whole = await send('PATCH', 'commission', {
      slices: [slice(0, 100, 5), slice(50, null, 4)],
    });
    expect(await whole.json()).toMatchObject({
      errors: { 'slices.1.fromAmount': ['validator.offer.slice_overlap|{"from":0}'] },
    });
  });

  it('gives a catalogue category one rate of its own', async () => {
    const { send } = await newOffer();
    const body = { categoryId: CATEGORY.fuel, rate: 1.5 };
    expect((await send('POST', 'commission-category', body)).status).toBe(201);
    expect(await (await send('POST', 'commission-category', body)).json()).toMatchObject({
      errors: { categoryId: ['validator.already_used'] },
    });
    const unknown = await send('POST', 'commission-category', { categoryId: 99999, rate: 2 });
    expect(await unknown.json()).toMatchObject({ errors: { categoryId: ['validator.choice'] } });
    const changed = await send('PATCH', 'commission-category/1', { rate: 2 });
    expect(await changed.json()).toMatchObject({
      categories: [{ categoryId: CATEGORY.fuel, rate: 2 }],
    });
  });
});

/** Riviera subscribed to a new offer: 5 % to 10,000; 4 % + 10 to 50,000; 3 % above. */
async function rivieraOnThreeSlices() {
  const { id, send } = await newOffer();
  for (const row of [slice(0, 10000, 5), slice(10000, 50000, 4, 10), slice(50000, null, 3)])
    await send('POST', 'commission-slice', row);
  const offer = findOffer(id);
  if (!offer) throw new Error('created');
  subscribeOrganization(ORG.riviera, offer);
}

describe('the commission of a subscriber', () => {
  it('takes each amount from its slice: an edge belongs to the slice it starts', async () => {
    await rivieraOnThreeSlices();
    const at = (amount: number) => commissionOfOrganization(ORG.riviera, amount);
    expect(at(100)).toMatchObject({ commission: 20, slice: { fromAmount: 0 } }); // the minimum
    expect(at(9999.99)).toMatchObject({ commission: 500, slice: { fromAmount: 0 } });
    expect(at(10000)).toMatchObject({ commission: 410, slice: { fromAmount: 10000 } });
    expect(at(49999.99)).toMatchObject({ commission: 2010, slice: { fromAmount: 10000 } });
    expect(at(50000)).toMatchObject({ commission: 1500, slice: { fromAmount: 50000 } });
  });

  it('shows in the operator accounting the commission of an order from its slice', async () => {
    await rivieraOnThreeSlices();
    // One invoice of 12,000 € excluding VAT (14,400 € with it) left to Riviera: the second
    // slice, 4 % + 10, on the amount excluding VAT.
    const kept = db.invoices.find((i) => i.seller.id === ORG.riviera && i.currency === 'EUR');
    if (!kept) throw new Error('Riviera has EUR invoices');
    db.invoices = [
      { ...kept, subtotal: 12500, discount: 500, vat: 2400, totalDue: 14400, quotes: [] },
    ];
    const token = (await login('operator@demo.aero')).token;
    const page = (await (await call('GET', 'api/operator/accounting', { token })).json()) as {
      rows: { organization: { id: number }; commission: number; commissionRate: number }[];
    };
    const row = page.rows.find((r) => r.organization.id === ORG.riviera);
    expect(row?.commission).toBe(490);
    expect(row?.commissionRate).toBeCloseTo(4.0833, 3);
  });
});
