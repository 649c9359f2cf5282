// The seeded legs and movements the slot tests work on, and where the demo API stores them.
import { db } from '@/mocks/db';
import type { FlightStepRecord, TripEventRecord } from '@/mocks/domains/trips';

export const RIVIERA_TRIP = 'Riviera weekend – Lyon, Nice, Geneva';
export const en = { preferences: { language: 'en' as const } };

export interface Leg {
  tripId: number;
  leg: FlightStepRecord;
  event: TripEventRecord;
}

/** The first seeded leg of the buyer's organization whose movement matches. */
export function findLeg(match: (leg: FlightStepRecord, event: TripEventRecord) => boolean): Leg {
  for (const trip of db.trips) {
    if (trip.organizationId !== 1) continue;
    for (const leg of trip.steps) {
      if (leg.className !== 'TripFlight' || leg.cancelled) continue;
      for (const event of [leg.flightDeparture, leg.flightArrival]) {
        if (match(leg, event)) return { tripId: trip.id, leg, event };
      }
    }
  }
  throw new Error('no such seeded leg');
}

export const slotPath = ({ tripId, leg, event }: Leg) =>
  `/submit-slot/${tripId}/${event.id}/${leg.id}`;

/** The Riviera weekend's Lyon → Nice arrival at Nice: slot requested, a seller's orders on it. */
export function rivieraArrival(): Leg {
  const trip = db.trips.find((t) => t.name === RIVIERA_TRIP);
  const leg = trip?.steps[0];
  if (trip === undefined || leg?.className !== 'TripFlight') throw new Error('no Riviera leg');
  return { tripId: trip.id, leg, event: leg.flightArrival };
}

export function findStoredLeg(legId: number): FlightStepRecord | undefined {
  for (const trip of db.trips) {
    for (const step of trip.steps)
      if (step.id === legId && step.className === 'TripFlight') return step;
  }
  return undefined;
}

export function findStoredEvent(eventId: number): TripEventRecord | undefined {
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      if (step.className !== 'TripFlight') continue;
      for (const event of [step.flightDeparture, step.flightArrival]) {
        if (event.id === eventId) return event;
      }
    }
  }
  return undefined;
}
