import type { FlightStep, Trip } from '@/entities/trip';
import { EMPTY_FLIGHT_STEP, type FlightStepFormValues } from './flightStepForm';

/** The trip's last leg flown (by position, a cancelled one left out), or null. */
export function previousLeg(trip: Trip): FlightStep | null {
  const legs = trip.tripSteps
    .filter((step): step is FlightStep => step.className === 'TripFlight' && !step.cancelled)
    .sort((a, b) => a.position - b.position);
  return legs.at(-1) ?? null;
}

/**
 * A new leg goes on from where the aircraft landed: it leaves from the previous leg's arrival
 * airport with the same people on board (counts, crew and named passengers, saved as new ones)
 * and the same kind of flight. Where it goes and when are the buyer's to type.
 */
export function newLegValues(trip: Trip): FlightStepFormValues {
  const previous = previousLeg(trip);
  if (previous === null) return EMPTY_FLIGHT_STEP;
  return {
    ...EMPTY_FLIGHT_STEP,
    departureAirportId: previous.flightArrival.airport.id,
    adults: previous.adults,
    children: previous.children,
    babies: previous.babies,
    bags: previous.bags,
    luggageKg: previous.luggageKg,
    crewCount: previous.crewCount,
    flightType: previous.flightType,
    flightMission: previous.flightMission,
    crewMemberIds: previous.crewMembers.map((member) => member.id),
    passengers: previous.passengers
      .filter((passenger) => passenger.status !== 'cancelled')
      .map(({ name, nationality, type, status, disabled }) => ({
        id: null,
        name,
        nationality,
        type,
        status,
        disabled,
      })),
  };
}
