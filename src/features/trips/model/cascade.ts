/**
 * What a cascade will cancel (spec section 4, DECISIONS.md "Trips"), for the confirmation that
 * lists it before the change: deleting a trip cancels every quote on it; deleting a leg cancels
 * the quotes on its two events; editing a leg's airports cancels the quotes of each event whose
 * airport changes; deleting a transfer cancels the quotes of its helicopter operator on the event
 * it leaves from. Quotes already cancelled are not listed.
 */
import type {
  Trip,
  TripAirport,
  TripEvent,
  TripOrderedService,
  TripStep,
} from '@/lib/api/trips.types';

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

function live(event: TripEvent, keep: (service: TripOrderedService) => boolean = () => true) {
  return event.services
    .filter((service) => !service.cancelled && keep(service))
    .map((service) => ({ eventId: event.id, airport: event.airport, service }));
}

function stepCancels(step: TripStep): CancelledService[] {
  if (step.className === 'TripFlight') return stepEvents(step).flatMap((event) => live(event));
  const operator = step.helicopterOperator;
  if (!operator) return [];
  return live(step.transferDeparture, (service) => service.provider.id === operator.id);
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
    if (step && cascade.kind === 'deleteStep') found.push(...stepCancels(step));
    if (step?.className === 'TripFlight' && cascade.kind === 'editAirports') {
      if (step.flightDeparture.airport.id !== cascade.departureAirportId) {
        found.push(...live(step.flightDeparture));
      }
      if (step.flightArrival.airport.id !== cascade.arrivalAirportId) {
        found.push(...live(step.flightArrival));
      }
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
