import type { Quote } from '@/entities/quote';
import type { TripStatus } from '@/entities/trip';
import type { CancelledQuote } from '@/entities/trip';

/** The quote's services in the shape the cart refills from (lib/cart `restoredLinesOf`). */
export function refillSourceOf(
  quote: Pick<Quote, 'id' | 'reference' | 'organization' | 'eventId' | 'airportId' | 'lines'>,
): CancelledQuote {
  return {
    quoteId: quote.id,
    reference: quote.reference,
    provider: { id: quote.organization.id, name: quote.organization.name },
    eventId: quote.eventId,
    airportId: quote.airportId,
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      typology: line.typology,
      quantity: line.quantity,
    })),
  };
}

/** A quote's event can no longer be shopped for: its trip or its step was cancelled or removed. */
export function isEventCancelled(
  trip: { status: TripStatus; tripSteps: readonly { id: number; cancelled: boolean }[] },
  stepId: number,
): boolean {
  if (trip.status === 'cancelled') return true;
  const step = trip.tripSteps.find((candidate) => candidate.id === stepId);
  return step === undefined || step.cancelled;
}
