import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

/** Azur Heli Services' private transfer Nice – Monaco (service 10301): picks up at Monaco Heliport. */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const MONACO = 10301;
const AIRPORTS_TAB = `/services/edit/${MONACO}/helicopter/airports`;

async function openAirports() {
  await renderRoute(AIRPORTS_TAB, { as: 'heli', preferences: EN });
  const form = await screen.findByRole('form', { name: 'Airports' }, SLOW);
  const addresses = within(form).getByRole('combobox', { name: 'Taking-charge addresses' });
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Monaco Heliport' })).toBeVisible(),
  );
  return { form, addresses };
}

function savedPlaceIds(): number[] | undefined {
  return db.shopProducts.find((product) => product.id === MONACO)?.takingChargePlaceIds;
}

describe('a helicopter service’s taking-charge addresses', { timeout: 60000 }, () => {
  it('chooses an address from the places found as one types, saved at once', async () => {
    const user = userEvent.setup();
    const { form, addresses } = await openAirports();
    await user.type(addresses, 'hotel de paris');
    const option = await screen.findByRole('option', { name: /^Hôtel de Paris Monte-Carlo/ }, SLOW);
    expect(option).toHaveTextContent('Place du Casino, 98000 Monaco · Building');
    await user.click(option);
    expect(within(form).getByRole('button', { name: 'Hôtel de Paris Monte-Carlo' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedPlaceIds()).toEqual([1, 6]));
    // No operator validation: the service stays validated.
    expect(db.services.find((service) => service.id === MONACO)?.validationState).toBe('validated');
  });

  it('refuses a city on screen: not precise enough, nothing sent', async () => {
    const user = userEvent.setup();
    const { form, addresses } = await openAirports();
    await user.type(addresses, 'saint-tropez');
    const city = await screen.findByRole('option', { name: /^Saint-Tropez/ }, SLOW);
    expect(city).toHaveTextContent('City · not precise enough');
    await user.click(city);
    await waitFor(() =>
      expect(addresses).toHaveAccessibleDescription(/^Not precise enough: choose a heliport/),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(addresses).toHaveAccessibleDescription(/^Not precise enough/);
    expect(savedPlaceIds()).toEqual([1]);
  });

  it('shows the server’s refusal on the field, the choice kept', async () => {
    const user = userEvent.setup();
    const { form, addresses } = await openAirports();
    await user.type(addresses, 'port vauban');
    await user.click(await screen.findByRole('option', { name: /^Port Vauban/ }, SLOW));
    // The directory reclassified the harbour meanwhile: only the server knows.
    const { PLACES } = await import('@/mocks/domains/places');
    const vauban = PLACES.find((place) => place.name === 'Port Vauban');
    if (!vauban) throw new Error('no Port Vauban');
    const kind = vauban.kind;
    Object.assign(vauban, { kind: 'road' });
    try {
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(addresses).toHaveAccessibleDescription(/^Not precise enough/));
    } finally {
      Object.assign(vauban, { kind });
    }
    expect(within(form).getByRole('button', { name: 'Port Vauban' })).toBeVisible();
    expect(savedPlaceIds()).toEqual([1]);
  });

  it('a new helicopter service has the field, refusing an imprecise place too', async () => {
    const user = userEvent.setup();
    await renderRoute('/services/add', { as: 'heli', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'New service' }, SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Typology/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Helicopter' }));
    const form = screen.getByRole('form', { name: 'New service' });
    const addresses = within(form).getByRole('combobox', { name: 'Taking-charge addresses' });
    await user.type(addresses, 'cote d');
    await user.click(await screen.findByRole('option', { name: /^Côte d’Azur/ }, SLOW));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addresses).toHaveAccessibleDescription(/^Not precise enough/));
  });

  it('lists the addresses on the show page', async () => {
    await renderRoute(`/services/show/${MONACO}/helicopter/airports`, {
      as: 'heli',
      preferences: EN,
    });
    const list = await screen.findByRole('list', { name: 'Taking-charge addresses' }, SLOW);
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Monaco Heliport – Avenue des Ligures, 98000 Monaco',
    );
  });
});
