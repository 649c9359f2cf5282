// Issue 31: an attribute the operator marks filterable becomes a filter of the shop.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { SLOW, open, shopPath } from '../shop/browseHarness';

/** Riviera's hangar at Nice holds "Heated: yes". */
function heatHangar() {
  const heated = db.catalogueAttributes.find((a) => a.inputName === 'heated');
  const hangar = db.shopProducts.find((p) => p.id === PRODUCT.rivieraHangar);
  if (!heated || !hangar) throw new Error('seed changed');
  hangar.attributeValues = [{ attributeId: heated.id, value: true }];
}

/** The providers the list shows, by name. */
async function providers() {
  const list = await screen.findByRole('list', { name: 'Providers' }, SLOW);
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('a filterable attribute in the shop', { timeout: 60_000 }, () => {
  it('narrows the seeded providers to those holding the feature chosen', async () => {
    await open(shopPath('/shop/providers'));
    await waitFor(async () => expect((await providers()).length).toBeGreaterThan(2), SLOW);
    const feature = await screen.findByRole('combobox', { name: 'Feature' }, SLOW);
    await userEvent.selectOptions(feature, 'Cuisine: French');
    await waitFor(async () => expect(await providers()).toEqual(['Gourmet Skies']), SLOW);
  });

  it('is offered as a filter and keeps the providers holding its value', async () => {
    heatHangar();
    await open(shopPath('/shop/providers', '?attribute=heated:true'));
    const filter = await screen.findByRole('combobox', { name: 'Feature' }, SLOW);
    await waitFor(() => expect(filter).toHaveDisplayValue('Heated: Yes'), SLOW);
    const list = await screen.findByRole('list', { name: 'Providers' }, SLOW);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Riviera Jet Centre']),
    );
  });
});
