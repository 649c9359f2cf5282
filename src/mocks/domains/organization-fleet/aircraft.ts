import { aircraftCategoryValues } from '../../../lib/contract/generated/constants';
import {
  ORGANIZATION_AIRCRAFT_STATUSES,
  type OrganizationAircraft,
  type OrganizationAircraftPayload,
} from '../../../entities/organization/contract';
import { QueryReader, badRequest, matchesWords, naturalOrder, searchWords } from '../../api';
import { crudRights, ownedCrud, type ListQuery } from '../../crud';
import { db } from '../../db';
import { airportById } from '../airports';
import { aircraftBoundToTrip } from './binding';
import { fleetLimitRefusal } from './fleetLimit';
import type { OrganizationAircraftRecord } from './records';
import { passengerSeatsError, readAircraftPayload } from './validation';

export const ORGANIZATION_AIRCRAFT_NOT_FOUND = 'errors.organization_aircraft_not_found';
export const AOC_ALREADY_EXISTS = 'errors.aoc_already_exists';
export const AIRCRAFT_BOUND_TO_TRIP = 'errors.aircraft_bound_to_trip';

/** The API shape: the owner stays on the server; the home base and binding are computed. */
export function toOrganizationAircraft({
  organizationId: _organizationId,
  homebaseId,
  ...aircraft
}: OrganizationAircraftRecord): OrganizationAircraft {
  const airport = homebaseId === null ? undefined : airportById(homebaseId);
  return {
    ...aircraft,
    fuelTypes: [...aircraft.fuelTypes],
    homebase: airport
      ? { id: airport.id, icao: airport.icao, iata: airport.iata, name: airport.name }
      : null,
    boundToTrip: aircraftBoundToTrip(aircraft.id),
  };
}

/** An AOC number held by an aircraft of another organization (case aside): 400 on `aoc`. */
function aocTaken(organizationId: number, aoc: string | null | undefined): Response | null {
  if (aoc === null || aoc === undefined) return null;
  const wanted = aoc.toUpperCase();
  const taken = db.organizationAircraft.some(
    (a) => a.organizationId !== organizationId && a.aoc?.toUpperCase() === wanted,
  );
  return taken ? badRequest({ aoc: [AOC_ALREADY_EXISTS] }, AOC_ALREADY_EXISTS) : null;
}

/** What the catalogue type gives an aircraft (its manufacturer, model, designator, category). */
function typeFields(aircraftTypeId: number) {
  const type = db.aircraftTypes.find((t) => t.id === aircraftTypeId);
  if (!type) throw new Error(`Unknown aircraft type ${aircraftTypeId}`);
  const { manufacturer, model, icaoType, category } = type;
  return { manufacturer, model, icaoType, category };
}

function isCompleteAircraft(
  payload: Partial<OrganizationAircraftPayload>,
): payload is OrganizationAircraftPayload {
  return [
    'name',
    'aircraftTypeId',
    'registration',
    'status',
    'mtowKg',
    'wingspanM',
    'lengthM',
    'heightM',
    'seats',
    'passengerSeats',
    'minimumFlightCrew',
    'maximumFuelKg',
    'fuelTypes',
    'fireFightingCategory',
    'measurementUnit',
  ].every((key) => Object.hasOwn(payload, key));
}

/** Optional fields left out of a POST are null. */
const AIRCRAFT_OPTIONALS = {
  callSign: null,
  aoc: null,
  minimumRunwayLengthM: null,
  homebaseId: null,
  takeOffDistanceM: null,
} as const;

function listQuery(params: URLSearchParams): ListQuery<OrganizationAircraftRecord> | Response {
  const query = new QueryReader(params);
  const wanted = searchWords(query.text('searchQuery'));
  const status = query.oneOf('status', ORGANIZATION_AIRCRAFT_STATUSES);
  const category = query.oneOf('category', aircraftCategoryValues);
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (a: OrganizationAircraftRecord) =>
    (status === undefined || a.status === status) &&
    (category === undefined || a.category === category) &&
    matchesWords(
      `${a.name} ${a.registration} ${a.callSign ?? ''} ${a.manufacturer} ${a.model} ${a.icaoType}`,
      wanted,
    );
  const compare = (a: OrganizationAircraftRecord, b: OrganizationAircraftRecord) =>
    naturalOrder.compare(a.name, b.name) || a.id - b.id;
  return { filter, compare, page };
}

/** A fleet may change its aircraft, not one a trip flies: 400. */
const lockedByTrip = (aircraft: OrganizationAircraftRecord) =>
  aircraftBoundToTrip(aircraft.id) ? badRequest(undefined, AIRCRAFT_BOUND_TO_TRIP) : null;

/** An organization's aircraft (`api/organization-aircraft`). */
export const aircraftHandlers = ownedCrud({
  path: 'api/organization-aircraft',
  records: () => db.organizationAircraft,
  ownerKey: 'organizationId',
  rights: crudRights('ORGANIZATION_ACCOUNT_AIRCRAFT'),
  notFound: ORGANIZATION_AIRCRAFT_NOT_FOUND,
  toApi: toOrganizationAircraft,
  list: { key: 'organizationAircraft', query: listQuery },
  read: (body, partial) => readAircraftPayload(body, partial),
  create: (payload, { ownerId }, stamp) => {
    const complete = { ...AIRCRAFT_OPTIONALS, ...payload };
    if (!isCompleteAircraft(complete)) return badRequest();
    const seats = passengerSeatsError(complete);
    if (seats) return badRequest(seats);
    const aoc = aocTaken(ownerId, complete.aoc);
    if (aoc) return aoc;
    const limited = fleetLimitRefusal(ownerId);
    if (limited) return limited;
    return {
      ...complete,
      ...typeFields(complete.aircraftTypeId),
      ...stamp,
      organizationId: ownerId,
    };
  },
  update: (aircraft, payload) => {
    const merged = { ...aircraft, ...payload };
    const seats = passengerSeatsError(merged);
    if (seats) return badRequest(seats);
    const aoc = aocTaken(aircraft.organizationId, payload.aoc);
    if (aoc) return aoc;
    const type = payload.aircraftTypeId;
    return { ...merged, ...(type === undefined ? {} : typeFields(type)) };
  },
  locked: lockedByTrip,
}).handlers;
