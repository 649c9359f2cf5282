import type { Trip, TripEvent } from '@/entities/trip';

/** The event `eventId` among every step's movements (a leg's two, a transfer's one); null if gone. */
export function tripEventOf(trip: Trip, eventId: number): TripEvent | null {
  for (const step of trip.tripSteps) {
    const events =
      step.className === 'TripFlight'
        ? [step.flightDeparture, step.flightArrival]
        : [step.transferDeparture];
    const event = events.find((candidate) => candidate.id === eventId);
    if (event) return event;
  }
  return null;
}
