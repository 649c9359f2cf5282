import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

/** Azur Heli Services (heli@demo.aero) flies 3A-MCA to 3A-MCD; MCA and MCB have a calendar. */
const table = () => screen.getByRole('table', { name: 'Helicopters of the organization' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (registration: string) =>
  rows().find((row) => within(row).queryByText(registration) !== null) as HTMLElement;
const SLOW = { timeout: 10000 };
/** The seeded refresh (2026-11-20) told relative to today, whatever today is. */
const PAST_EN = /( ago|^yesterday|^last (week|month|year))$/;
const PAST_FR = /^(il y a .+|hier|la semaine dernière|le mois dernier|l’année dernière)$/;

async function openHelicopters(path = '/organization-helicopter') {
  const app = await renderRoute(path, { as: 'heli', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Helicopters' }, SLOW);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return app;
}

describe('organization helicopters', { timeout: 40000 }, () => {
  it('lists the fleet with its calendars and their last refresh, relative and absolute', async () => {
    await openHelicopters();
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '3A-MCA',
      '3A-MCB',
      '3A-MCC',
      '3A-MCD',
    ]);
    const mca = rowOf('3A-MCA');
    expect(within(mca).getByText('https://calendar.azurheli.mc/3A-MCA.ics')).toBeInTheDocument();
    expect(within(mca).getByText(PAST_EN)).toBeInTheDocument();
    expect(
      within(mca).getByText(
        (_text, element) => element?.getAttribute('datetime') === '2026-11-20T06:00:00.000Z',
      ),
    ).toHaveTextContent(/2026/);
    const mcc = rowOf('3A-MCC');
    expect(within(mcc).getByText('No calendar')).toBeInTheDocument();
    expect(within(mcc).getByText('Never refreshed')).toBeInTheDocument();
    expect(within(mcc).queryByRole('button', { name: /^Refresh/ })).not.toBeInTheDocument();
  });

  it('refreshes a calendar and shows the new time', async () => {
    const user = userEvent.setup();
    await openHelicopters();
    const before = Date.now();
    await user.click(
      within(rowOf('3A-MCA')).getByRole('button', {
        name: 'Refresh calendar of H130 T2 (3A-MCA)',
      }),
    );
    await waitFor(() => expect(within(rowOf('3A-MCA')).getByText('now')).toBeInTheDocument());
    const stored = db.organizationHelicopters.find((h) => h.registration === '3A-MCA');
    expect(Date.parse(stored?.lastCalendarRefreshAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('searches and filters by status, kept in the URL', async () => {
    const app = await openHelicopters('/organization-helicopter?search=leonardo&status=active');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText('3A-MCC')).toBeInTheDocument();
    expect(app.location().search).toBe('?search=leonardo&status=active');
  });

  it('adds a helicopter in the dialog; a registration already known lands on its field', async () => {
    const user = userEvent.setup();
    await openHelicopters();
    await user.click(screen.getByRole('button', { name: 'Add a helicopter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New helicopter' });
    const box = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
    fill(box('Manufacturer'), 'Airbus Helicopters');
    fill(box('Model'), 'H160');
    fill(box(/^Registration/), '3a-mcb');
    fill(box(/^Calendar URL/), 'https://calendar.azurheli.mc/3A-MCE.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(box(/^Registration/)).toHaveAccessibleDescription('Helicopter already exists'),
    );
    expect(box(/^Registration/)).toHaveValue('3a-mcb');
    expect(db.organizationHelicopters.filter((h) => h.registration === '3A-MCB')).toHaveLength(1);

    fill(box(/^Registration/), '3A-MCE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New helicopter' })).not.toBeInTheDocument(),
    );
    expect(db.organizationHelicopters.find((h) => h.registration === '3A-MCE')).toMatchObject({
      manufacturer: 'Airbus Helicopters',
      modelType: 'H160',
      calendarUrl: 'https://calendar.azurheli.mc/3A-MCE.ics',
    });
  });

  it('edits a helicopter in the dialog and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    await openHelicopters();
    await user.click(within(rowOf('3A-MCD')).getByRole('button', { name: 'Edit H125 (3A-MCD)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit H125 (3A-MCD)' });
    const url = within(dialog).getByRole('textbox', { name: /^Calendar URL/ });
    fill(url, 'http://insecure.example.com/cal.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/https/));
    fill(url, 'https://calendar.azurheli.mc/3A-MCD.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(rowOf('3A-MCD')).getByText('https://calendar.azurheli.mc/3A-MCD.ics'),
      ).toBeInTheDocument(),
    );

    await user.click(within(rowOf('3A-MCC')).getByRole('button', { name: /^Delete / }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Delete .*3A-MCC/ });
    await user.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(db.organizationHelicopters.some((h) => h.registration === '3A-MCC')).toBe(false);
  });

  it('speaks French: the last refresh relative and absolute', async () => {
    await renderRoute('/organization-helicopter', { as: 'heli', preferences: { language: 'fr' } });
    await screen.findByRole('heading', { level: 1, name: 'Hélicoptères' }, SLOW);
    const list = await screen.findByRole('table', { name: "Hélicoptères de l'organisation" }, SLOW);
    const mca = await within(list).findByRole('row', { name: /3A-MCA/ }, SLOW);
    expect(within(mca).getByText(PAST_FR)).toBeInTheDocument();
    expect(within(mca).getByText(/20\/11\/2026/)).toBeInTheDocument();
    const mcc = within(list).getByRole('row', { name: /3A-MCC/ });
    expect(within(mcc).getByText('Jamais actualisé')).toBeInTheDocument();
    expect(within(mcc).getByText('Aucun calendrier')).toBeInTheDocument();
  });
});
