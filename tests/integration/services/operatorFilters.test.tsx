import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { language: 'en' } as const;
const SLOW = { timeout: 15000 };
/** Riviera Jet Centre's crew meal box, awaiting validation (a draft, no product yet). */
const CREW_MEALS = 13001;
const table = () => screen.getByRole('table', { name: 'Services of every seller' });
const rows = () => within(table()).getAllByRole('row').slice(1);

/** The name of seller organization `id`, as the list and the filter show it. */
const sellerName = (id: number) =>
  db.organizations.find((organization) => organization.id === id)?.commercialName ?? '';

describe('the operator’s seller filter', { timeout: 60000 }, () => {
  it('offers every seller with a service, one far from the page in view included', async () => {
    const user = userEvent.setup();
    const meals = db.services.find((service) => service.id === CREW_MEALS);
    if (!meals) throw new Error('no crew meal box');
    // A hundred and twenty more services awaiting validation, all Riviera's: they fill the
    // first pages (awaiting first, latest first), beyond the first hundred services too.
    const copies = Array.from({ length: 120 }, (_, index) => ({
      ...structuredClone(meals),
      id: 900000 + index,
      // The most recently changed: first among those awaiting.
      updatedAt: '9999-12-31T00:00:00.000Z',
    }));
    db.services.push(...copies);
    const last = db.services.filter((service) => service.sellerId !== meals.sellerId).at(-1);
    if (!last) throw new Error('no other seller');
    const other = last.sellerId;

    const app = await renderRoute('/operator-services', { as: 'operator', preferences: EN });
    await screen.findByRole('table', { name: 'Services of every seller' }, SLOW);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(rows().every((row) => row.textContent?.includes(sellerName(meals.sellerId)))).toBe(true);
    const bar = screen.getByRole('search', { name: 'Filters' });
    const select = within(bar).getByRole('combobox', { name: 'Seller' });
    const sellerIds = [...new Set(db.services.map((service) => service.sellerId))];
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(expect.arrayContaining(sellerIds.map(sellerName))),
    );
    await user.selectOptions(select, sellerName(other));
    await waitFor(() => expect(app.location().search).toBe(`?seller=${other}`));
    await waitFor(() =>
      expect(rows().every((row) => row.textContent?.includes(sellerName(other)))).toBe(true),
    );
    expect(rows().length).toBeGreaterThan(0);
  });
});
