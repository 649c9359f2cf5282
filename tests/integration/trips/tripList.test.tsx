import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';

const table = () => screen.getByRole('table', { name: 'Trips' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function openTrips(path = '/trips', as: DemoRole = 'buyer') {
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 3000 });
  return app;
}

describe('trip list', () => {
  it('shows the first page of the buyer organization trips with their route', async () => {
    await openTrips();
    expect(screen.getByRole('heading', { level: 1, name: 'Trips' })).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText(/^1–10 of \d{3}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New trip' })).toHaveAttribute('href', '/trip-edit');
  });

  it('filters by name, kept in the URL, and its effect shows', async () => {
    const user = userEvent.setup();
    const app = await openTrips('/trips?page=2');
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.type(within(bar).getByRole('searchbox', { name: 'Trip name' }), 'Riviera weekend');
    await waitFor(() => expect(app.location().search).toBe('?name=Riviera+weekend'));
    await waitFor(() => expect(names()).toEqual([RIVIERA]), { timeout: 15000 });
  });

  it('reads the filters from the URL and sends them', async () => {
    await openTrips('/trips?flightMission=positioning&organizationAircraft=1');
    const total = Number(/of (\d+)$/.exec(screen.getByText(/^1–\d+ of \d+$/).textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(100);
    const bar = screen.getByRole('search', { name: 'Filters' });
    expect(within(bar).getByRole('combobox', { name: 'Mission' })).toHaveValue('positioning');
  });

  it('says when no trip matches', async () => {
    await renderRoute('/trips?name=no-such-trip-anywhere', {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    expect(await screen.findByText('No trip matches these filters')).toBeInTheDocument();
  });

  it('shows a seller only the trips it serves', async () => {
    await openTrips('/trips', 'seller');
    expect(screen.queryByRole('link', { name: 'New trip' })).not.toBeInTheDocument();
    expect(screen.getByText(/^1–\d+ of \d+$/).textContent).not.toMatch(/of 5\d\d$/);
  });

  it('gives operators every organization, with an organization column and filter', async () => {
    await openTrips('/operator/trips', 'operator');
    expect(within(table()).getByRole('columnheader', { name: 'Organization' })).toBeInTheDocument();
    const bar = screen.getByRole('search', { name: 'Filters' });
    expect(within(bar).getByRole('combobox', { name: 'Organization' })).toBeInTheDocument();
  });
});
