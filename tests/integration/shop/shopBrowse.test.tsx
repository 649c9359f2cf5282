import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { trip1 } from '@/mocks/domains/shop/testkit';
import type { PreferencesState } from '@/lib/preferences/preferencesSlice';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const EN: Partial<PreferencesState> = { language: 'en' };

/** Trip 1's arrival at Nice: the shop's path parameters. */
function nice() {
  const { trip, leg1, nice: event } = trip1();
  return { tripId: trip.id, stepId: leg1.id, eventId: event.id, airportId: event.airportId };
}

function shopPath(prefix: string, suffix = '') {
  const k = nice();
  return `${prefix}/${k.tripId}/${k.stepId}/${k.eventId}/${k.airportId}${suffix}`;
}

async function open(path: string, preferences: Partial<PreferencesState> = EN) {
  const app = await renderRoute(path, { as: 'buyer', preferences });
  await screen.findByRole('heading', { level: 1 }, SLOW);
  return app;
}

describe('providers', () => {
  it('applies the filters of the URL, keeps a search in it and says when nothing matches', async () => {
    const user = userEvent.setup();
    const app = await open(shopPath('/shop/providers', '?typology=fuel'));
    const list = await screen.findByRole('list', { name: 'Providers' }, SLOW);
    const names = () =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    expect(names()).toContain('Riviera Jet Centre');
    expect(names()).toContain('Mistral Fuels');
    expect(names()).not.toContain('Gourmet Skies');
    expect(screen.getByRole('combobox', { name: 'Typology' })).toHaveDisplayValue('Fuel');
    // The event's time at Nice, naming its offset (UTC+1 in winter, UTC+2 in summer).
    expect(
      screen.getByText(
        /^Riviera weekend – Lyon, Nice, Geneva · Arrival at LFMN .* · \d\d\/\d\d\/\d{4}, \d\d:\d\d UTC\+[12] \(local time\)$/,
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search a provider' }), 'zzz');
    expect(await screen.findByText('No provider found', undefined, SLOW)).toBeInTheDocument();
    expect(app.location().search).toContain('search=zzz');
    expect(app.location().search).toContain('typology=fuel');
  });

  it('shows prices from the cheapest product in the selected currency', async () => {
    await open(shopPath('/shop/providers', '?search=Riviera'));
    const card = await screen.findByRole('link', { name: /Riviera Jet Centre/ }, SLOW);
    expect(card).toHaveTextContent(/From €/);
    expect(card).toHaveTextContent('A mandatory package applies to every order.');
  });
});

describe('provider details', () => {
  it('shows the presentation, the services at the airport and the cancellation policy in words', async () => {
    await open(shopPath('/shop/provider/2'));
    // The page and the browser tab name the seller, not "Provider".
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riviera Jet Centre' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Riviera Jet Centre · AeroMarket'));
    expect(screen.getByText(/welcomes business aviation at Nice/)).toBeInTheDocument();
    const services = screen.getByRole('list', { name: 'Services at this airport' });
    expect(within(services).getByRole('link', { name: 'De-icing' })).toBeInTheDocument();
    expect(within(services).getByRole('link', { name: 'Hangar' })).toHaveAttribute(
      'href',
      expect.stringContaining('/shop/providers/hangarDetail/2/'),
    );
    expect(
      screen.getByText(
        'Cancelled by the customer less than 2 days before: 50% of the price is kept.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cancelled by the customer less than 12 hours before: 100% of the price is kept.',
      ),
    ).toBeInTheDocument();
  });
});

describe('service', () => {
  it('computes the line total with options and adds it to the cart', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/5', `/${PRODUCT.gourmetTray}`));
    const quantity = await screen.findByRole('textbox', { name: /Quantity/ }, SLOW);
    // The page names the seller and the service, not "Service".
    expect(
      screen.getByRole('heading', { level: 1, name: /^.+ · Catering tray \(per person\)$/ }),
    ).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('checkbox', { name: /Champagne/ }));
    // (68 + 45) × 2 = 226 excl. VAT, 10 % VAT.
    expect(screen.getByText('Total: €226.00 excl. VAT, €248.60 incl. VAT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 lines' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Catering tray (per person) was added to the cart.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toHaveAttribute(
      'href',
      shopPath('/shop/checkout'),
    );
  });

  it('refuses a quantity above the maximum on the field, input kept', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/5', `/${PRODUCT.gourmetTray}`));
    const quantity = await screen.findByRole('textbox', { name: /Quantity/ }, SLOW);
    // The page names the seller and the service, not "Service".
    expect(
      screen.getByRole('heading', { level: 1, name: /^.+ · Catering tray \(per person\)$/ }),
    ).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Must be between 1 and 19')).toBeInTheDocument();
    expect(quantity).toHaveValue('25');
    expect(screen.getByRole('link', { name: 'Cart, 0 lines' })).toBeInTheDocument();
  });

  it('adds the seller’s mandatory package with the first line, once', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/2', `/${PRODUCT.rivieraHandling}`));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }, SLOW));
    expect(
      await screen.findByText(
        /The seller's mandatory package “FBO handling fee” was added with it/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 lines' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(
        screen.getByText('Ground handling (per turnaround) was added to the cart.'),
      ).toBeInTheDocument(),
    );
    // The same line again: its quantity grows, the package is not added twice.
    expect(screen.getByRole('link', { name: 'Cart, 2 lines' })).toBeInTheDocument();
  });

  it('sends a quotation request with a comment', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/2', `/${PRODUCT.rivieraDeIcing}`));
    expect(
      await screen.findByText('The seller will send the price with the quote.', undefined, SLOW),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment for the seller' }), 'Type IV');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    // The first line from Riviera Jet Centre: its mandatory package comes with it.
    expect(
      await screen.findByText(/^De-icing was added to the cart\. The seller's mandatory package/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 lines' })).toBeInTheDocument();
  });
});

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

describe('links from the trip', () => {
  it('opens the shop from each event of a leg that is not cancelled', async () => {
    const user = userEvent.setup();
    const k = nice();
    const app = await open(`/trips/${k.tripId}`);
    const services = await screen.findAllByRole('link', { name: 'Add services at LFMN' }, SLOW);
    expect(services[0]).toHaveAttribute('href', shopPath('/shop/providers'));
    expect(screen.getAllByRole('link', { name: 'Fuel at LFMN' })[0]).toHaveAttribute(
      'href',
      `/fuel/${k.tripId}/${k.eventId}`,
    );
    expect(screen.getAllByRole('link', { name: 'Hangar at LFMN' })[0]).toHaveAttribute(
      'href',
      `/hangar/${k.tripId}/${k.eventId}`,
    );
    const first = services[0];
    if (!first) throw new Error('no services link');
    await user.click(first);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Providers' }, SLOW),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe(shopPath('/shop/providers'));
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

describe('errors', () => {
  it('says when the seller is not found, the trail back to the providers kept', async () => {
    await open(shopPath('/shop/provider/999'));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Providers' })).toHaveAttribute(
      'href',
      shopPath('/shop/providers'),
    );
  });

  it('says when the event is not in the trip', async () => {
    const k = nice();
    await renderRoute(`/shop/providers/${k.tripId}/${k.stepId}/999999/${k.airportId}`, {
      as: 'buyer',
      preferences: EN,
    });
    expect(
      await screen.findByText('This event is not found in the trip.', undefined, SLOW),
    ).toBeInTheDocument();
  });
});
