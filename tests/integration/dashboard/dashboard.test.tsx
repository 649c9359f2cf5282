import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ORG } from '@/mocks/domains/organizations';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15_000 };
const EN = { preferences: { language: 'en' as const } };

/** The paths the app asked the demo API for, from now on. */
function recordCalls() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return paths;
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The demo member of an organization loses a right (its read and every other action). */
function withdraw(email: string, organizationId: number, subject: string): void {
  const user = db.users.find((item) => item.email === email);
  const membership = db.organizationUsers.find(
    (item) => item.userId === user?.id && item.organizationId === organizationId,
  );
  if (!membership) throw new Error('no such member');
  membership.rights = membership.rights.filter((right) => right.subject !== subject);
}

async function openDashboard(as: DemoRole) {
  await renderRoute('/dashboard', { as, ...EN });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW);
}

const card = (name: string) => screen.findByRole('region', { name }, SLOW);
const noCard = (name: string) => expect(screen.queryByRole('region', { name })).toBeNull();

/** A chart card's figures, read in its table: the first column and each row's values. */
async function tableOf(region: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(region).getByRole('button', { name: 'Table' }));
  const table = within(region).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

describe('the dashboard shows each side the cards of its rights', { timeout: 60_000 }, () => {
  it('a seller: its balance, visits, orders by status, the sales forecast and the calendar', async () => {
    const calls = recordCalls();
    await openDashboard('seller@demo.aero');
    const balance = await screen.findByRole('link', { name: /^Available balance/ }, SLOW);
    expect(balance).toHaveAttribute('href', expect.stringMatching(/balance$/));
    await waitFor(() => expect(balance).toHaveTextContent(/€|EUR/), SLOW);

    const status = await card('Orders by status');
    await within(status).findByRole('button', { name: 'Table' }, SLOW);
    await waitFor(() => expect(within(status).queryByRole('progressbar')).toBeNull(), SLOW);
    const rows = await tableOf(status);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[A-Za-z ]+\d+$/.test(row))).toBe(true);

    const forecast = await card('Sales forecast');
    await waitFor(() => expect(within(forecast).queryByRole('progressbar')).toBeNull(), SLOW);
    await userEvent.setup().click(within(forecast).getByRole('button', { name: 'Table' }));
    const headers = within(within(forecast).getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Month', 'Confirmed', 'Trend']);
    // Six months back, this one, three ahead.
    expect(within(within(forecast).getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await userEvent.setup().click(within(forecast).getByRole('button', { name: 'Weeks' }));
    expect(within(within(forecast).getByRole('table')).getAllByRole('row')).toHaveLength(16);

    const visits = await card('Visits of your shop page');
    await waitFor(
      () =>
        expect(visits).toHaveTextContent(/\d+ visits? by \d+ organizations over the last 30 days/),
      SLOW,
    );
    expect(await tableOf(visits)).toHaveLength(30);

    expect(await card('Trips and orders')).toBeInTheDocument();
    // The buyer's cards are not the seller's.
    noCard('Your spending');
    // The status chart and the forecast share one read of the orders.
    const ordersReads = calls.filter((path) => path.endsWith('/api/calendar/quote'));
    expect(ordersReads.length).toBeLessThanOrEqual(2);
    expect(calls.some((path) => path.endsWith(`/api/organization/${ORG.riviera}/balance`))).toBe(
      true,
    );
  });

  it('a buyer: its spending by month, its next legs and the calendar', async () => {
    await openDashboard('buyer@demo.aero');
    const spending = await card('Your spending');
    await waitFor(() => expect(within(spending).queryByRole('progressbar')).toBeNull(), SLOW);
    const rows = await tableOf(spending);
    expect(rows).toHaveLength(12);
    expect(await screen.findByRole('heading', { name: 'Next legs' }, SLOW)).toBeVisible();
    expect(await card('Trips and orders')).toBeInTheDocument();
    noCard('Orders by status');
    noCard('Sales forecast');
    noCard('Visits of your shop page');
    expect(screen.queryByRole('link', { name: /^Available balance/ })).toBeNull();
  });

  it('a seller without the seller accounting right: no money card, and no balance read', async () => {
    withdraw('seller@demo.aero', ORG.riviera, 'SELLER_ACCOUNTING');
    const calls = recordCalls();
    await openDashboard('seller@demo.aero');
    expect(await card('Trips and orders')).toBeInTheDocument();
    noCard('Orders by status');
    noCard('Sales forecast');
    expect(screen.queryByRole('link', { name: /^Available balance/ })).toBeNull();
    noCard('Visits of your shop page');
    expect(calls.some((path) => path.includes('/balance') || path.endsWith('/visits'))).toBe(false);
  });

  it('a buyer without the calendar right: no calendar, no spending, no calls to either', async () => {
    withdraw('buyer@demo.aero', ORG.alpine, 'CALENDAR');
    const calls = recordCalls();
    await openDashboard('buyer@demo.aero');
    expect(await screen.findByText(/Nothing to show on your dashboard/, {}, SLOW)).toBeVisible();
    noCard('Trips and orders');
    noCard('Your spending');
    expect(calls.some((path) => path.includes('calendar'))).toBe(false);
  });
});
