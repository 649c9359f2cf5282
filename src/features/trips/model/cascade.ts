/**
 * What a cascade will cancel (spec section 4, DECISIONS.md "Trips"), for the confirmation that
 * lists it before the change, the same rules as the API's: deleting a trip cancels every quote on
 * it; deleting a leg cancels the quotes on its two events and on the transfers leaving from them
 * (removed with it); deleting a transfer cancels the quotes on its own event; editing a leg's
 * airports cancels the quotes of each event whose airport changes and of the transfers leaving
 * from it. Quotes already cancelled are not listed.
 */
import type {
  TransferStep,
  Trip,
  TripAirport,
  TripEvent,
  TripOrderedService,
  TripStep,
} from '@/entities/trip';

export type Cascade =
  | { kind: 'deleteTrip' }
  | { kind: 'deleteStep'; stepId: number }
  | { kind: 'editAirports'; stepId: number; departureAirportId: number; arrivalAirportId: number };

export interface CancelledService {
  eventId: number;
  airport: TripAirport;
  service: TripOrderedService;
}

function stepEvents(step: TripStep): TripEvent[] {
  return step.className === 'TripFlight'
    ? [step.flightDeparture, step.flightArrival]
    : [step.transferDeparture];
}

function live(event: TripEvent) {
  return event.services
    .filter((service) => !service.cancelled)
    .map((service) => ({ eventId: event.id, airport: event.airport, service }));
}

function flightEvents(trip: Trip): TripEvent[] {
  return trip.tripSteps.flatMap((step) =>
    step.className === 'TripFlight' ? [step.flightDeparture, step.flightArrival] : [],
  );
}

/** The leg event a transfer leaves from; null when it is not (or no longer) on the trip. */
export function transferSource(trip: Trip, transfer: TransferStep): TripEvent | null {
  return flightEvents(trip).find((event) => event.id === transfer.departureEventId) ?? null;
}

/** The transfers leaving from any of `eventIds`. */
function transfersFrom(trip: Trip, eventIds: ReadonlySet<number>): TransferStep[] {
  return trip.tripSteps.filter(
    (step): step is TransferStep =>
      step.className === 'TripTransfer' && eventIds.has(transferSource(trip, step)?.id ?? -1),
  );
}

/** The events' live quotes, then those of the transfers leaving from them. */
function withTransfers(trip: Trip, events: readonly TripEvent[]): CancelledService[] {
  const ids = new Set(events.map((event) => event.id));
  const transfers = transfersFrom(trip, ids).map((step) => step.transferDeparture);
  return [...events, ...transfers].flatMap((event) => live(event));
}

/** The services a cascade will cancel, each once, in the trip's order. */
export function servicesCancelledBy(trip: Trip, cascade: Cascade): CancelledService[] {
  const found: CancelledService[] = [];
  if (cascade.kind === 'deleteTrip') {
    for (const step of trip.tripSteps) {
      for (const event of stepEvents(step)) found.push(...live(event));
    }
  } else {
    const step = trip.tripSteps.find((candidate) => candidate.id === cascade.stepId);
    if (step && cascade.kind === 'deleteStep') {
      found.push(...withTransfers(trip, stepEvents(step)));
    }
    if (step?.className === 'TripFlight' && cascade.kind === 'editAirports') {
      const moved: TripEvent[] = [];
      if (step.flightDeparture.airport.id !== cascade.departureAirportId) {
        moved.push(step.flightDeparture);
      }
      if (step.flightArrival.airport.id !== cascade.arrivalAirportId) {
        moved.push(step.flightArrival);
      }
      found.push(...withTransfers(trip, moved));
    }
  }
  const seen = new Set<number>();
  return found.filter(({ service }) => {
    if (seen.has(service.quoteId)) return false;
    seen.add(service.quoteId);
    return true;
  });
}

/** "Q-2026-0412 · Riviera Jet Centre · LFMN": one line of the confirmation. */
export function cancelledServiceLabel({ service, airport }: CancelledService): string {
  return `${service.reference} · ${service.provider.name} · ${airport.icao}`;
}
