import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TripPage } from '@/entities/trip';
import { server } from '@/mocks/node';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';

const table = () => screen.getByRole('table', { name: 'Trips' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function openTrips(path = '/trips', as: DemoRole = 'buyer') {
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15000 });
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
    // Before the Riviera weekend's first leg (26 November): the trip is planned.
    pinDemoClock('2026-11-23T09:00:00Z');
    const user = userEvent.setup();
    const app = await openTrips('/trips?page=2');
    const bar = screen.getByRole('search', { name: 'Filters' });
    // Pasted: typing is the kit's to test (debounce, listPage.test); here, the filter's effect.
    await user.click(within(bar).getByRole('searchbox', { name: 'Trip name' }));
    await user.paste('Riviera weekend');
    await waitFor(() => expect(app.location().search).toBe('?name=Riviera+weekend'));
    await waitFor(() => expect(names()).toEqual([RIVIERA]), { timeout: 15000 });
    // Counted in words that agree with their number.
    expect(within(rows()[0] as HTMLElement).getByText('2 legs, 1 transfer')).toBeInTheDocument();
    // Its state is a chip of the status palette.
    expect(
      within(rows()[0] as HTMLElement)
        .getByText('Planned')
        .closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'info');
  });

  it('reads the filters from the URL and sends them', async () => {
    await openTrips('/trips?flightMission=positioning&organizationAircraft=1');
    const total = Number(
      /of (\d+)$/.exec(screen.getByText(/^1–\d+ of \d+$/).textContent ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(100);
    const bar = screen.getByRole('search', { name: 'Filters' });
    // Mission is folded under "More filters", which counts it; the chips name both.
    const chips = within(bar).getByRole('group', { name: 'Filters in use' });
    expect(within(chips).getByRole('button', { name: 'Mission: Positioning' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: /^Aircraft: / })).toBeInTheDocument();
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'More filters (1)' }));
    expect(
      within(screen.getByRole('dialog', { name: 'More filters' })).getByRole('combobox', {
        name: 'Mission',
      }),
    ).toHaveValue('positioning');
  });

  it('says when no trip matches', async () => {
    await renderRoute('/trips?name=no-such-trip-anywhere', {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    expect(await screen.findByText('No trip matches these filters')).toBeInTheDocument();
  });

  it('says when the organization has no trip yet', async () => {
    server.use(
      mock.get('*/api/trip', () =>
        HttpResponse.json({ trips: [], totalItems: 0 } satisfies TripPage),
      ),
    );
    await renderRoute('/trips', { as: 'buyer', preferences: { language: 'en' } });
    expect(
      await screen.findByText('No trip found', undefined, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Trips' })).toBeNull();
  });

  it('shows a seller only the trips whose events it provides, other organizations included', async () => {
    await openTrips('/trips', 'seller');
    expect(screen.queryByRole('link', { name: 'New trip' })).not.toBeInTheDocument();
    // Riviera Jet Centre serves 88 of the 600 seeded trips (every movement at Nice), one of
    // them Thames Executive's.
    expect(screen.getByText('1–10 of 88')).toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Organization' })).toBeNull();
  });

  it('shows a seller the trips of another organization it provides', async () => {
    await openTrips('/trips?name=Cannes+Lions', 'seller');
    expect(names()).toEqual(['Cannes Lions delegation']);
  });

  it.each([
    ['buyer', ['New York investor tour']],
    ['seller', []],
  ] as const)('shows the New York tour to the %s: %j', async (as, expected) => {
    const path = '/trips?name=New+York+investor+tour';
    await renderRoute(path, { as, preferences: { language: 'en' } });
    if (expected.length === 0) {
      expect(await screen.findByText('No trip matches these filters')).toBeInTheDocument();
    } else {
      await waitFor(() => expect(names()).toEqual(expected));
    }
  });

  it('gives operators every organization, with an organization column and filter', async () => {
    const user = userEvent.setup();
    const app = await openTrips('/operator/trips', 'operator');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trips of every organization' }),
    ).toBeInTheDocument();
    const header = within(table()).getByRole('columnheader', { name: 'Organization' });
    const column = within(table()).getAllByRole('columnheader').indexOf(header);
    const organizations = () =>
      rows().map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
    const bar = screen.getByRole('search', { name: 'Filters' });
    const filter = within(bar).getByRole('combobox', { name: 'Organization' });
    await user.selectOptions(filter, 'Thames Executive');
    await waitFor(() => expect(app.location().search).toBe('?organization=11'));
    // queryBy in waitFor: a failing getBy prints the whole page each time, starving the fetch.
    await waitFor(() => expect(screen.queryByText(/^1–\d+ of \d{1,2}$/)).not.toBeNull(), {
      timeout: 15000,
    });
    expect(new Set(organizations())).toEqual(new Set(['Thames Executive']));
    expect(names()).toContain('Cannes Lions delegation');
  });
});
