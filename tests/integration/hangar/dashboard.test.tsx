import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';
import { db, isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { server } from '@/mocks/node';

const en = { preferences: { language: 'en' as const } };
const RIVIERA = 2;

/** One of Riviera's hangar orders holds slices 4 to 6 of its hangar for tomorrow and the night after. */
function bookTwoNights() {
  const quote = db.quotes.find(
    (q) =>
      q.organization.id === RIVIERA && !q.cancelled && q.lines.some((l) => l.typology === 'hangar'),
  );
  if (!quote) throw new Error('no Riviera hangar order');
  for (const day of [1, 2]) {
    db.hangarBookings.push({
      productId: PRODUCT.rivieraHangar,
      date: isoDateIn(day),
      slices: 3,
      quoteId: quote.id,
      sliceNumbers: [4, 5, 6],
    });
  }
  return quote;
}

describe('the hangar dashboard', { timeout: 30_000 }, () => {
  it('shows the variant chosen (kept in the URL), its figures, movements and chart as a table', async () => {
    const user = userEvent.setup();
    const order = bookTwoNights();
    const app = await renderRoute('/hangar/dashboard', { as: 'seller', ...en });
    // The seller's first variant (Nice, by name) until another is chosen.
    const select = await screen.findByRole('combobox', { name: 'Hangar' });
    expect(select).toHaveTextContent('Parking');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /· Hangar · LFMN/ }));
    await waitFor(() => expect(app.location().search).toBe(`?variant=${PRODUCT.rivieraHangar}`));

    const figures = await screen.findByRole('region', { name: 'Occupancy and revenue' });
    const week = await within(figures).findByRole('region', {
      name: 'Occupancy over the next 7 nights',
    });
    expect(week).toHaveTextContent(/\d+(\.\d)? %/);
    expect(within(figures).getByRole('region', { name: 'Revenue booked' })).toHaveTextContent('€');
    expect(within(figures).getByRole('region', { name: 'Free slices tonight' })).toHaveTextContent(
      /Of 18: slices/,
    );

    const movements = within(figures).getByRole('table', {
      name: 'Arrivals and departures, next 7 days',
    });
    const rows = within(movements)
      .getAllByRole('link', { name: order.reference })
      .map((link) => link.closest('tr'));
    expect(rows.map((row) => row?.textContent)).toEqual([
      expect.stringMatching(/^.*Arrival.*4, 5, 6/),
      expect.stringMatching(/^.*Departure.*4, 5, 6/),
    ]);
    expect(within(movements).getAllByRole('link', { name: order.reference })[0]).toHaveAttribute(
      'href',
      `/order/${order.id}/show`,
    );

    // The chart's figures as a table: one row a night, booked, custom events and free.
    const chart = within(figures).getByRole('region', { name: 'Occupancy of the next 30 nights' });
    await user.click(within(chart).getByRole('button', { name: 'Table' }));
    const table = within(chart).getByRole('table', { name: 'Occupancy of the next 30 nights' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Night', 'Booked', 'Custom events', 'Free']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('opens the variant the URL names; a dashboard that fails says so, with a retry', async () => {
    server.use(
      http.get('*/api/hangar-variant/:id/dashboard', () =>
        HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    await renderRoute(`/hangar/dashboard?variant=${PRODUCT.rivieraHangar}`, {
      as: 'seller',
      ...en,
    });
    const select = await screen.findByRole('combobox', { name: 'Hangar' });
    expect(select).toHaveTextContent(/Hangar · LFMN/);
    expect(select).not.toHaveTextContent('Parking');
    const alert = (await screen.findByText('The dashboard could not be loaded.')).closest(
      '[role="alert"]',
    );
    if (!(alert instanceof HTMLElement)) throw new Error('the failure is not an alert');
    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('region', { name: 'Occupancy tonight' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says "No hangar found" when the seller has no capacity product', async () => {
    db.shopProducts = db.shopProducts.map((p) =>
      p.sellerId === RIVIERA ? { ...p, slices: null } : p,
    );
    await renderRoute('/hangar/dashboard', { as: 'seller', ...en });
    expect(await screen.findByText('No hangar found')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Hangar' })).toBeNull();
  });
});
