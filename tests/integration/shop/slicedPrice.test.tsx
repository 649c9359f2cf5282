import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

/** Riviera's hangar at Nice priced per slice: 2 slices at €95, up to 18 at €80. */
beforeEach(() => {
  const hangar = db.shopProducts.find((product) => product.id === PRODUCT.rivieraHangar);
  if (!hangar) throw new Error('no Riviera hangar');
  hangar.pricingType = 'price_per_slice';
  hangar.unitPrice = 95;
  hangar.priceSlices = [
    { places: 18, unitPrice: 80 },
    { places: 2, unitPrice: 95 },
  ];
});

describe('a product priced per slice in the shop', () => {
  it('is offered from its cheapest slice, per slice and night', async () => {
    const { trip, leg1, nice } = trip1();
    await renderRoute(`/shop/provider/2/${trip.id}/${leg1.id}/${nice.id}/${nice.airportId}`, {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    const services = await screen.findByRole('list', { name: 'Services at this airport' }, SLOW);
    const hangar = within(services).getByRole('link', { name: 'Hangar' }).closest('li');
    if (!hangar) throw new Error('no hangar item');
    // Not the €95.00 a 1- or 2-slice booking pays as if it were every booking's price.
    expect(hangar).toHaveTextContent('From €80.00 per slice and night');
  });
});
