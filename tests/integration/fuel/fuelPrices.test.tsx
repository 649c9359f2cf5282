import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';
import { typeDate } from '@tests/utils/typeDate';

const HENRI = 'henri.duval@mistral-fuels.fr';
const EN = { as: HENRI, preferences: { language: 'en' } } as const;
const SLOW = { timeout: 15_000 };

const textbox = (name: string) => screen.getByRole('textbox', { name });
const rows = () =>
  within(screen.getByRole('table', { name: 'Fuel prices' }))
    .getAllByRole('row')
    .slice(1);
const fuelRows = () => db.fuelPrices.length;

describe('fuel prices', { timeout: 60_000 }, () => {
  it('lists the seller’s rows with their prices, the imported airport locked, filtered in the URL', async () => {
    const app = await renderRoute('/fuel-prices', EN);
    await screen.findByRole('heading', { level: 1, name: 'Fuel prices' }, SLOW);
    await waitFor(() => expect(rows()).toHaveLength(7), SLOW);
    const marseille = rows()[0] as HTMLElement;
    expect(marseille).toHaveTextContent('LFML');
    expect(marseille).toHaveTextContent('MRS');
    expect(marseille).toHaveTextContent('Kerosene');
    expect(marseille).toHaveTextContent('€1.92');
    expect(marseille).toHaveTextContent('20 %');
    const toulon = rows().filter((row) => within(row).queryByText('LFTH'));
    expect(toulon).toHaveLength(2);
    for (const row of toulon) expect(within(row).getByText('Imported')).toBeInTheDocument();
    expect(within(marseille).queryByText('Imported')).toBeNull();
    // A manual row is edited and deleted; an imported one is not deleted by hand.
    const actions = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('link')
        .concat(within(row).queryAllByRole('button'))
        .map((action) => action.getAttribute('aria-label') ?? action.textContent);
    expect(actions(marseille).join()).toMatch(/Edit LFML · Mistral Fuels/);
    expect(actions(toulon[0] as HTMLElement).join()).not.toMatch(/Delete/);

    // Choosing a filter writes it in the URL (the page then reads it, as below).
    const bar = screen.getByRole('search', { name: 'Filters' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'ICAO' }), 'LFMN');
    await waitFor(() => expect(app.location().search).toBe('?icao=LFMN'), SLOW);
    // And the rows follow: Nice's two kerosene periods and its biojet.
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    for (const row of rows()) expect(row).toHaveTextContent('LFMN');
  });

  it('reads its filters from the URL: an airport, a fuel, the rows active on a day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await renderRoute(`/fuel-prices?icao=LFMN&fuelType=kerosene&activeAt=${today}`, EN);
    await screen.findByRole('heading', { level: 1, name: 'Fuel prices' }, SLOW);
    // Nice's kerosene: this period's row only, not the next one.
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    expect(rows()[0]).toHaveTextContent('LFMN');
    expect(rows()[0]).toHaveTextContent('€1.98');
    const chips = screen.getByRole('group', { name: 'Filters in use' });
    expect(chips).toHaveTextContent('LFMN');
    expect(chips).toHaveTextContent('Kerosene');
  });

  it('says "no fuel found" when nothing matches', async () => {
    await renderRoute('/fuel-prices?search=nowhere', EN);
    expect(await screen.findByText(/No fuel found/, {}, SLOW)).toBeInTheDocument();
  });

  it('refuses a comma on its field, then an overlapping period on the start, as the server says', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/fuel-price/add', EN);
    await screen.findByRole('heading', { level: 1, name: 'New fuel price' }, SLOW);
    fill(textbox('ICAO'), 'LFML');
    fill(textbox('Supplier'), 'Mistral Fuels');
    fill(textbox('Public price'), '1,92');
    fill(textbox('Commercial flights'), '1.7');
    fill(textbox('Private flights'), '1.8');
    fill(textbox('Fees'), '0.08');
    const seeded = db.fuelPrices.find((row) => row.icao === 'LFML' && row.fuelType === 'kerosene');
    if (!seeded) throw new Error('no seeded Marseille row');
    await typeDate(user, 'Start', seeded.startAt);
    await typeDate(user, 'End', seeded.endAt);
    const count = fuelRows();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox('Public price')).toHaveAccessibleDescription(
        'Use a dot as the decimal separator (1.82)',
      ),
    );

    fill(textbox('Public price'), '1.92');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Overlaps another period/, {}, SLOW)).toBeVisible();
    expect(fuelRows()).toBe(count);

    // Another supplier's board at the same airport and days is its own.
    fill(textbox('Supplier'), 'Riviera Fuels');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/fuel-prices'), SLOW);
    expect(db.fuelPrices.find((row) => row.supplier === 'Riviera Fuels')).toMatchObject({
      icao: 'LFML',
      startAt: seeded.startAt,
      iata: 'MRS',
      public: 1.92,
      fees: 0.08,
    });
  });

  it('deletes a manual row once confirmed', async () => {
    const user = userEvent.setup();
    await renderRoute('/fuel-prices?icao=LFMN&fuelType=biojet', EN);
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    const count = fuelRows();
    const row = rows()[0] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Delete LFMN/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The price of LFMN · Mistral Fuels will be deleted.');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fuelRows()).toBe(count - 1), SLOW);
  });

  it('says why an imported airport’s row cannot be edited, and when the next run is (in French)', async () => {
    const toulon = db.fuelPrices.find((row) => row.icao === 'LFTH');
    if (!toulon) throw new Error('no Toulon row');
    await renderRoute(`/fuel-price/${toulon.id}/edit`, {
      as: HENRI,
      preferences: { language: 'fr' },
    });
    const notice = await screen.findByText(/viennent d’un import/, {}, SLOW);
    // Midnight UTC, in the person's locale (a French date, day first).
    expect(notice).toHaveTextContent(/Prochain passage : \d{2}\/\d{2}\/\d{4}/);
    // Shown, not saved by hand: no Save (a manual row's form has one, as above).
    expect(screen.getByRole('textbox', { name: /^Fournisseur/ })).toHaveValue('Mistral Fuels');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Annuler' })).toBeInTheDocument();
  });
});
