import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../entities/invoice/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import type { FlightStepRecord } from '../trips';
import { issueInvoice } from './issue';

beforeEach(() => resetDemoApi());

const SELLER = 'seller@demo.aero';
const BUYER = 'buyer@demo.aero';

async function get(email: string, organizationId: number, path: string) {
  const { token } = await login(email);
  return call('GET', path, { token, organizationId });
}

/** The flight a Riviera quote for Alpine was bought on, with its trip's aircraft. */
function rivieraFlight() {
  for (const quote of db.quotes) {
    if (quote.organization.id !== ORG.riviera || quote.client.id !== ORG.alpine) continue;
    const trip = db.trips.find((candidate) => candidate.id === quote.tripId);
    const leg = trip?.steps.find(
      (step): step is FlightStepRecord =>
        step.className === 'TripFlight' && step.flightDeparture.id === quote.eventId,
    );
    const aircraft = db.organizationAircraft.find((a) => a.id === trip?.organizationAircraftId);
    if (leg && aircraft) return { quote, leg, aircraft };
  }
  throw new Error('no Riviera quote on an Alpine departure');
}

describe('invoice composition', () => {
  it('shows the items the seller chose, with the flight values, frozen once issued', async () => {
    const { quote, leg, aircraft } = rivieraFlight();
    const issued = issueInvoice(quote, { type: 'invoice', paymentMethod: 'card', paid: false });
    const path = `api/marketplace/invoice/${issued.id}`;
    const read = (await (await get(BUYER, ORG.alpine, path)).json()) as Invoice;
    const type = db.aircraftTypes.find((t) => t.id === aircraft.aircraftTypeId);
    expect(read.composition).toEqual([
      { item: 'aircraft_type', value: `${type?.manufacturer} ${type?.model}` },
      { item: 'registration', value: aircraft.registration },
      { item: 'airports', value: expect.stringMatching(/^[A-Z]{4} → [A-Z]{4}$/) },
      { item: 'pax_number', value: leg.adults + leg.children + leg.babies },
    ]);

    // Items chosen later change the invoices issued later, not this one.
    const settings = db.invoiceSettings.find((s) => s.organizationId === ORG.riviera);
    if (settings) settings.compositionItems = ['customer_vat_number'];
    const again = (await (await get(SELLER, ORG.riviera, path)).json()) as Invoice;
    expect(again.composition).toEqual(read.composition);
    const next = issueInvoice(quote, { type: 'invoice', paymentMethod: 'card', paid: false });
    expect(next.composition).toEqual([{ item: 'customer_vat_number', value: 'FR40123456789' }]);
  });

  it('shows nothing for a seller that chose no item', async () => {
    db.invoiceSettings = [];
    const invoice = db.invoices.find((i) => i.seller.id === ORG.riviera);
    const response = await get(SELLER, ORG.riviera, `api/marketplace/invoice/${invoice?.id ?? 0}`);
    expect(((await response.json()) as Invoice).composition).toEqual([]);
  });

  it('exports one column per item, filled where the invoice shows it', async () => {
    const { quote, aircraft } = rivieraFlight();
    const issued = issueInvoice(quote, { type: 'invoice', paymentMethod: 'card', paid: false });
    const response = await get(SELLER, ORG.riviera, 'export/marketplace/invoice');
    const [header = '', ...rows] = (await response.text()).trim().split('\r\n');
    const columns = header.split(',');
    expect(columns.slice(-10)).toEqual([
      'aircraft_type',
      'registration',
      'call_sign',
      'aoc',
      'mtow',
      'airports',
      'flight_mission',
      'crew_number',
      'pax_number',
      'customer_vat_number',
    ]);
    const row = rows.find((line) => line.startsWith(`${issued.number},`))?.split(',') ?? [];
    const cell = (name: string) => row[columns.indexOf(name)];
    expect(cell('registration')).toBe(aircraft.registration);
    expect(cell('airports')).toMatch(/^[A-Z]{4} → [A-Z]{4}$/);
    // Not among Riviera's items: left empty.
    expect(cell('aoc')).toBe('');
    expect(cell('customer_vat_number')).toBe('');
  });
});
