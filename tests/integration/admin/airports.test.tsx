import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { as: 'operator', preferences: { language: 'en' } } as const;
const SLOW = { timeout: 15_000 };

const rows = () =>
  within(screen.getByRole('table', { name: 'Airports' }))
    .getAllByRole('row')
    .slice(1);
function airportId(icao: string): number {
  const found = db.airports.find((a) => a.icao === icao);
  if (!found) throw new Error(`no ${icao}`);
  return found.id;
}

describe('airports', { timeout: 60_000 }, () => {
  it('lists the catalogue a page at a time', async () => {
    await renderRoute('/airports', EN);
    await screen.findByRole('heading', { level: 1, name: 'Airports' }, SLOW);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(rows().length).toBeLessThan(db.airports.length);
    expect(screen.getByText(new RegExp(`of ${db.airports.length}`))).toBeInTheDocument();
  });

  it('searches from the URL, exact codes first', async () => {
    await renderRoute('/airports?search=NCE', EN);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('LFMN'), SLOW);
    expect(rows()[0]).toHaveTextContent('France');
  });

  it('says "no airport found" when nothing matches', async () => {
    await renderRoute('/airports?search=nowhere-at-all', EN);
    expect(await screen.findByText(/No airport matches/, {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    server.use(mock.get('*/api/airport', () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/airports', EN);
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
  });

  it('refuses an IATA code another airport has, on the field, then saves', async () => {
    const user = userEvent.setup();
    const id = airportId('LFMD');
    await renderRoute(`/airport/${id}/edit`, EN);
    const iata = await screen.findByRole('textbox', { name: /IATA/ }, SLOW);
    fill(iata, 'NCE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('IATA code already exists', {}, SLOW)).toBeInTheDocument();
    fill(screen.getByRole('textbox', { name: /IATA/ }), '');
    fill(screen.getByRole('textbox', { name: /^Name/ }), 'Cannes Mandelieu Côte d’Azur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const saved = db.airports.find((a) => a.id === id);
      expect(saved).toMatchObject({ iata: null, name: 'Cannes Mandelieu Côte d’Azur' });
    }, SLOW);
  });

  it('refuses to delete an airport products use, saying why', async () => {
    const user = userEvent.setup();
    await renderRoute('/airports?search=LFMN', EN);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('LFMN'), SLOW);
    await user.click(
      within(rows()[0] as HTMLElement).getByRole('button', { name: /^Delete LFMN/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/attached to products/, {}, SLOW)).toBeInTheDocument();
    expect(db.airports.some((a) => a.icao === 'LFMN')).toBe(true);
  });

  it('offers no write to an operator who may only read', async () => {
    await renderRoute('/airports', {
      as: 'chloe.petit@aeromarket.aero',
      preferences: { language: 'en' },
    });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByRole('link', { name: 'Add an airport' })).toBeNull();
    expect(within(rows()[0] as HTMLElement).queryAllByRole('button')).toEqual([]);
  });
});
