import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';
import { typeDate } from '@tests/utils/typeDate';

/** The chief pilot of Alpine Executive Jets holds CREW_VIEW only (demo seed). */
const VIEWER = 'claire.martin@alpine-jets.fr';
/** Julien Moreau, captain at Alpine Executive Jets (other organizations have their own Moreaus). */
const MOREAU_LICENCE = 'FRA.FCL.PA.104382';
const moreauId = () =>
  db.crewMembers.find((member) => member.licenceNumber === MOREAU_LICENCE)?.id ?? 0;

const table = () => screen.getByRole('table', { name: 'Crew members' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function openCrews(path = '/crews', as: DemoRole = 'buyer') {
  // Claire's own language is French: these tests read the English texts.
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Crew' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return app;
}

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('crews list', () => {
  it('lists the organization crew by last name, with every action a full right allows', async () => {
    await openCrews();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText(/^1–10 of 25$/)).toBeInTheDocument();
    const names = rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    const lastNames = names.map((name) => name.split(' ').slice(1).join(' '));
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    expect(screen.getByRole('link', { name: 'Add a crew member' })).toHaveAttribute(
      'href',
      '/crews/add',
    );
    // More than two actions: one "⋯" menu per row.
    const first = rows()[0] as HTMLElement;
    await userEvent.setup().click(within(first).getByRole('button', { name: /^Actions for / }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Edit', 'Duplicate', 'Delete']);
  });

  it('flags expired licences and filters them through the URL', async () => {
    const app = await openCrews('/crews?expired=true');
    expect(app.location().search).toBe('?expired=true');
    await waitFor(() =>
      rows().forEach((row) => expect(within(row).getByText('Expired')).toBeInTheDocument()),
    );
    expect(rows().length).toBeGreaterThan(0);
    expect(within(table()).getByText(/Lefebvre/)).toBeInTheDocument();
  });

  it('searches and filters by role, back to page 1, kept in the URL', async () => {
    const user = userEvent.setup();
    const app = await openCrews('/crews?page=2');
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Crew role' }), 'Captain');
    await waitFor(() => expect(app.location().search).toBe('?role=captain'));
    // Rows first: between two pages the table may be empty, and every row of none is a captain.
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      rows().forEach((row) => expect(within(row).getByText('Captain')).toBeInTheDocument());
    });
    // Pasted: typing is the kit's to test (debounce, listPage.test); here, the filter's effect.
    await user.click(within(bar).getByRole('searchbox', { name: 'Search crew' }));
    await user.paste('moreau');
    await waitFor(() => expect(app.location().search).toBe('?role=captain&search=moreau'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText('Julien Moreau')).toBeInTheDocument();
  });

  it('says when no crew matches', async () => {
    const app = await renderRoute('/crews?search=nobody-by-that-name', { as: 'buyer' });
    expect(await screen.findByText('No crew member matches these filters')).toBeInTheDocument();
    expect(app.location().search).toBe('?search=nobody-by-that-name');
  });

  it('shows only what a viewer may do', async () => {
    await openCrews('/crews', VIEWER);
    expect(screen.queryByRole('link', { name: 'Add a crew member' })).not.toBeInTheDocument();
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: /^Show / })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('deletes a crew member after the typed confirmation', async () => {
    const user = userEvent.setup();
    await openCrews('/crews?search=moreau');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Actions for Julien Moreau' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Julien Moreau?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText('No crew member matches these filters')).toBeInTheDocument();
    expect(moreauId()).toBe(0);
  });
});

describe('crew member form', () => {
  it('adds a crew member and opens their page', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/crews/add', { as: 'buyer' });
    await screen.findByRole('heading', { level: 1, name: 'New crew member' });
    fill(textbox('First name'), 'Amélie');
    fill(textbox('Last name'), 'Durand');
    await choose('Crew role', 'First officer');
    fill(textbox('Licence number'), 'fra.fcl.pa.990001');
    await typeDate(user, /Licence expiry date/, '2028-03-31');
    await user.type(screen.getByRole('combobox', { name: 'Nationality' }), 'Fran');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.type(screen.getByRole('combobox', { name: 'Aircraft types qualified on' }), 'C56X');
    await user.click(await screen.findByRole('option', { name: /^C56X/ }));
    fill(textbox('Email'), 'amelie.durand@alpine-jets.fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.location().pathname).toMatch(/^\/crews\/\d+\/show$/));
    // The success alert is a modal over the page: the page's heading is hidden until OK. (Its
    // chunk loads on first use: a cold file found the heading before the alert came.)
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amélie Durand' })).toBeVisible();
    expect(
      db.crewMembers.find((member) => member.licenceNumber === 'FRA.FCL.PA.990001'),
    ).toMatchObject({
      crewRole: 'first_officer',
      licenceNumber: 'FRA.FCL.PA.990001',
      licenceExpiryDate: '2028-03-31',
      nationality: 'FR',
      aircraftTypes: ['C56X'],
      phone: null,
    });
  });

  it('shows the rules it breaks before sending, and the server refusal on its field', async () => {
    const user = userEvent.setup();
    await renderRoute('/crews/add', { as: 'buyer' });
    await screen.findByRole('heading', { level: 1, name: 'New crew member' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(textbox('First name')).toHaveAccessibleDescription('This field is required');
    const count = db.crewMembers.length;

    fill(textbox('First name'), 'Paul');
    fill(textbox('Last name'), 'Girard');
    await choose('Crew role', 'Captain');
    // Julien Moreau's licence: the API refuses a number already used in the organization.
    fill(textbox('Licence number'), MOREAU_LICENCE);
    await typeDate(user, /Licence expiry date/, '2028-03-31');
    await user.type(screen.getByRole('combobox', { name: 'Nationality' }), 'Belg');
    await user.click(await screen.findByRole('option', { name: /Belgium/ }));
    fill(textbox('Email'), 'paul.girard@alpine-jets.fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(textbox('Licence number')).toHaveAccessibleDescription('This value is already used'),
    );
    expect(textbox('First name')).toHaveValue('Paul');
    expect(db.crewMembers).toHaveLength(count);
  });

  it('edits a crew member, and asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    const id = moreauId();
    const app = await renderRoute(`/crews/${id}/edit`, { as: 'buyer' });
    await waitFor(() => expect(textbox('First name')).toHaveValue('Julien'));
    fill(textbox('Phone'), '+33 6 00 00 00 01');

    await user.click(screen.getByRole('link', { name: 'Crew' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.location().pathname).toBe(`/crews/${id}/edit`);
    expect(textbox('Phone')).toHaveValue('+33 6 00 00 00 01');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/crews/${id}/show`));
    expect(await screen.findByText('+33 6 00 00 00 01')).toBeInTheDocument();
    expect(db.crewMembers.find((member) => member.id === id)?.phone).toBe('+33 6 00 00 00 01');
  });

  it('duplicates the role and qualifications, not the identity', async () => {
    const id = moreauId();
    await renderRoute(`/crews/${id}/duplicate`, { as: 'buyer' });
    await screen.findByRole('heading', { level: 1, name: 'Duplicate Julien Moreau' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Crew role' })).toHaveTextContent('Captain'),
    );
    expect(textbox('First name')).toHaveValue('');
    expect(textbox('Licence number')).toHaveValue('');
    expect(screen.getByText(/^GLF6 · /)).toBeInTheDocument();
  });
});
