import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest, CheckoutResult } from '../../../entities/cart/contract';
import { linePrice, slicedUnitPrice, sumTotals } from '../../../entities/quote/contract';
import type { Service } from '../../../entities/service/contract';
import { db, isoDateIn, resetDemoApi } from '../../db';
import { PRODUCT } from '../shop';
import { atNice, checkoutAtNice, checkoutLine } from '../shop/testkit';
import { SERVICE } from './seed';
import {
  AZUR,
  LEMAN,
  RIVIERA,
  as,
  buyer,
  json,
  newService,
  operatorDecision,
  seller,
  send,
  shopNames,
} from './testkit';

beforeEach(() => resetDemoApi());

async function decide(id: number, action: 'validate' | 'refuse', reason?: string) {
  return json<Service>(await operatorDecision(id, action, reason === undefined ? {} : { reason }));
}

async function sellerView(id: number, session = seller()) {
  return json<Service>(await send(await session, 'GET', `api/product/${id}`));
}

describe('the operator’s validation', () => {
  it('validating a new service puts one product per airport in the shop', async () => {
    const created = await json<Service>(
      await send(await seller(), 'POST', 'api/product', newService()),
      201,
    );
    expect(await shopNames(RIVIERA)).not.toContain('Aircraft interior cleaning');
    const validated = await decide(created.id, 'validate');
    expect(validated).toMatchObject({
      validationState: 'validated',
      onSale: true,
      notOnSaleReasons: [],
    });
    expect(validated.productIds).toHaveLength(1);
    expect(await shopNames(RIVIERA)).toContain('Aircraft interior cleaning');
    const product = db.shopProducts.find((p) => p.id === validated.productIds[0]);
    expect(product).toMatchObject({ serviceId: created.id, sellerId: RIVIERA, unitPrice: 300 });
    // Nothing awaits validation any more.
    const again = await operatorDecision(created.id, 'validate');
    expect(await json(again, 400)).toMatchObject({
      message: 'errors.product_not_awaiting_validation',
    });
  });

  it('a helicopter operator’s package at two airports becomes two products', async () => {
    expect(await shopNames(AZUR)).not.toContain('Grand Prix weekend shuttle');
    const validated = await decide(SERVICE.azurGrandPrix, 'validate');
    expect(validated.productIds).toHaveLength(2);
    const airports = db.shopProducts
      .filter((p) => p.serviceId === SERVICE.azurGrandPrix)
      .map((p) => p.airportId);
    expect(airports).toEqual(validated.airportIds);
    expect(await shopNames(AZUR)).toContain('Grand Prix weekend shuttle');
  });

  it('refusing keeps the service out of the shop with the reason the seller sees', async () => {
    const reasonless = await operatorDecision(SERVICE.rivieraCrewMeals, 'refuse', { reason: ' ' });
    expect(await json(reasonless, 400)).toMatchObject({
      errors: { reason: ['validator.required'] },
    });
    await decide(SERVICE.rivieraCrewMeals, 'refuse', 'Say which meals are offered.');
    expect(await sellerView(SERVICE.rivieraCrewMeals)).toMatchObject({
      validationState: 'refused',
      refusalReason: 'Say which meals are offered.',
      onSale: false,
      notOnSaleReasons: ['refused'],
    });
    expect(await shopNames(RIVIERA)).not.toContain('Crew meal box');
    // The seller's next change goes back to the operator, the reason cleared.
    const path = `api/product/${SERVICE.rivieraCrewMeals}`;
    const information = (await sellerView(SERVICE.rivieraCrewMeals)).information;
    const changed = await json<Service>(
      await send(await seller(), 'PATCH', path, {
        information: { ...information, description: { en: 'Beef or fish, dessert.', fr: '' } },
      }),
    );
    expect(changed).toMatchObject({ validationState: 'awaiting_validation', refusalReason: null });
  });

  it('a refused change keeps the validated version on sale', async () => {
    await decide(SERVICE.rivieraGpu, 'refuse', 'Too expensive for a GPU.');
    const view = await sellerView(SERVICE.rivieraGpu);
    expect(view).toMatchObject({ validationState: 'refused', onSale: true, notOnSaleReasons: [] });
    expect(view.pricing.unitPrice).toBe(95);
    expect(view.onSaleVersion?.pricing.unitPrice).toBe(85);
  });
});

describe('a change of a validated service', () => {
  it('keeps the previous version on sale until validated, on the same product', async () => {
    const path = `api/product/${SERVICE.rivieraHandling}`;
    const before = await sellerView(SERVICE.rivieraHandling);
    const changed = await json<Service>(
      await send(await seller(), 'PATCH', path, { pricing: { ...before.pricing, unitPrice: 500 } }),
    );
    expect(changed).toMatchObject({
      validationState: 'awaiting_validation',
      onSale: true,
      pricing: { unitPrice: 500 },
      onSaleVersion: { pricing: { unitPrice: 450 } },
    });
    const product = () => db.shopProducts.find((p) => p.id === PRODUCT.rivieraHandling);
    expect(product()?.unitPrice).toBe(450);
    await decide(SERVICE.rivieraHandling, 'validate');
    expect(product()?.unitPrice).toBe(500);
    expect((await sellerView(SERVICE.rivieraHandling)).onSaleVersion).toBeNull();
  });

  it('sending back what is on sale withdraws the change', async () => {
    const path = `api/product/${SERVICE.rivieraGpu}`;
    const view = await sellerView(SERVICE.rivieraGpu);
    const back = await json<Service>(
      await send(await seller(), 'PATCH', path, { pricing: { ...view.pricing, unitPrice: 85 } }),
    );
    expect(back).toMatchObject({ validationState: 'validated', onSaleVersion: null });
  });

  it('waits for validation on a capacity change too, withdrawn by sending back what is on sale', async () => {
    const path = `api/product/${SERVICE.rivieraHangar}`;
    const view = await sellerView(SERVICE.rivieraHangar);
    const capacity = { ...view.capacity, total: 20, footprint: { min: 100, max: 900, unit: 'm2' } };
    const changed = await json<Service>(await send(await seller(), 'PATCH', path, { capacity }));
    expect(changed).toMatchObject({ validationState: 'awaiting_validation', capacity });
    const product = () => db.shopProducts.find((p) => p.id === PRODUCT.rivieraHangar);
    expect(product()?.slices?.total).toBe(18);
    const back = await send(await seller(), 'PATCH', path, { capacity: view.capacity });
    expect(await json<Service>(back)).toMatchObject({
      validationState: 'validated',
      onSaleVersion: null,
    });
  });

  it('applies availability at once, to the version on sale and to the draft alike', async () => {
    const path = `api/product/${SERVICE.rivieraGpu}`;
    const availability = { availableFrom: null, availableTo: isoDateIn(30) };
    const changed = await json<Service>(
      await send(await seller(), 'PATCH', path, { availability }),
    );
    expect(changed).toMatchObject({
      validationState: 'awaiting_validation',
      availability,
      onSaleVersion: { availability },
    });
    const onSale = db.shopProducts.find((p) => p.serviceId === SERVICE.rivieraGpu);
    expect(onSale?.availableTo).toBe(availability.availableTo);
  });
});

describe('the organization’s airports', () => {
  it('refuses removing an airport its services use, allows removing a free one', async () => {
    const session = await as('anna.keller@leman-hangars.ch', LEMAN);
    const path = `api/organization/${LEMAN}/airports`;
    expect((await send(session, 'PATCH', path, { airportIcaos: ['LSGG', 'LFMN'] })).status).toBe(
      200,
    );
    expect((await send(session, 'PATCH', path, { airportIcaos: ['LSGG'] })).status).toBe(200);
    const refused = await send(session, 'PATCH', path, { airportIcaos: ['LFMN'] });
    expect(await json(refused, 400)).toMatchObject({
      message: 'errors.airport_attached_to_products',
    });
  });

  it('counts a service awaiting validation as using its airports', async () => {
    const session = await as('heli@demo.aero', AZUR);
    const path = `api/organization/${AZUR}/airports`;
    // LFMD is free; LNMC holds the validated welcome package and the Grand Prix draft.
    expect((await send(session, 'PATCH', path, { airportIcaos: ['LNMC', 'LFMN'] })).status).toBe(
      200,
    );
    db.shopProducts = db.shopProducts.filter((p) => p.serviceId !== SERVICE.azurWelcome);
    db.services = db.services.filter((s) => s.id !== SERVICE.azurWelcome);
    const refused = await send(session, 'PATCH', path, { airportIcaos: ['LFMN'] });
    expect(await json(refused, 400)).toMatchObject({
      message: 'errors.airport_attached_to_products',
    });
  });
});

describe('price per slice, as the checkout charges it', () => {
  const SLICES = [
    { places: 18, unitPrice: 80 },
    { places: 6, unitPrice: 88 },
    { places: 2, unitPrice: 95 },
  ];

  function checkoutBody(seenUnitPrice: number | null): CheckoutRequest {
    return checkoutAtNice(
      [
        // 5 slices × 2 nights for the Falcon 7X, the quantity the buyer was shown.
        checkoutLine(PRODUCT.rivieraHangar, 10, seenUnitPrice, {
          period: { startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(5)}T10:00` },
        }),
        checkoutLine(PRODUCT.rivieraHandlingFee, 1, 180),
      ],
      {
        idempotencyKey: `slices-${String(seenUnitPrice)}`,
        paymentMethodId: 'pm_demo_buyer_visa',
      },
    );
  }

  it('charges the validated slices’ price for the slices the aircraft needs', async () => {
    const path = `api/product/${SERVICE.rivieraHangar}`;
    const view = await sellerView(SERVICE.rivieraHangar);
    const pricing = { ...view.pricing, pricingType: 'price_per_slice', priceSlices: SLICES };
    await send(await seller(), 'PATCH', path, { pricing });
    // Awaiting validation: the checkout still charges the 95 on sale.
    const pending = await json<CheckoutResult>(
      await send(await buyer(), 'POST', 'api/shop/checkout', checkoutBody(0)),
    );
    expect(pending.priceChanges[0]).toMatchObject({ unitPrice: 95 });
    await decide(SERVICE.rivieraHangar, 'validate');
    const asked = await json<CheckoutResult>(
      await send(await buyer(), 'POST', 'api/shop/checkout', checkoutBody(0)),
    );
    // The Falcon 7X needs 5 slices: the 6-place slice's price.
    const unitPrice = slicedUnitPrice(95, SLICES, 5);
    expect(unitPrice).toBe(88);
    expect(asked.priceChanges[0]).toMatchObject({ productId: PRODUCT.rivieraHangar, unitPrice });
    const paid = await json<CheckoutResult>(
      await send(await buyer(), 'POST', 'api/shop/checkout', checkoutBody(88)),
    );
    const hangar = linePrice(
      { unitPrice: 88, quantity: 5 * 2, discountRate: 0, ecotax: 0, vatRate: 20 },
      'EUR',
    );
    const fee = linePrice(
      { unitPrice: 180, quantity: 1, discountRate: 0, ecotax: 0, vatRate: 20 },
      'EUR',
    );
    const { totalExcludingTax, totalIncludingTax } = sumTotals([hangar, fee], 'EUR');
    expect(paid.quotes[0]).toMatchObject({ totalExcludingTax, totalIncludingTax });
    expect(paid.quotes[0]?.lines[0]).toMatchObject({ quantity: 10 });
  });

  it('a hangar priced per slice is offered from its lowest slice’s price', async () => {
    const hangar = newService({
      typology: 'hangar',
      information: { ...newService().information, name: { en: 'Sliced hangar', fr: '' } },
      pricing: {
        ...newService().pricing,
        pricingType: 'price_per_slice',
        unitPrice: null,
        priceSlices: [
          { places: 3, unitPrice: 130 },
          { places: 1, unitPrice: 120 },
        ],
        unit: 'slice_night',
      },
      capacity: { count: 'slices', total: 10, sliceAreaM2: 1000, footprint: null },
    });
    // Riviera sells nothing else at Nice: its "from" is the hangar's.
    db.shopProducts = db.shopProducts.filter((p) => p.sellerId !== RIVIERA);
    const created = await json<Service>(
      await send(await seller(), 'POST', 'api/product', hangar),
      201,
    );
    await decide(created.id, 'validate');
    const page = await json<{ providers: { id: number; priceFrom: number | null }[] }>(
      await send(await buyer(), 'GET', `api/shop/providers?${atNice('&currency=EUR')}`),
    );
    expect(page.providers.find((p) => p.id === RIVIERA)).toMatchObject({ priceFrom: 120 });
  });
});
