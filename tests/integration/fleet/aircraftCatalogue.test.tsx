import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';
import type { PreferencesState } from '@/lib/preferences/preferencesSlice';

/** The catalogue holds 66 real types; Embraer builds 7 of them, 2 light jets (Phenom 100EV, 300E). */
const table = () => screen.getByRole('table', { name: 'Aircraft types' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const SLOW = { timeout: 10000 };
/** The URL's query as an object (the order of its keys is not the point). */
const query = (app: { location: () => { search: string } }) =>
  Object.fromEntries(new URLSearchParams(app.location().search));

async function openCatalogue(path = '/aircrafts', preferences: Partial<PreferencesState> = {}) {
  const app = await renderRoute(path, {
    as: 'operator',
    preferences: { language: 'en', ...preferences },
  });
  await screen.findByRole('heading', { level: 1, name: 'Aircraft catalogue' }, SLOW);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return app;
}

describe('aircraft catalogue', { timeout: 40000 }, () => {
  it('pages by twelve, by manufacturer then model, the page in the URL', async () => {
    const app = await openCatalogue();
    expect(rows()).toHaveLength(12);
    expect(screen.getByText(/^1–12 of 66$/)).toBeInTheDocument();
    const names = firstCells().map((name) => name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(app.location().search).toBe('?page=2'));
    await waitFor(() => expect(screen.getByText(/^13–24 of 66$/)).toBeInTheDocument());
  });

  it('filters by manufacturer and category and searches, kept in the URL', async () => {
    const user = userEvent.setup();
    const app = await openCatalogue();
    const bar = screen.getByRole('search', { name: 'Filters' });
    const manufacturer = within(bar).getByRole('combobox', { name: 'Manufacturer' });
    await waitFor(() =>
      expect(within(manufacturer).getByRole('option', { name: 'Embraer' })).toBeInTheDocument(),
    );
    await user.selectOptions(manufacturer, 'Embraer');
    await waitFor(() => expect(app.location().search).toBe('?manufacturer=Embraer'));
    await waitFor(() => expect(rows()).toHaveLength(7));
    firstCells().forEach((name) => expect(name).toMatch(/^Embraer /));

    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Category' }), 'Light jet');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(query(app)).toEqual({ manufacturer: 'Embraer', category: 'light_jet' });
    await user.type(
      within(bar).getByRole('searchbox', { name: 'Search the catalogue' }),
      'phenom 300',
    );
    await waitFor(() => expect(firstCells()).toEqual(['Embraer Phenom 300E']));
    expect(query(app)).toEqual({
      manufacturer: 'Embraer',
      category: 'light_jet',
      search: 'phenom 300',
    });
  });

  it('shows the figures in the user units', async () => {
    await openCatalogue('/aircrafts?search=phenom+300', { measurement: 'imperial' });
    await waitFor(() => expect(firstCells()).toEqual(['Embraer Phenom 300E']));
    const row = rows()[0] as HTMLElement;
    // MTOW 8,415 kg; wingspan 15.91 m.
    expect(within(row).getByText(/^18,552\s?lb$/)).toBeInTheDocument();
    expect(within(row).getByText(/^52\.2\s?ft$/)).toBeInTheDocument();
  });
});
