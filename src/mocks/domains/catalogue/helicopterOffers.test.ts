import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutResult,
  HelicopterOffer,
  HelicopterOffersPage,
  HelicopterOperator,
} from '../../../entities/cart/contract';
import { linePrice } from '../../../entities/quote/contract';
import type { Service } from '../../../entities/service/contract';
import { resetDemoApi } from '../../db';
import { PLACE } from '../places';
import { PRODUCT } from '../shop';
import { helicopterOrder, trip1 } from '../shop/testkit';
import { AZUR, as, buyer, json, operatorDecision, send } from './testkit';

beforeEach(() => resetDemoApi());

const azur = () => as('heli@demo.aero', AZUR);

function heliQuery(extra: string): string {
  const { trip, heli } = trip1();
  return `tripId=${trip.id}&stepId=${heli.id}&eventId=${heli.transferDeparture.id}&currency=EUR${extra}`;
}

async function offers(type: 'private' | 'shared'): Promise<HelicopterOffersPage['offers']> {
  const query = heliQuery(
    `&organizationId=${AZUR}&destinationId=${PLACE.monacoHeliport}&type=${type}`,
  );
  const page = await json<HelicopterOffersPage>(
    await send(await buyer(), 'GET', `api/shop/helicopter-offers?${query}`),
  );
  return page.offers;
}

/** Orders `offer` as the buyer saw it (its unit price, quantity and total). */
async function order(offer: HelicopterOffer | undefined, key: string): Promise<CheckoutResult> {
  if (!offer) throw new Error('no offer');
  const body = helicopterOrder({
    offerId: offer.id,
    idempotencyKey: key,
    seenUnitPrice: offer.unitPrice,
    seenQuantity: offer.quantity,
    seenTotalIncludingTax: linePrice(offer, 'EUR').totalIncludingTax,
  });
  return json<CheckoutResult>(await send(await buyer(), 'POST', 'api/shop/helicopter-order', body));
}

/** Azur changes a service's pricing (awaiting validation until an operator validates it). */
async function reprice(id: number, changes: Partial<Service['pricing']>, validate: boolean) {
  const session = await azur();
  const service = await json<Service>(await send(session, 'GET', `api/product/${id}`));
  const { currency: _currency, ...pricing } = service.pricing;
  await json(
    await send(session, 'PATCH', `api/product/${id}`, { pricing: { ...pricing, ...changes } }),
  );
  if (validate) await json(await operatorDecision(id, 'validate'));
}

/** Azur names Alpine (the demo buyer) in a negotiated rate with a price list. */
async function nameAlpine(
  lines: { serviceId: number; unitPrice: number | null; discountRate: number | null }[],
) {
  const session = await azur();
  const rate = await json<{ id: number }>(
    await send(session, 'POST', 'api/negotiated-rate', {
      companyName: 'Alpine Executive Jets SAS',
      intracommunityVatNumber: 'FR40123456789',
    }),
    201,
  );
  await json(
    await send(session, 'POST', 'api/price-management', {
      name: 'Alpine – helicopters',
      status: 'active',
      negotiatedRateId: rate.id,
      lines,
    }),
    201,
  );
}

describe('helicopter offers are priced from the validated helicopter service', () => {
  it('takes the unit price and VAT of the product on sale', async () => {
    const [h130] = await offers('private');
    expect(h130).toMatchObject({ id: PRODUCT.azurMonaco, unitPrice: 1650, vatRate: 10 });
  });

  it('keeps the price on sale while a change awaits validation, then offers and charges the new one', async () => {
    await reprice(PRODUCT.azurMonaco, { unitPrice: 1780, vatRate: 20 }, false);
    expect((await offers('private'))[0]).toMatchObject({ unitPrice: 1650, vatRate: 10 });
    await json(await operatorDecision(PRODUCT.azurMonaco, 'validate'));
    const [h130] = await offers('private');
    expect(h130).toMatchObject({ id: PRODUCT.azurMonaco, unitPrice: 1780, vatRate: 20 });
    const result = await order(h130, 'repriced');
    expect(result.quotes[0]).toMatchObject({ totalExcludingTax: 1780, totalIncludingTax: 2136 });
  });

  it('applies the product’s discount in the offer as at the order', async () => {
    await reprice(PRODUCT.azurMonacoShared, { discountRate: 10 }, true);
    const [shuttle] = await offers('shared');
    expect(shuttle).toMatchObject({ unitPrice: 165, quantity: 3, discountRate: 10 });
    // 165 × 3 less 10 % = 445.5, VAT 10 %.
    const result = await order(shuttle, 'discounted');
    expect(result.quotes[0]).toMatchObject({ totalExcludingTax: 445.5, totalIncludingTax: 490.05 });
  });

  it('shows and charges a negotiated buyer its price list’s price', async () => {
    await nameAlpine([
      { serviceId: PRODUCT.azurMonaco, unitPrice: 1500, discountRate: null },
      { serviceId: PRODUCT.azurMonacoShared, unitPrice: null, discountRate: 20 },
    ]);
    const [h130] = await offers('private');
    expect(h130).toMatchObject({ id: PRODUCT.azurMonaco, unitPrice: 1500, discountRate: 0 });
    const [shuttle] = await offers('shared');
    // 165 less 20 %.
    expect(shuttle).toMatchObject({ unitPrice: 132, quantity: 3 });
    const { trip, heli } = trip1();
    const query = `tripId=${trip.id}&stepId=${heli.id}&eventId=${heli.transferDeparture.id}&currency=EUR`;
    const operators = await json<HelicopterOperator[]>(
      await send(await buyer(), 'GET', `api/shop/helicopters?${query}`),
    );
    expect(operators[0]?.priceFrom).toBe(396);
    const result = await order(h130, 'negotiated');
    expect(result.quotes[0]).toMatchObject({ totalExcludingTax: 1500, totalIncludingTax: 1650 });
    expect(result.quotes[0]?.lines.map((line) => line.unitPrice)).toEqual([1500]);
  });

  it('refuses an order to a destination the service does not fly to', async () => {
    const response = await send(
      await buyer(),
      'POST',
      'api/shop/helicopter-order',
      helicopterOrder({
        offerId: PRODUCT.azurMonaco,
        destinationId: PLACE.laMole,
        idempotencyKey: 'elsewhere',
        seenUnitPrice: 1650,
        seenQuantity: 1,
        seenTotalIncludingTax: 1815,
      }),
    );
    const body = await json<{ errors: Record<string, string[]> }>(response, 400);
    expect(body.errors).toEqual({ destinationId: ['validator.choice'] });
  });
});
