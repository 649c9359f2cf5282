// The shop's fuel and hangar pages, and the shop in French.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { SLOW, nice, shopPath, open } from './browseHarness';

describe('fuel', () => {
  const fuelPath = () => `/fuel/${nice().tripId}/${nice().eventId}`;
  const rivieraJet = () =>
    screen.findByRole('article', { name: 'Riviera Jet Centre – Jet A-1 into-plane' }, SLOW);

  it('shows the price per litre in metric', async () => {
    await open(fuelPath(), { language: 'en', measurement: 'metric', currency: 'EUR' });
    expect(await rivieraJet()).toHaveTextContent('€1.89/L excl. VAT');
  });

  it('shows the price per US gallon in imperial', async () => {
    await open(fuelPath(), { language: 'en', measurement: 'imperial', currency: 'EUR' });
    // 1.89 €/L × 3.785411784 L/gal.
    expect(await rivieraJet()).toHaveTextContent('€7.1544/USG excl. VAT');
  });

  it('shows the price in the selected currency', async () => {
    await open(fuelPath(), { language: 'en', measurement: 'metric', currency: 'USD' });
    expect(await rivieraJet()).toHaveTextContent(/\$2\.05\d*\/L excl\. VAT/);
  });

  it('filters by fuel type and adds the typed volume', async () => {
    const user = userEvent.setup();
    await open(fuelPath(), { language: 'en', measurement: 'metric', currency: 'EUR' });
    await rivieraJet();
    await user.click(screen.getByRole('combobox', { name: 'Fuel type' }));
    await user.click(screen.getByRole('option', { name: 'Biojet' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Jet A-1/ })).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /Volume/ }), '1000');
    await user.click(
      screen.getByRole('button', {
        name: 'Add Riviera Jet Centre – Biojet (SAF 30 % blend) to the cart',
      }),
    );
    expect(
      await screen.findByText(/Biojet \(SAF 30 % blend\) was added to the cart\./, undefined, SLOW),
    ).toBeInTheDocument();
  });
});

describe('hangar detail', () => {
  const detail = (startAt: string, endAt: string) => {
    const k = nice();
    return `/shop/providers/hangarDetail/2/${k.tripId}/${k.stepId}/${k.eventId}/${PRODUCT.rivieraHangar}/${k.airportId}?start_at=${startAt}&end_at=${endAt}`;
  };

  it('lists each night, and a full night disables the add', async () => {
    await open(detail(`${isoDateIn(3)}T09:35`, `${isoDateIn(6)}T15:00`));
    const nights = await screen.findByRole('table', { name: 'Availability per night' }, SLOW);
    expect(within(nights).getAllByRole('row')).toHaveLength(4);
    expect(within(nights).getByText('Full')).toBeInTheDocument();
    expect(screen.getByText(/Not every night is available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('adds the period when every night is free', async () => {
    const user = userEvent.setup();
    await open(detail(`${isoDateIn(3)}T09:35`, `${isoDateIn(4)}T10:00`));
    await screen.findByRole('table', { name: 'Availability per night' }, SLOW);
    // 5 slices × 1 night × €95, 20 % VAT.
    expect(screen.getByText('Total: €475.00 excl. VAT, €570.00 incl. VAT')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(
      await screen.findByText('Hangar was added to the cart.', { exact: false }, SLOW),
    ).toBeInTheDocument();
  });
});

describe('hangar search', () => {
  it('keeps the period per event and links each product to its detail with it', async () => {
    const k = nice();
    const period = { startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(4)}T10:00` };
    localStorage.setItem(`shop.hangarSearch.${k.eventId}`, JSON.stringify(period));
    await open(`/hangar/${k.tripId}/${k.eventId}`);
    const hangar = await screen.findByRole('link', { name: 'Riviera Jet Centre – Hangar' }, SLOW);
    expect(hangar).toHaveAttribute(
      'href',
      `/shop/providers/hangarDetail/2/${k.tripId}/${k.stepId}/${k.eventId}/${PRODUCT.rivieraHangar}/${k.airportId}?start_at=${encodeURIComponent(period.startAt)}&end_at=${encodeURIComponent(period.endAt)}`,
    );
    expect(
      screen.getByRole('link', { name: 'Riviera Jet Centre – Aircraft parking' }),
    ).toBeInTheDocument();
  });
});

describe('in French', () => {
  it('says when no provider matches', async () => {
    await open(shopPath('/shop/providers', '?search=zzz'), { language: 'fr' });
    expect(
      await screen.findByText('Aucun prestataire trouvé', undefined, SLOW),
    ).toBeInTheDocument();
  });

  it('shows the seller’s services here, then at every airport', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/provider/5'), { language: 'fr' });
    const here = await screen.findByRole('list', { name: 'Services dans cet aéroport' }, SLOW);
    expect(within(here).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      screen.getByRole('link', { name: 'Voir les services dans tous les aéroports' }),
    );
    const everywhere = await screen.findByRole(
      'list',
      { name: 'Services dans tous les aéroports' },
      SLOW,
    );
    // Gourmet Skies also serves Cannes (LFMD).
    await waitFor(() => expect(within(everywhere).getAllByRole('listitem')).toHaveLength(3), SLOW);
  });
});
