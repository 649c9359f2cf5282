import type { InvoiceCompositionEntry } from '../../../entities/invoice/contract';
import type { InvoiceCompositionItem } from '../../../entities/organization/contract';
import { db } from '../../db';
import { airportById } from '../airports';
import { invoiceSettingsOf } from '../organization-finance';
import type { FlightStepRecord } from '../trips';
import type { InvoiceRecord } from './records';

type Billed = Pick<InvoiceRecord, 'seller' | 'client' | 'quotes'>;

/** The leg whose departure or arrival the quote was bought at (none for a transfer's event). */
function legOf(quote: { tripId: number; eventId: number }) {
  const trip = db.trips.find((candidate) => candidate.id === quote.tripId);
  const leg = trip?.steps.find(
    (step): step is FlightStepRecord =>
      step.className === 'TripFlight' &&
      (step.flightDeparture.id === quote.eventId || step.flightArrival.id === quote.eventId),
  );
  return { trip, leg };
}

function icaoOf(airportId: number): string {
  return airportById(airportId)?.icao ?? '?';
}

/**
 * The seller's invoice composition items with their values for the billed flight (the first
 * attached quote's leg, its trip's aircraft, the client's VAT number), in the items' order.
 */
export function compositionOf(invoice: Billed): InvoiceCompositionEntry[] {
  const items = invoiceSettingsOf(invoice.seller.id).compositionItems;
  if (items.length === 0) return [];
  const quote = db.quotes.find((candidate) => candidate.id === invoice.quotes[0]?.id);
  const { trip, leg } = quote ? legOf(quote) : { trip: undefined, leg: undefined };
  const aircraft = db.organizationAircraft.find((a) => a.id === trip?.organizationAircraftId);
  const type = db.aircraftTypes.find((candidate) => candidate.id === aircraft?.aircraftTypeId);
  const client = db.organizations.find((organization) => organization.id === invoice.client.id);
  const values: Record<InvoiceCompositionItem, string | number | null> = {
    aircraft_type: type ? `${type.manufacturer} ${type.model}` : null,
    registration: aircraft?.registration ?? null,
    call_sign: aircraft?.callSign ?? null,
    aoc: aircraft?.aoc ?? null,
    mtow: aircraft?.mtowKg ?? null,
    airports: leg
      ? `${icaoOf(leg.flightDeparture.airportId)} → ${icaoOf(leg.flightArrival.airportId)}`
      : null,
    flight_mission: leg?.flightMission ?? null,
    crew_number: leg?.crewCount ?? null,
    pax_number: leg ? leg.adults + leg.children + leg.babies : null,
    customer_vat_number: client?.vatNumber ?? null,
  };
  return items.map((item) => ({ item, value: values[item] }));
}
