import type {
  FlightMission,
  FlightType,
  Passenger,
  PassengerPayload,
  Slot,
} from '../../../entities/trip/contract';
import { VALIDATOR, type JsonObject } from '../../api';
import { db, isPast } from '../../db';
import { airportById } from '../airports';
import {
  BodyReader,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  INCONSISTENT_DATE,
  readPassengers,
  type FieldErrors,
} from './validation';
import type { FlightStepRecord, TripEventRecord } from './records';
import { localToUtc } from './time';

/** A flight step's payload once read: times already turned into instants. */
export interface FlightChanges {
  departureAirportId?: number;
  arrivalAirportId?: number;
  etdUtc?: string;
  etaUtc?: string;
  adults?: number;
  children?: number;
  babies?: number;
  bags?: number;
  luggageKg?: number;
  crewCount?: number;
  flightType?: FlightType;
  flightMission?: FlightMission;
  crewMemberIds?: number[];
  passengers?: PassengerPayload[];
  visibleInList?: boolean;
}

function timezoneOf(airportId: number | undefined): string | undefined {
  return airportId === undefined ? undefined : airportById(airportId)?.timezone;
}

/**
 * A new leg, or a leg whose departure moves, must depart after the demo clock's now; a leg
 * already flown keeps its departure, so its other fields stay editable.
 */
function departsInPast(etdUtc: string | undefined, current: FlightStepRecord | null): boolean {
  if (etdUtc === undefined) return false;
  // To the minute: the local times sent have none, a stored departure may carry seconds.
  const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
  const moved = current === null || minute(etdUtc) !== minute(current.flightDeparture.scheduledAt);
  return moved && isPast(etdUtc);
}

/**
 * Reads a flight step (POST: complete; PATCH: partial, merged with `current`), checking the
 * airports, the `Y-m-dTH:i` times in each airport's zone and that the arrival comes after the
 * departure in UTC (`errors.inconsistent_date` on `eta`).
 */
export function readFlightStep(
  body: JsonObject,
  organizationId: number,
  current: FlightStepRecord | null,
): { changes: FlightChanges; errors: FieldErrors | null } {
  const reader = new BodyReader(body, current !== null);
  const departureAirportId = reader.airport('departureAirportId');
  const arrivalAirportId = reader.airport('arrivalAirportId');
  const etd = reader.localTime('etd');
  const eta = reader.localTime('eta');
  const changes: FlightChanges = {
    departureAirportId,
    arrivalAirportId,
    adults: reader.count('adults', 0, 999),
    children: reader.count('children', 0, 999),
    babies: reader.count('babies', 0, 999),
    bags: reader.count('bags', 0, 9999),
    luggageKg: reader.count('luggageKg', 0, 100_000),
    crewCount: reader.count('crewCount', 0, 99),
    flightType: reader.oneOf('flightType', FLIGHT_TYPES),
    flightMission: reader.oneOf('flightMission', FLIGHT_MISSIONS),
    crewMemberIds: reader.ids('crewMemberIds', (id) =>
      db.crewMembers.some((m) => m.id === id && m.organizationId === organizationId),
    ),
    passengers: readPassengers(reader),
    visibleInList:
      reader.has('visibleInList') || current === null ? reader.boolean('visibleInList') : undefined,
  };
  if (
    departureAirportId !== undefined &&
    departureAirportId === (arrivalAirportId ?? current?.flightArrival.airportId)
  ) {
    reader.fail('arrivalAirportId', 'errors.same_airports');
  }
  const departureZone = timezoneOf(departureAirportId ?? current?.flightDeparture.airportId);
  const arrivalZone = timezoneOf(arrivalAirportId ?? current?.flightArrival.airportId);
  if (etd !== undefined && departureZone)
    changes.etdUtc = localToUtc(etd, departureZone) ?? undefined;
  if (eta !== undefined && arrivalZone) changes.etaUtc = localToUtc(eta, arrivalZone) ?? undefined;
  const etdUtc = changes.etdUtc ?? current?.flightDeparture.scheduledAt;
  const etaUtc = changes.etaUtc ?? current?.flightArrival.scheduledAt;
  if (
    !reader.errors.etd &&
    !reader.errors.eta &&
    etdUtc !== undefined &&
    etaUtc !== undefined &&
    Date.parse(etaUtc) <= Date.parse(etdUtc)
  ) {
    reader.fail('eta', INCONSISTENT_DATE);
  }
  if (!reader.errors.etd && departsInPast(changes.etdUtc, current)) {
    reader.fail('etd', VALIDATOR.futureDeparture);
  }
  return { changes, errors: reader.failed() ? reader.errors : null };
}

export function freshSlot(id: number, airportId: number): Slot {
  const required = airportById(airportId)?.slotRequired ?? false;
  return {
    id,
    number: null,
    status: required ? 'not_requested' : 'not_assigned',
    requestedAt: null,
    attributedAt: null,
  };
}

/**
 * Whether an airport asks for prior permission (PPR) before a movement: the spec leaves it
 * open; the demo asks it where capacity is short or limited (congested airports, small
 * airfields and altiports), as those airports do.
 */
export function pprRequired(airportId: number): boolean {
  const airport = airportById(airportId);
  return airport !== undefined && (airport.congested || airport.type === 'small_airport');
}

/**
 * A new movement: not validated yet, slot to request where required, PPR requested where the
 * airport asks for it (its number comes with the airport's answer).
 */
export function newEvent(
  id: number,
  movementType: TripEventRecord['movementType'],
  airportId: number,
  scheduledAt: string,
): TripEventRecord {
  return {
    id,
    movementType,
    airportId,
    scheduledAt,
    airportValidated: false,
    slot: freshSlot(id, airportId),
    ppr: { id, number: null, status: pprRequired(airportId) ? 'requested' : 'not_required' },
  };
}

/** The event after a change of airport or time: a new airport is to validate, its slot anew. */
export function changedEvent(
  event: TripEventRecord,
  airportId: number | undefined,
  scheduledAt: string | undefined,
): TripEventRecord {
  const moved = airportId !== undefined && airportId !== event.airportId;
  if (!moved) return { ...event, scheduledAt: scheduledAt ?? event.scheduledAt };
  return {
    ...newEvent(event.id, event.movementType, airportId, scheduledAt ?? event.scheduledAt),
  };
}

export function passengersFrom(
  payload: readonly PassengerPayload[],
  previous: readonly Passenger[],
  nextId: () => number,
): Passenger[] {
  return payload.map(({ id, ...rest }) => {
    const kept = id === undefined ? undefined : previous.find((p) => p.id === id);
    return { ...rest, id: kept ? kept.id : nextId() };
  });
}
