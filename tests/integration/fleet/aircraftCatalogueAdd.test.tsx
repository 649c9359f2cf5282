import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { fill } from '@tests/utils/fill';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

/** The first render loads the lazy page and its translations: slower on a busy machine. */
const SLOW = { timeout: 10000 };
const API = 'http://localhost:3001/';

async function openCatalogue(as: DemoRole = 'operator') {
  await renderRoute('/aircrafts', { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Aircraft catalogue' }, SLOW);
  await screen.findAllByRole('row', {}, SLOW);
}

type User = ReturnType<typeof userEvent.setup>;

/** The add dialog, found again each time (a query kept across renders may hold a stale node). */
const dialog = () => screen.getByRole('dialog', { name: 'New aircraft type' });
const box = (name: string) =>
  within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function choose(user: User, field: string, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
  // A select's menu hides the dialog from the accessibility tree until it has gone.
  if (field !== 'Fuel types') await screen.findByRole('dialog', { name: 'New aircraft type' });
}

/** An Eclipse 550 (not in the catalogue), typed as an operator would, figures metric. */
async function typeEclipse(user: User) {
  fill(box('Manufacturer'), 'Eclipse');
  fill(box('Model'), 'EA550');
  fill(box('ICAO type'), 'ea50');
  const figures: [string, string][] = [
    ['MTOW', '2727'],
    ['Maximum fuel', '780'],
    ['Wingspan', '11.6'],
    ['Length', '10.1'],
    ['Height', '3.4'],
    ['Seats', '6'],
    ['Passenger seats', '4'],
    ['Minimum flight crew', '1'],
  ];
  for (const [name, value] of figures) fill(box(name), value);
  await choose(user, 'Category', 'Light jet');
  await choose(user, 'Fire-fighting category', '2');
  await choose(user, 'Fuel types', 'Kerosene (Jet A-1)');
  // Its list closes as the form is left (Escape would close the dialog).
  await user.click(box('Model'));
}

async function openAdd(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add an aircraft type' }));
  await screen.findByRole('dialog', { name: 'New aircraft type' });
}

const save = (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Save' }));

describe('adding to the aircraft catalogue', { timeout: 60000 }, () => {
  it('lets an operator add a type in a dialog, checked before it is sent', async () => {
    const user = userEvent.setup();
    await openCatalogue();
    await openAdd(user);
    await save(user);
    await waitFor(() =>
      expect(box('Manufacturer')).toHaveAccessibleDescription('This field is required'),
    );
    await typeEclipse(user);
    fill(box('Passenger seats'), '10');
    await save(user);
    await waitFor(() =>
      expect(box('Passenger seats')).toHaveAccessibleDescription(/minimum flight crew \(5\)/),
    );
    fill(box('Passenger seats'), '4');
    await save(user);
    // Saved through the demo API: slower than a check in the form on a busy machine.
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'New aircraft type' })).toBeNull(),
      SLOW,
    );
    expect(db.aircraftTypes.find((type) => type.model === 'EA550')).toMatchObject({
      manufacturer: 'Eclipse',
      icaoType: 'EA50',
      category: 'light_jet',
      mtowKg: 2727,
      fuelTypes: ['Kerosene'],
      minimumRunwayLengthM: null,
    });
  });

  it('shows a type the catalogue holds on its field, and a failure in the spec’s words', async () => {
    const user = userEvent.setup();
    const [first] = db.aircraftTypes;
    if (!first) throw new Error('An empty catalogue');
    db.aircraftTypes.push({
      ...first,
      id: 999,
      manufacturer: 'Eclipse',
      model: 'EA550',
      icaoType: 'EA50',
    });
    await openCatalogue();
    await openAdd(user);
    await typeEclipse(user);
    await save(user);
    await waitFor(
      () =>
        expect(box('Model')).toHaveAccessibleDescription(
          'This aircraft type is already in the catalogue',
        ),
      SLOW,
    );
    expect(box('Model')).toHaveValue('EA550');

    server.use(
      mock.post(`${API}apps/aircraft/aircrafts`, () =>
        HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await save(user);
    expect(await within(dialog()).findByText('Cannot post aircraft', {}, SLOW)).toBeVisible();
  });

  it('offers no add to an operator who may only read the catalogue', async () => {
    await openCatalogue('chloe.petit@aeromarket.aero');
    expect(screen.queryByRole('button', { name: 'Add an aircraft type' })).toBeNull();
  });
});
