import type { Quote } from '../../../entities/quote/contract';
import type {
  FlightStep,
  Ref,
  TransferStep,
  Trip,
  TripAircraft,
  TripAirport,
  TripCrewMember,
  TripEvent,
  TripOrderedService,
  TripStatus,
  TripStep,
  TripSummary,
} from '../../../entities/trip/contract';
import { db, nowMs } from '../../db';
import { airportById } from '../airports';
import type { FlightStepRecord, TripEventRecord, TripRecord, TripStepRecord } from './records';

/**
 * Who reads: the trip's owner or a platform operator see everything; a seller sees only the
 * events where it is a provider, on steps visible in the list (DECISIONS.md "Trips").
 */
export type Viewer =
  { kind: 'owner' } | { kind: 'operator' } | { kind: 'seller'; sellerId: number };

export function toTripAirport(airportId: number): TripAirport {
  const airport = airportById(airportId);
  if (!airport) {
    return {
      id: airportId,
      icao: '????',
      iata: null,
      name: '',
      city: '',
      countryCode: '',
      timezone: 'UTC',
      slotRequired: false,
      customs: false,
    };
  }
  const { id, icao, iata, name, city, countryCode, timezone, slotRequired, customs } = airport;
  return { id, icao, iata, name, city, countryCode, timezone, slotRequired, customs };
}

export function icaoOf(airportId: number): string {
  return airportById(airportId)?.icao ?? '????';
}

export function toTripAircraft(aircraftId: number | null): TripAircraft | null {
  if (aircraftId === null) return null;
  const aircraft = db.organizationAircraft.find((candidate) => candidate.id === aircraftId);
  if (!aircraft) return null;
  const { id, name, registration, icaoType, model } = aircraft;
  return { id, name, registration, icaoType, model };
}

export function toCrew(ids: readonly number[]): TripCrewMember[] {
  return ids.flatMap((crewId) => {
    const member = db.crewMembers.find((candidate) => candidate.id === crewId);
    if (!member) return [];
    const { id, firstName, lastName, crewRole } = member;
    return [{ id, firstName, lastName, crewRole }];
  });
}

function organizationRef(organizationId: number): Ref {
  const organization = db.organizations.find((candidate) => candidate.id === organizationId);
  return { id: organizationId, name: organization?.commercialName ?? '' };
}

/** The events of a step, in order. */
export function eventsOf(step: TripStepRecord): TripEventRecord[] {
  return step.className === 'TripFlight'
    ? [step.flightDeparture, step.flightArrival]
    : [step.transferDeparture];
}

export function flightsOf(trip: TripRecord): FlightStepRecord[] {
  return trip.steps.filter((step): step is FlightStepRecord => step.className === 'TripFlight');
}

/** First ETD and last ETA of the legs still flown (all legs when every one is cancelled). */
export function tripSpan(trip: TripRecord): { startAt: string | null; endAt: string | null } {
  const flights = flightsOf(trip);
  const flown = flights.filter((step) => !step.cancelled);
  const legs = flown.length > 0 ? flown : flights;
  const first = legs[0];
  const last = legs[legs.length - 1];
  return {
    startAt: first ? first.flightDeparture.scheduledAt : null,
    endAt: last ? last.flightArrival.scheduledAt : null,
  };
}

export function tripStatus(trip: TripRecord, atMs = nowMs()): TripStatus {
  const flights = flightsOf(trip);
  if (flights.length > 0 && flights.every((step) => step.cancelled)) return 'cancelled';
  const { startAt, endAt } = tripSpan(trip);
  if (startAt === null || endAt === null || atMs < Date.parse(startAt)) return 'planned';
  return atMs > Date.parse(endAt) ? 'completed' : 'in_progress';
}

/** The quotes of some trips by event id (one pass over the collection). */
export function quotesByEvent(tripIds?: ReadonlySet<number>): Map<number, Quote[]> {
  const byEvent = new Map<number, Quote[]>();
  for (const quote of db.quotes) {
    if (tripIds && !tripIds.has(quote.tripId)) continue;
    const list = byEvent.get(quote.eventId);
    if (list) list.push(quote);
    else byEvent.set(quote.eventId, [quote]);
  }
  return byEvent;
}

export function toOrderedService(quote: Quote): TripOrderedService {
  return {
    quoteId: quote.id,
    reference: quote.reference,
    state: quote.state,
    cancelled: quote.cancelled,
    provider: { ...quote.organization },
    lines: quote.lines.map(({ productId, productName, typology, quantity }) => ({
      productId,
      productName,
      typology,
      quantity,
    })),
  };
}

/** The providers of an event: the sellers with a quote or order on it, in order of first quote. */
export function providersOf(quotes: readonly Quote[]): Ref[] {
  const seen = new Map<number, Ref>();
  for (const quote of quotes) {
    if (!seen.has(quote.organization.id))
      seen.set(quote.organization.id, { ...quote.organization });
  }
  return [...seen.values()];
}

/** Whether a seller may see this step: visible in the list, one of its events has it as provider. */
export function sellerSeesStep(
  step: TripStepRecord,
  sellerId: number,
  byEvent: ReadonlyMap<number, readonly Quote[]>,
): boolean {
  return (
    step.visibleInList &&
    eventsOf(step).some((event) =>
      (byEvent.get(event.id) ?? []).some((quote) => quote.organization.id === sellerId),
    )
  );
}

function toEvent(
  event: TripEventRecord,
  byEvent: ReadonlyMap<number, readonly Quote[]>,
  viewer: Viewer,
): TripEvent {
  const all = byEvent.get(event.id) ?? [];
  // A seller sees its own quotes only, never its competitors'.
  const quotes =
    viewer.kind === 'seller' ? all.filter((q) => q.organization.id === viewer.sellerId) : all;
  return {
    id: event.id,
    movementType: event.movementType,
    airport: toTripAirport(event.airportId),
    scheduledAt: event.scheduledAt,
    airportValidated: event.airportValidated,
    slot: { ...event.slot },
    ppr: { ...event.ppr },
    providers: providersOf(quotes),
    services: quotes.map(toOrderedService),
  };
}

function toStep(
  step: TripStepRecord,
  byEvent: ReadonlyMap<number, readonly Quote[]>,
  viewer: Viewer,
): TripStep {
  const base = {
    id: step.id,
    position: step.position,
    visibleInList: step.visibleInList,
    cancelled: step.cancelled,
  };
  if (step.className === 'TripTransfer') {
    const transfer: TransferStep = {
      ...base,
      className: 'TripTransfer',
      departureEventId: step.fromEventId,
      transferDeparture: toEvent(step.transferDeparture, byEvent, viewer),
      mode: step.mode,
      destination: step.destination,
      passengers: step.passengers,
      helicopterOperator:
        step.helicopterOperatorId === null ? null : organizationRef(step.helicopterOperatorId),
    };
    return transfer;
  }
  const flight: FlightStep = {
    ...base,
    className: 'TripFlight',
    flightDeparture: toEvent(step.flightDeparture, byEvent, viewer),
    flightArrival: toEvent(step.flightArrival, byEvent, viewer),
    adults: step.adults,
    children: step.children,
    babies: step.babies,
    bags: step.bags,
    luggageKg: step.luggageKg,
    crewCount: step.crewCount,
    flightType: step.flightType,
    flightMission: step.flightMission,
    crewMembers: toCrew(step.crewMemberIds),
    passengers: step.passengers.map((passenger) => ({ ...passenger })),
    flightPlan: step.flightPlan ? { ...step.flightPlan } : null,
    gendecDocuments: step.gendecDocuments.map((document) => ({ ...document })),
  };
  return flight;
}

/** The steps a viewer sees. */
export function visibleSteps(
  trip: TripRecord,
  viewer: Viewer,
  byEvent: ReadonlyMap<number, readonly Quote[]>,
): TripStepRecord[] {
  if (viewer.kind !== 'seller') return trip.steps;
  return trip.steps.filter((step) => sellerSeesStep(step, viewer.sellerId, byEvent));
}

export function toTrip(trip: TripRecord, viewer: Viewer = { kind: 'owner' }): Trip {
  const byEvent = quotesByEvent(new Set([trip.id]));
  const { startAt, endAt } = tripSpan(trip);
  return {
    id: trip.id,
    name: trip.name,
    type: trip.type,
    status: tripStatus(trip),
    organization: organizationRef(trip.organizationId),
    aircraft: toTripAircraft(trip.organizationAircraftId),
    tripSteps: visibleSteps(trip, viewer, byEvent).map((step) => toStep(step, byEvent, viewer)),
    startAt,
    endAt,
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}

/** The ICAO codes in order: each leg's departure, then the last arrival. */
export function routeOf(steps: readonly TripStepRecord[]): string[] {
  const route: string[] = [];
  for (const step of steps) {
    if (step.className !== 'TripFlight') continue;
    const from = icaoOf(step.flightDeparture.airportId);
    if (route[route.length - 1] !== from) route.push(from);
    route.push(icaoOf(step.flightArrival.airportId));
  }
  return route;
}

export function toSummary(
  trip: TripRecord,
  steps: readonly TripStepRecord[] = trip.steps,
): TripSummary {
  const { startAt, endAt } = tripSpan(trip);
  return {
    id: trip.id,
    name: trip.name,
    type: trip.type,
    status: tripStatus(trip),
    organization: organizationRef(trip.organizationId),
    aircraft: toTripAircraft(trip.organizationAircraftId),
    route: routeOf(steps),
    legs: steps.filter((step) => step.className === 'TripFlight').length,
    transfers: steps.filter((step) => step.className === 'TripTransfer').length,
    startAt,
    endAt,
  };
}
