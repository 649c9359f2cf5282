import { VALIDATOR, badRequest, notFound, readJson, type JsonObject } from '../../api';
import { db } from '../../db';
import { TRIP_NOT_FOUND, ownTrip } from './access';
import type { FlightStepRecord, TripRecord } from './records';

/** Whether the organization owns the aircraft (a flight's `organizationAircraftId`). */
export function ownAircraft(organizationId: number, id: number): boolean {
  return db.organizationAircraft.some((a) => a.id === id && a.organizationId === organizationId);
}
/** A new step's body and the organization's trip it names (`tripId`), or the answer refusing it. */
export async function readNewStep(
  request: Request,
  organizationId: number,
): Promise<{ json: JsonObject; trip: TripRecord } | Response> {
  const json = await readJson(request);
  if (json instanceof Response) return json;
  const tripId = json.tripId;
  if (typeof tripId !== 'number') return badRequest({ tripId: [VALIDATOR.required] });
  const trip = ownTrip(organizationId, String(tripId));
  return trip ? { json, trip } : notFound(TRIP_NOT_FOUND);
}

/** The message of a 400: the business error when one field carries it (`errors.*`). */
export function firstBusinessMessage(errors: Record<string, string[]>): string | undefined {
  return Object.values(errors)
    .flat()
    .find((message) => message.startsWith('errors.'));
}

/** A new leg goes among the legs by its departure time, before the first leg leaving later. */
export function insertByTime(trip: TripRecord, step: FlightStepRecord): TripRecord['steps'] {
  const departs = Date.parse(step.flightDeparture.scheduledAt);
  const index = trip.steps.findIndex(
    (s) => s.className === 'TripFlight' && Date.parse(s.flightDeparture.scheduledAt) > departs,
  );
  if (index < 0) return [...trip.steps, step];
  return [...trip.steps.slice(0, index), step, ...trip.steps.slice(index)];
}
