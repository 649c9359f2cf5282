import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Service, ServicePayload } from '@/entities/service';
import { db } from '@/mocks/db';
import { PLACE } from '@/mocks/domains/places';
import { CATEGORY } from '@/mocks/domains/shop/seed';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { actAs } from '@tests/utils/behindTheScreen';
import { renderRoute } from '@tests/utils/renderRoute';

/**
 * Issue 30: a helicopter service a seller creates is offered in the transfer shop once its
 * transfer tab is set and validated. Azur Heli Services (organization 3, heli@demo.aero) flies
 * from Nice (airport 4); its fleet holds an H130 T2 (3A-MCA). Trip 1's transfer leaves Nice.
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };
const AZUR = 3;
const NICE = 4;

const newHelicopterService: ServicePayload = {
  typology: 'helicopter',
  status: 'active',
  visible: true,
  information: {
    name: { en: 'Transfer Nice – Port Hercule', fr: 'Transfert Nice – Port Hercule' },
    description: { en: '', fr: '' },
    categoryIds: [CATEGORY.helicopter],
    attributes: [],
    characteristics: [],
  },
  pricing: {
    pricingType: 'unit_price',
    unitPrice: 1400,
    priceSlices: [],
    unit: 'trip',
    vatRate: 10,
    ecotax: 0,
    discountRate: 0,
    minQuantity: 1,
    maxQuantity: null,
    saleMode: 'direct',
    options: [],
    fuelType: null,
  },
  availability: { availableFrom: null, availableTo: null },
  capacity: null,
  airportIds: [NICE],
  packages: null,
  takingChargePlaceIds: [PLACE.portHercule],
};

async function choose(form: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

describe('a helicopter service’s transfer tab', { timeout: 60000 }, () => {
  it('is filled by the seller, validated by the operator, then offered to buyers', async () => {
    const user = userEvent.setup();
    const created = await actAs<Service>('heli', AZUR, 'POST', 'api/product', newHelicopterService);
    const seller = await renderRoute(`/services/edit/${created.id}/helicopter/transfer`, {
      as: 'heli',
      preferences: EN,
    });
    const form = await screen.findByRole('form', { name: 'Transfer' }, SLOW);
    await choose(form, 'Helicopter', 'Airbus Helicopters H130 T2 · 3A-MCA');
    await choose(form, 'Flight', 'Private (the whole helicopter, per flight)');
    const seats = within(form).getByRole('textbox', { name: /^Seats/ });
    await user.type(seats, '31');
    await user.type(within(form).getByRole('textbox', { name: /^Luggage/ }), '120');
    await user.type(within(form).getByRole('textbox', { name: /^Flight time/ }), '11');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Beyond the document's limit: refused on the field, nothing sent.
    await waitFor(() => expect(seats).toHaveAccessibleDescription(/30/));
    await user.clear(seats);
    await user.type(seats, '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.services.find((s) => s.id === created.id)?.draft?.transfer).toEqual({
        helicopterId: 1,
        type: 'private',
        seats: 5,
        luggageKg: 120,
        durationMinutes: 11,
      }),
    );

    const seen = await actAs<Service>('operator', 4, 'GET', `api/operator/product/${created.id}`);
    await actAs('operator', 4, 'PATCH', `api/product/${created.id}/validate`, {
      updatedAt: seen.updatedAt,
    });

    // The seller's screen closes; a buyer searches the trip's transfer.
    cleanup();
    seller.dispose();
    const { trip, heli } = trip1();
    await renderRoute(
      `/shop/service/helicopter/trip/${trip.id}/step/${heli.id}/event/${heli.transferDeparture.id}` +
        `/organization/${AZUR}/${PLACE.portHercule}/private`,
      { as: 'buyer', preferences: EN },
    );
    const offer = await screen.findByRole(
      'listitem',
      { name: 'Airbus Helicopters H130 T2 3A-MCA' },
      SLOW,
    );
    expect(offer).toHaveTextContent('5 seats · 120 kg of luggage · 11 min');
  });

  it('shows the aircraft and flight on the show page', async () => {
    const created = await actAs<Service>('heli', AZUR, 'POST', 'api/product', {
      ...newHelicopterService,
      transfer: { helicopterId: 1, type: 'shared', seats: 6, luggageKg: 90, durationMinutes: 8 },
    });
    await renderRoute(`/services/show/${created.id}/helicopter/transfer`, {
      as: 'heli',
      preferences: EN,
    });
    const panel = await screen.findByRole('tabpanel', {}, SLOW);
    expect(panel).toHaveTextContent('Airbus Helicopters H130 T2 · 3A-MCA');
    expect(panel).toHaveTextContent('Shared (seats on a shuttle, per passenger)');
    expect(panel).toHaveTextContent('8 min');
  });

  it('is hidden without TRANSFER_HELICOPTER_VIEW, and not editable without _REQUEST', async () => {
    const member = db.organizationUsers.find((m) => m.organizationId === AZUR);
    if (!member) throw new Error('no Azur member');
    const all = member.rights;
    member.rights = all.filter((r) => r.subject !== 'TRANSFER_HELICOPTER' || r.action === 'read');
    const show = await renderRoute('/services/show/10301/helicopter/information', {
      as: 'heli',
      preferences: EN,
    });
    const tabs = await screen.findByRole('tablist', {}, SLOW);
    expect(within(tabs).getByRole('tab', { name: 'Transfer' })).toBeInTheDocument();
    cleanup();
    show.dispose();
    await renderRoute('/services/edit/10301/helicopter/information', {
      as: 'heli',
      preferences: EN,
    });
    await screen.findByRole('form', { name: 'Information' }, SLOW);
    expect(screen.queryByRole('tab', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Airports' })).toBeInTheDocument();
    cleanup();
    member.rights = all.filter((r) => r.subject !== 'TRANSFER_HELICOPTER');
    await renderRoute('/services/show/10301/helicopter/information', {
      as: 'heli',
      preferences: EN,
    });
    const without = await screen.findByRole('tablist', {}, SLOW);
    expect(within(without).queryByRole('tab', { name: 'Transfer' })).not.toBeInTheDocument();
  });
});
