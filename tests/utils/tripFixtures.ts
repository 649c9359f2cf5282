/**
 * Builders of a trip's parts for unit tests of the rules read on a trip (cascades, slots): an
 * airport, an event, a leg. Each takes what the test is about; the rest is a plausible default.
 */
import type { FlightStep, TripAirport, TripEvent, TripOrderedService } from '@/entities/trip';

export function tripAirport(id: number, icao: string, slotRequired = false): TripAirport {
  return {
    id,
    icao,
    iata: null,
    name: icao,
    city: icao,
    countryCode: 'FR',
    timezone: 'Europe/Paris',
    slotRequired,
    customs: true,
  };
}

export function tripEvent(
  id: number,
  airport: TripAirport,
  options: {
    movementType?: TripEvent['movementType'];
    scheduledAt?: string;
    services?: TripOrderedService[];
  } = {},
): TripEvent {
  const services = options.services ?? [];
  return {
    id,
    movementType: options.movementType ?? (id % 2 === 1 ? 'departure' : 'arrival'),
    airport,
    scheduledAt: options.scheduledAt ?? '2026-12-04T08:30:00.000Z',
    airportValidated: true,
    slot: { id, number: null, status: 'not_requested', requestedAt: null, attributedAt: null },
    ppr: { id, number: null, status: 'not_required' },
    providers: services.map((item) => item.provider),
    services,
  };
}

export function flightLeg(id: number, departure: TripEvent, arrival: TripEvent): FlightStep {
  return {
    id,
    position: id,
    visibleInList: true,
    cancelled: false,
    className: 'TripFlight',
    flightDeparture: departure,
    flightArrival: arrival,
    adults: 2,
    children: 0,
    babies: 0,
    bags: 2,
    luggageKg: 30,
    crewCount: 2,
    flightType: 'domestic',
    flightMission: 'private',
    crewMembers: [],
    passengers: [],
    flightPlan: null,
    gendecDocuments: [],
  };
}
