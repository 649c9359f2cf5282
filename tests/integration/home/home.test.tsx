import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { needsActionFrom, quoteSide } from '@/entities/quote';
import { clearanceDue } from '@/entities/trip';
import { db, nowMs } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ORG } from '@/mocks/domains/organizations';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { cartLine, checkoutPath, storeCarts } from '@tests/utils/carts';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const EN = { preferences: { language: 'en' } } as const;

/** The seeded truth the cards must say: live quotes of a state on one side, waiting for it. */
function quotes(side: 'client' | 'organization', id: number, state: string): number {
  return db.quotes.filter(
    (q) =>
      q[side].id === id &&
      q.state === state &&
      !q.cancelled &&
      needsActionFrom(q, quoteSide(q, id)),
  ).length;
}

function tripsMissingClearance(organizationId: number): number {
  const now = nowMs();
  return db.trips.filter(
    (trip) =>
      trip.organizationId === organizationId &&
      trip.steps.some((step) => step.className === 'TripFlight' && clearanceDue(step, now)),
  ).length;
}

const card = (name: RegExp) => screen.findByRole('link', { name }, SLOW);

async function openHome(as: 'buyer' | 'seller' | 'operator') {
  const app = await renderRoute('/', { as, ...EN });
  await screen.findByRole('heading', { level: 1, name: /Welcome/ }, SLOW);
  return app;
}

/** One cart of Alpine's buyer at Nice, as the shop leaves it on the device. */
function storeCart() {
  const { trip, leg1, nice } = trip1();
  const key = { tripId: trip.id, stepId: leg1.id, eventId: nice.id, airportId: nice.airportId };
  storeCarts([{ key, lines: [cartLine({ productId: 1, productName: 'Handling fee' })] }]);
  return key;
}

describe('home: work to do for each role', () => {
  it('a buyer sees quotations to validate, legs lacking a slot or PPR and carts waiting', async () => {
    const key = storeCart();
    const toValidate = quotes('client', ORG.alpine, 'awaiting_customer_validation');
    const missing = tripsMissingClearance(ORG.alpine);
    expect(toValidate).toBeGreaterThan(1);
    expect(missing).toBeGreaterThan(0);
    await openHome('buyer');
    const quotations = await card(new RegExp(`^${toValidate} quotations to validate$`));
    expect(quotations).toHaveAttribute(
      'href',
      '/order?state=awaiting_customer_validation&cancelled=false&needsAction=true',
    );
    const clearance = await card(
      new RegExp(`^${missing} trips? with a leg in the next 72\\sh missing a slot or PPR$`),
    );
    expect(clearance).toHaveAttribute('href', '/trips?missingClearance=true');
    const carts = await card(/^1 cart waiting$/);
    expect(carts).toHaveAttribute('href', checkoutPath(key));
    // Seller and platform work is not the buyer's.
    expect(screen.queryByRole('link', { name: /requests? to price/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /awaiting validation/ })).toBeNull();
    // Settings live in the top bar's drawer, not here.
    expect(screen.queryByRole('heading', { name: 'Your settings' })).toBeNull();
    const next = await screen.findByRole('heading', { name: 'Next legs' }, SLOW);
    expect(next).toBeVisible();
  });

  it("a buyer's next legs: one line each, the time at the airport, the route, the aircraft, the trip", async () => {
    const registrations = db.organizationAircraft
      .filter((aircraft) => aircraft.organizationId === ORG.alpine)
      .map((aircraft) => aircraft.registration);
    await openHome('buyer');
    const legs = await screen.findByRole('list', { name: 'Next legs' }, SLOW);
    const rows = within(legs).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // One link, to the leg's trip, and the departure time with its zone.
      expect(within(row).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/trips\/\d+$/),
      );
      expect(row).toHaveTextContent(/\d{2}:\d{2} UTC/);
      expect(row).toHaveTextContent(/[A-Z0-9]{4} → \S/);
    }
    expect(rows.some((row) => registrations.some((r) => row.textContent?.includes(r)))).toBe(true);
    expect(screen.getByRole('link', { name: 'All trips' })).toHaveAttribute('href', '/trips');
  });

  it('a seller sees requests to price, orders to plan and deliver, invoices and claims', async () => {
    const riviera = (state: string) => quotes('organization', ORG.riviera, state);
    await openHome('seller');
    const expected: [string, number, string][] = [
      ['requests? to price', riviera('awaiting_for_quotation'), 'awaiting_for_quotation'],
      ['orders? to plan', riviera('validated'), 'validated'],
      [
        'orders? to deliver',
        riviera('awaiting_for_services_completed'),
        'awaiting_for_services_completed',
      ],
      ['delivered orders? to invoice', riviera('delivered'), 'delivered'],
      ['claims? to answer', riviera('claimed'), 'claimed'],
    ];
    for (const [words, count, state] of expected) {
      expect(count).toBeGreaterThan(0);
      const link = await card(new RegExp(`^${count} ${words}$`));
      expect(link).toHaveAttribute(
        'href',
        `/order?state=${state}&cancelled=false&needsAction=true`,
      );
    }
    expect(screen.queryByRole('link', { name: /quotations? to validate/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /cart/ })).toBeNull();
    const next = await screen.findByRole('heading', { name: 'Next orders' }, SLOW);
    expect(next).toBeVisible();
  });

  it('an operator sees the organizations awaiting validation, and "No" when there is none', async () => {
    const awaiting = db.organizations.filter((o) => o.organizationStatus === 'awaiting_validation');
    expect(awaiting.length).toBeGreaterThan(0);
    await openHome('operator');
    const link = await card(new RegExp(`^${awaiting.length} organizations? awaiting validation$`));
    expect(link).toHaveAttribute('href', '/organizations?status=awaiting_validation');
    expect(
      screen.queryByRole('link', { name: /quotations? to validate|requests? to price/ }),
    ).toBeNull();
  });

  it('puts the cards with nothing to do after those with work, still as links', async () => {
    for (const quote of db.quotes) {
      if (quote.organization.id === ORG.riviera && quote.state === 'awaiting_for_quotation') {
        quote.cancelled = true;
      }
    }
    await openHome('seller');
    const empty = await card(/^No request to price$/);
    expect(empty).toHaveAttribute('href', expect.stringContaining('state=awaiting_for_quotation'));
    const work = within(screen.getByRole('region', { name: 'To do' }));
    await waitFor(() => {
      const names = work.getAllByRole('link').map((link) => link.textContent);
      expect(names).toHaveLength(5);
      expect(names.at(-1)).toBe('No request to price');
    }, SLOW);
  });

  it('says there is nothing to do rather than hiding the card', async () => {
    for (const organization of db.organizations) {
      if (organization.organizationStatus === 'awaiting_validation') {
        organization.organizationStatus = 'active';
      }
    }
    await openHome('operator');
    expect(await card(/^No organization awaiting validation$/)).toBeVisible();
  });

  it('a card opens the list with its filters', async () => {
    const user = userEvent.setup();
    const app = await openHome('buyer');
    await user.click(await card(/quotations to validate$/));
    await screen.findByRole('heading', { level: 1, name: 'Orders' }, SLOW);
    expect(app.location().pathname).toBe('/order');
    expect(new URLSearchParams(app.location().search).get('state')).toBe(
      'awaiting_customer_validation',
    );
    const table = await screen.findByRole('table', undefined, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^Quotation$/);
    }
  });

  it('the trips card opens the trips the filter keeps', async () => {
    const user = userEvent.setup();
    const missing = tripsMissingClearance(ORG.alpine);
    const app = await openHome('buyer');
    await user.click(await card(/missing a slot or PPR$/));
    const table = await screen.findByRole('table', undefined, SLOW);
    expect(app.location().search).toBe('?missingClearance=true');
    await waitFor(
      () => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(missing, 10) + 1),
      SLOW,
    );
  });

  it('a card that fails says so with a retry; the others keep their counts', async () => {
    server.use(
      http.get('*/api/trip', () =>
        HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    await openHome('buyer');
    expect(await card(/quotations to validate$/)).toBeVisible();
    expect(await card(/cart/)).toBeVisible();
    const failed = await screen.findByText('This count could not be loaded.', undefined, SLOW);
    const alert = failed.closest('[role="alert"]');
    expect(alert).not.toBeNull();
    server.resetHandlers();
    await userEvent
      .setup()
      .click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await card(/missing a slot or PPR$/)).toBeVisible();
  });

  it('a count on its way shows a busy card in its place; the others do not wait for it', async () => {
    server.use(
      http.get('*/api/trip', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await openHome('buyer');
    expect(await card(/quotations to validate$/)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Counting…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: /missing a slot or PPR$/ })).toBeNull();
  });
});
