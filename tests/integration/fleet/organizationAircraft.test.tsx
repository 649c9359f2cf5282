import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

/**
 * Alpine Executive Jets (buyer@demo.aero) flies aircraft 1-6; the seeded trips ahead fly
 * aircraft 1-4 (bound to a trip), 5 and 6 only flew in the past.
 */
const table = () => screen.getByRole('table', { name: 'Aircraft of the organization' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const EN = { language: 'en' } as const;
/** The first render loads the lazy page and its translations: slower on a busy machine. */
const SLOW = { timeout: 10000 };

async function openList(path = '/organization-aircraft') {
  const app = await renderRoute(path, { as: 'buyer', preferences: EN });
  await screen.findByRole('heading', { level: 1, name: 'Aircraft' }, SLOW);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return app;
}

/** Six more airframes for Alpine (copies of aircraft 5 with their own ids and marks). */
function addSixAircraft() {
  const source = db.organizationAircraft.find((aircraft) => aircraft.id === 5);
  if (!source) throw new Error('No aircraft 5');
  for (let i = 0; i < 6; i += 1) {
    db.organizationAircraft.push({
      ...source,
      id: 100 + i,
      name: `Alpine Extra ${i + 1}`,
      registration: `F-HXT${String.fromCharCode(65 + i)}`,
    });
  }
}

describe('organization aircraft list', { timeout: 30000 }, () => {
  it('pages by ten, the page kept in the URL', async () => {
    addSixAircraft();
    const app = await openList('/organization-aircraft?page=2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText(/^11–12 of 12$/)).toBeInTheDocument();
    expect(app.location().search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: /previous page/i }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(app.location().search).toBe('');
  });

  it('searches and filters by status and category, kept in the URL', async () => {
    const user = userEvent.setup();
    const app = await openList();
    expect(rows()).toHaveLength(6);
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Status' }),
      'In maintenance',
    );
    await waitFor(() => expect(app.location().search).toBe('?status=maintenance'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText('F-HPCN')).toBeInTheDocument();

    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'Active');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Category' }), 'Light jet');
    await waitFor(() => expect(app.location().search).toBe('?status=active&category=light_jet'));
    // Pasted: typing is the kit's to test (debounce, listPage.test); here, the filter's effect.
    await user.click(within(bar).getByRole('searchbox', { name: 'Search aircraft' }));
    await user.paste('nothing-here');
    expect(await screen.findByText('No aircraft matches these filters')).toBeInTheDocument();
    expect(app.location().search).toBe('?status=active&category=light_jet&search=nothing-here');
  });

  it('reads its filters from the URL', async () => {
    await openList('/organization-aircraft?search=aej701');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText('Alpine One')).toBeInTheDocument();
  });

  it('offers no delete for an aircraft a trip flies, and deletes another after confirmation', async () => {
    const user = userEvent.setup();
    await openList();
    const bound = rows().find((row) => within(row).queryByText('F-HALP')) as HTMLElement;
    await user.click(within(bound).getByRole('button', { name: /^Actions for / }));
    const boundMenu = screen.getByRole('menu');
    expect(within(boundMenu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(within(boundMenu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Alpine Five (F-HGAL)' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete Alpine Five (F-HGAL)?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(db.organizationAircraft.some((aircraft) => aircraft.id === 5)).toBe(false);
  });
});

describe('organization aircraft form', { timeout: 40000 }, () => {
  it('adds an aircraft from the catalogue, its figures filled in the user imperial units', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/organization-aircraft/add', {
      as: 'buyer',
      preferences: { ...EN, measurement: 'imperial' },
    });
    await screen.findByRole('heading', { level: 1, name: 'New aircraft' }, SLOW);
    await user.type(screen.getByRole('combobox', { name: 'Aircraft type' }), 'Phenom 300');
    await user.click(await screen.findByRole('option', { name: /Embraer Phenom 300E \(E55P\)/ }));

    // Catalogue type 8: MTOW 8,415 kg, wingspan 15.91 m, 11 seats.
    await waitFor(() => expect(textbox(/^MTOW/)).toHaveValue('18551.9'));
    expect(textbox(/^Wingspan/)).toHaveValue('52.2');
    expect(textbox(/^Seats/)).toHaveValue('11');

    fill(textbox('Name'), 'Alpine Seven');
    await user.type(textbox(/^Registration/), 'f-hals');
    await user.type(screen.getByRole('combobox', { name: 'Home base' }), 'LFLL');
    await user.click(await screen.findByRole('option', { name: /^LFLL · / }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(app.location().pathname).toMatch(/^\/organization-aircraft\/show\/\d+$/),
    );
    // The success alert is a modal over the page: the page's heading is hidden until OK. (Its
    // chunk loads on first use: a cold file found the heading before the alert came.)
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alpine Seven (F-HALS)' }),
    ).toBeVisible();
    expect(db.organizationAircraft.find((a) => a.registration === 'F-HALS')).toMatchObject({
      aircraftTypeId: 8,
      mtowKg: 8415,
      wingspanM: 15.91,
      seats: 11,
      measurementUnit: 'imperial',
    });
  });

  it('shows the AOC of another organization on its field, the input kept', async () => {
    const user = userEvent.setup();
    await renderRoute('/organization-aircraft/edit/5', { as: 'buyer', preferences: EN });
    await waitFor(() => expect(textbox('Name')).toHaveValue('Alpine Five'), SLOW);
    fill(textbox('AOC number'), 'GB.AOC.2291');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox('AOC number')).toHaveAccessibleDescription('AOC already exists'),
    );
    expect(textbox('AOC number')).toHaveValue('GB.AOC.2291');
    expect(db.organizationAircraft.find((a) => a.id === 5)?.aoc).toBe('FR.AOC.0142');
  });

  it('says why an aircraft a trip flies cannot be edited, and shows the refusal', async () => {
    const user = userEvent.setup();
    await renderRoute('/organization-aircraft/edit/1', { as: 'buyer', preferences: EN });
    await waitFor(() => expect(textbox('Name')).toHaveValue('Alpine One'), SLOW);
    expect(screen.getByText(/A trip not yet completed flies this aircraft/)).toBeVisible();
    fill(textbox('Name'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An aircraft bound to a trip cannot be edited')).toBeVisible();
    expect(textbox('Name')).toHaveValue('Renamed');
    expect(db.organizationAircraft.find((a) => a.id === 1)?.name).toBe('Alpine One');
  });

  it('duplicates the type and figures, not the identity', async () => {
    await renderRoute('/organization-aircraft/duplicate/5', { as: 'buyer', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'Duplicate Alpine Five (F-HGAL)' }, SLOW);
    await waitFor(() => expect(textbox(/^MTOW/)).not.toHaveValue(''));
    expect(textbox('Name')).toHaveValue('');
    expect(textbox(/^Registration/)).toHaveValue('');
  });
});
