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

    const bar = screen.getByRole('search', { name: 'Filters' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'ICAO' }), 'LFMN');
    await waitFor(() => expect(app.location().search).toBe('?icao=LFMN'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Fuel' }), 'Biojet');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('US gallon (Gal)');
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

    await typeDate(user, 'Start', '2030-01-01');
    await typeDate(user, 'End', '2030-01-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/fuel-prices'), SLOW);
    expect(db.fuelPrices.find((row) => row.startAt === '2030-01-01')).toMatchObject({
      icao: 'LFML',
      iata: 'MRS',
      public: 1.92,
      fees: 0.08,
    });
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
  });
});
