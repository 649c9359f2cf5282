// Browsing the shop: providers, a provider, a service, the links from the trip, errors (fuel,
// hangar and French: shopFuelHangar.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { renderRoute } from '@tests/utils/renderRoute';
import { SLOW, EN, nice, shopPath, open } from './browseHarness';

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
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 0 lines' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Catering tray (per person) was added to the cart.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 1 line' })).toHaveAttribute(
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
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 0 lines' })).toBeInTheDocument();
  });

  it('adds the seller’s mandatory package with the first line, once', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/2', `/${PRODUCT.rivieraHandling}`));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }, SLOW));
    expect(
      await screen.findByText(/FBO handling fee added, mandatory at this airport\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 2 lines' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(
        screen.getByText('Ground handling (per turnaround) was added to the cart.'),
      ).toBeInTheDocument(),
    );
    // The same line again: its quantity grows, the package is not added twice.
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 2 lines' })).toBeInTheDocument();
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
      await screen.findByText(
        /^De-icing was added to the cart\. FBO handling fee added, mandatory/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 2 lines' })).toBeInTheDocument();
  });
});

describe('links from the trip', () => {
  it('opens the shop from each event of a leg that is not cancelled', async () => {
    const user = userEvent.setup();
    const k = nice();
    const app = await open(`/trips/${k.tripId}`);
    const services = await screen.findAllByRole('link', { name: 'Add services at LFMN' }, SLOW);
    expect(services[0]).toHaveAttribute('href', shopPath('/shop/providers'));
    // Fuel and hangar wait in the event's "⋯" menu (the trip page's compact row of actions).
    const more = screen.getAllByRole('button', { name: 'More at LFMN' })[0];
    if (!more) throw new Error('no menu at LFMN');
    await user.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Fuel at LFMN' })).toHaveAttribute(
      'href',
      `/fuel/${k.tripId}/${k.eventId}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Hangar at LFMN' })).toHaveAttribute(
      'href',
      `/hangar/${k.tripId}/${k.eventId}`,
    );
    await user.keyboard('{Escape}');
    const first = services[0];
    if (!first) throw new Error('no services link');
    await user.click(first);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Providers' }, SLOW),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe(shopPath('/shop/providers'));
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
