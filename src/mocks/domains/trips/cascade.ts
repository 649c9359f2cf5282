import type { Quote } from '../../../entities/quote/contract';
import type { TripCancelledQuote, TripCascadeResult } from '../../../entities/trip/contract';
import { db, now } from '../../db';
import type { TripRecord, TripStepRecord } from './records';
import { eventsOf, toTrip } from './view';

/**
 * Cancels the quotes and orders on the given events (those not cancelled yet): the state is
 * kept, `cancelled` set (spec section 4). Answers them with the lines the front puts back in
 * the cart.
 */
export function cancelQuotesOn(eventIds: ReadonlySet<number>): TripCancelledQuote[] {
  const stamp = now().toISOString();
  const cancelled: TripCancelledQuote[] = [];
  db.quotes = db.quotes.map((quote): Quote => {
    if (quote.cancelled || !eventIds.has(quote.eventId)) return quote;
    cancelled.push({
      quoteId: quote.id,
      reference: quote.reference,
      provider: { ...quote.organization },
      eventId: quote.eventId,
      airportId: quote.airportId,
      lines: quote.lines.map(({ productId, productName, typology, quantity }) => ({
        productId,
        productName,
        typology,
        quantity,
      })),
    });
    // A change of state: the version grows (orders' quoteVersion reads a missing one as 1).
    return { ...quote, cancelled: true, updatedAt: stamp, version: (quote.version ?? 1) + 1 };
  });
  return cancelled;
}

export function eventIdsOf(steps: readonly TripStepRecord[]): Set<number> {
  return new Set(steps.flatMap((step) => eventsOf(step).map((event) => event.id)));
}

/** Replaces a trip (same id) with a new version, stamped. */
export function saveTrip(trip: TripRecord): TripRecord {
  const saved = { ...trip, updatedAt: now().toISOString() };
  db.trips = db.trips.map((candidate) => (candidate.id === trip.id ? saved : candidate));
  return saved;
}

/** Steps renumbered 1..n in their order. */
export function renumbered(steps: readonly TripStepRecord[]): TripStepRecord[] {
  return steps.map((step, index) => ({ ...step, position: index + 1 }));
}

/**
 * Removes steps from a trip with the transfers leaving from their events, cancelling the quotes
 * of all of them.
 */
export function removeSteps(trip: TripRecord, stepIds: ReadonlySet<number>): TripCascadeResult {
  const removed = trip.steps.filter((step) => stepIds.has(step.id));
  const removedEvents = eventIdsOf(removed);
  const gone = trip.steps.filter(
    (step) =>
      stepIds.has(step.id) ||
      (step.className === 'TripTransfer' && removedEvents.has(step.fromEventId)),
  );
  const cancelledQuotes = cancelQuotesOn(eventIdsOf(gone));
  const saved = saveTrip({
    ...trip,
    steps: renumbered(trip.steps.filter((step) => !gone.includes(step))),
  });
  return { trip: toTrip(saved), cancelledQuotes };
}

/** The next free step and event ids across every trip. */
export function nextStepAndEventIds(): { stepId: number; eventId: number } {
  let stepId = 0;
  let eventId = 0;
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      stepId = Math.max(stepId, step.id);
      for (const event of eventsOf(step)) eventId = Math.max(eventId, event.id);
    }
  }
  return { stepId: stepId + 1, eventId: eventId + 1 };
}

export function nextPassengerId(): number {
  let id = 0;
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      if (step.className !== 'TripFlight') continue;
      for (const passenger of step.passengers) id = Math.max(id, passenger.id);
    }
  }
  return id + 1;
}
