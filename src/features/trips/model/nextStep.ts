import type { CartEvent, CartEventKey } from '@/entities/cart';
import type { FlightStep, Trip, TripEvent } from '@/entities/trip';

/** What the person viewing the trip may do (their rights). */
export interface NextStepRights {
  editTrip: boolean;
  requestSlot: boolean;
  buyServices: boolean;
}

/** The one thing the buyer should do next on a trip, shown above its legs. */
export type NextStep =
  | { kind: 'addLeg' }
  | { kind: 'addAircraft' }
  | { kind: 'checkout'; icao: string; count: number; key: CartEventKey }
  | { kind: 'requestSlot'; icao: string; eventId: number; legId: number };

/** A leg's events in flying order, legs by position, cancelled legs left out. */
export function liveEvents(trip: Trip): { leg: FlightStep; event: TripEvent }[] {
  return trip.tripSteps
    .filter((step): step is FlightStep => step.className === 'TripFlight' && !step.cancelled)
    .sort((a, b) => a.position - b.position)
    .flatMap((leg) => [
      { leg, event: leg.flightDeparture },
      { leg, event: leg.flightArrival },
    ]);
}

/** A slot the airport requires and nobody has asked for yet. */
export function slotToRequest(event: TripEvent): boolean {
  return event.airport.slotRequired && event.slot.status === 'not_requested';
}

/**
 * The next step, in the order a trip is built: a leg, an aircraft, paying what waits in a cart
 * (money already chosen), then the slots the airports require. Nothing for a trip that is over
 * or cancelled, nor when the person may not take the step.
 */
export function nextStepOf(
  trip: Trip,
  carts: readonly CartEvent[],
  rights: NextStepRights,
): NextStep | null {
  if (trip.status === 'completed' || trip.status === 'cancelled') return null;
  const events = liveEvents(trip);
  if (events.length === 0) return rights.editTrip ? { kind: 'addLeg' } : null;
  if (trip.aircraft === null && rights.editTrip) return { kind: 'addAircraft' };
  if (rights.buyServices) {
    for (const { event } of events) {
      const cart = carts.find((item) => item.key.eventId === event.id && item.lines.length > 0);
      if (cart)
        return {
          kind: 'checkout',
          icao: event.airport.icao,
          count: cart.lines.length,
          key: cart.key,
        };
    }
  }
  if (rights.requestSlot) {
    const waiting = events.find(({ event }) => slotToRequest(event));
    if (waiting) {
      return {
        kind: 'requestSlot',
        icao: waiting.event.airport.icao,
        eventId: waiting.event.id,
        legId: waiting.leg.id,
      };
    }
  }
  return null;
}
