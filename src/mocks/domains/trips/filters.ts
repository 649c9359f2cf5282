import {
  clearanceDue,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  MOVEMENT_TYPES,
  type TripFilterQuery,
} from '../../../entities/trip/contract';
import type { QueryReader } from '../../api';
import { VALIDATOR, folded, type PageParams } from '../../api';
import { nowMs } from '../../db';
import type { FlightStepRecord, TripRecord, TripStepRecord } from './records';
import { eventsOf } from './view';

const ID = /^\d{1,15}$/;

function id(query: QueryReader, name: string): number | undefined {
  const value = query.matching(name, ID, VALIDATOR.number);
  return value === undefined ? undefined : Number(value);
}

/** The spec's trip filter from the query string; malformed values are collected by the reader. */
export function readTripFilter(query: QueryReader): TripFilterQuery {
  const filter: TripFilterQuery = {
    name: query.text('name'),
    customer: id(query, 'customer'),
    start: query.date('start'),
    end: query.date('end'),
    flightMission: query.oneOf('flightMission', FLIGHT_MISSIONS),
    flightType: query.oneOf('flightType', FLIGHT_TYPES),
    movementType: query.oneOf('movementType', MOVEMENT_TYPES),
    organizationAircraftType: query.text('organizationAircraftType'),
    organizationAircraft: id(query, 'organizationAircraft'),
    airport: id(query, 'airport'),
    organizationHelicopter: id(query, 'organizationHelicopter'),
    organizationCrewMember: id(query, 'organizationCrewMember'),
    organizationAirport: id(query, 'organizationAirport'),
    externalCalendarHelicopters: query.boolean('externalCalendarHelicopters'),
    organization: id(query, 'organization'),
    missingClearance: query.boolean('missingClearance'),
  };
  return filter;
}

export interface ListQuery {
  filter: TripFilterQuery;
  page: PageParams;
}

/** What a filter needs besides the trip: the aircraft's ICAO type. */
export interface FilterContext {
  aircraftType: (aircraftId: number | null) => string | null;
}

const flights = (steps: readonly TripStepRecord[]) =>
  steps.filter((step): step is FlightStepRecord => step.className === 'TripFlight');

/** Whether the steps have a movement at the airport (of the given type, when one is asked). */
function movesAt(
  steps: readonly TripStepRecord[],
  airportId: number,
  movementType: TripFilterQuery['movementType'],
): boolean {
  return steps.some((step) =>
    eventsOf(step).some(
      (event) =>
        event.airportId === airportId &&
        (movementType === undefined || event.movementType === movementType),
    ),
  );
}

/**
 * Whether a trip passes every filter, judged on the steps the reader sees (`steps`): dates as
 * an overlap of the trip's span with [start, end] (whole UTC days), the others as "some step".
 */
export function matchesFilter(
  trip: TripRecord,
  steps: readonly TripStepRecord[],
  span: { startAt: string | null; endAt: string | null },
  filter: TripFilterQuery,
  context: FilterContext,
): boolean {
  const f = filter;
  if (f.name !== undefined && !folded(trip.name).includes(folded(f.name))) return false;
  if (f.customer !== undefined && trip.organizationId !== f.customer) return false;
  if (f.organization !== undefined && trip.organizationId !== f.organization) return false;
  if (f.start !== undefined || f.end !== undefined) {
    if (span.startAt === null || span.endAt === null) return false;
    if (f.start !== undefined && Date.parse(span.endAt) < Date.parse(f.start)) return false;
    if (f.end !== undefined && Date.parse(span.startAt) >= Date.parse(f.end) + 86_400_000) {
      return false;
    }
  }
  const legs = flights(steps);
  if (f.flightMission !== undefined && !legs.some((s) => s.flightMission === f.flightMission)) {
    return false;
  }
  if (f.flightType !== undefined && !legs.some((s) => s.flightType === f.flightType)) return false;
  if (
    f.organizationAircraft !== undefined &&
    trip.organizationAircraftId !== f.organizationAircraft
  ) {
    return false;
  }
  if (
    f.organizationAircraftType !== undefined &&
    context.aircraftType(trip.organizationAircraftId) !== f.organizationAircraftType
  ) {
    return false;
  }
  if (f.airport !== undefined && !movesAt(steps, f.airport, f.movementType)) return false;
  if (
    f.organizationAirport !== undefined &&
    !movesAt(steps, f.organizationAirport, f.movementType)
  ) {
    return false;
  }
  if (
    f.movementType !== undefined &&
    f.airport === undefined &&
    f.organizationAirport === undefined &&
    !steps.some((step) => eventsOf(step).some((event) => event.movementType === f.movementType))
  ) {
    return false;
  }
  if (
    f.organizationCrewMember !== undefined &&
    !legs.some((s) => s.crewMemberIds.includes(f.organizationCrewMember ?? 0))
  ) {
    return false;
  }
  if (
    f.organizationHelicopter !== undefined &&
    !steps.some(
      (s) => s.className === 'TripTransfer' && s.helicopterId === f.organizationHelicopter,
    )
  ) {
    return false;
  }
  if (f.missingClearance !== undefined) {
    const now = nowMs();
    if (legs.some((leg) => clearanceDue(leg, now)) !== f.missingClearance) return false;
  }
  return true;
}
