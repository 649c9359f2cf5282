import type { FlightStep, Trip, TripAirport, TripEvent } from './trips.types';

/** One movement of a leg (departure or arrival event) with the leg around it. */
export interface LegEvent {
  trip: Trip;
  leg: FlightStep;
  event: TripEvent;
  origin: TripAirport;
  destination: TripAirport;
}

/**
 * The leg `legId` of the trip and its event `eventId` (departure or arrival), or null when the
 * trip has no such leg or the event is not one of that leg's (a stale or forged link).
 */
export function findLegEvent(trip: Trip, legId: number, eventId: number): LegEvent | null {
  for (const step of trip.tripSteps) {
    if (step.className !== 'TripFlight' || step.id !== legId) continue;
    const event = [step.flightDeparture, step.flightArrival].find((e) => e.id === eventId);
    if (event === undefined) return null;
    return {
      trip,
      leg: step,
      event,
      origin: step.flightDeparture.airport,
      destination: step.flightArrival.airport,
    };
  }
  return null;
}
