import type { CartEventKey } from '@/entities/cart';
import type { TripEvent, TripStep } from '@/entities/trip';

/** A record id from a path segment: its digits, else null (never NaN). */
function idOf(raw: string | undefined): number | null {
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The shop's path parameters (trip, step, event, airport) as the cart's key; null when malformed. */
export function shopKeyOf(
  params: Readonly<Record<string, string | undefined>>,
): CartEventKey | null {
  const tripId = idOf(params.tripId);
  const stepId = idOf(params.stepId);
  const eventId = idOf(params.eventId);
  const airportId = idOf(params.airportId);
  if (tripId === null || stepId === null || eventId === null || airportId === null) return null;
  return { tripId, stepId, eventId, airportId };
}

interface EventLike {
  id: number;
  airport: { id: number };
}

/** The parts of a trip step the shop reads (a TripStep fits). */
export type StepLike<E extends EventLike = TripEvent> =
  | {
      id: number;
      cancelled: boolean;
      className: 'TripFlight';
      flightDeparture: E;
      flightArrival: E;
    }
  | { id: number; cancelled: boolean; className: 'TripTransfer'; transferDeparture: E };

/** A step's events: a flight's departure and arrival, a transfer's departure. */
export function eventsOf<E extends EventLike>(step: StepLike<E>): E[] {
  return step.className === 'TripFlight'
    ? [step.flightDeparture, step.flightArrival]
    : [step.transferDeparture];
}

export interface FoundEvent<S = TripStep, E = TripEvent> {
  step: S;
  event: E;
}

/** The event `eventId` of the trip (in step `stepId` when given); null when absent. */
export function findEvent<E extends EventLike, S extends StepLike<E>>(
  trip: { tripSteps: readonly S[] },
  eventId: number,
  stepId?: number,
): FoundEvent<S, E> | null {
  for (const step of trip.tripSteps) {
    if (stepId !== undefined && step.id !== stepId) continue;
    const event = eventsOf<E>(step).find((e) => e.id === eventId);
    if (event) return { step, event };
  }
  return null;
}

/** Shop links appear on the events of a step that is not cancelled. */
export function shopOpenFor(step: { cancelled: boolean }): boolean {
  return !step.cancelled;
}

/** Where a product opens: sliced products the hangar detail, the mandatory package its page. */
export type ProductPage = 'hangarDetail' | 'mandatoryPackage' | 'service';

export function productPageOf(typology: string): ProductPage {
  if (typology === 'hangar' || typology === 'parking' || typology === 'outside_ramps') {
    return 'hangarDetail';
  }
  return typology === 'mandatory_package' ? 'mandatoryPackage' : 'service';
}
