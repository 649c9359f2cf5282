import { http, HttpResponse } from 'msw';
import { AIRCRAFT_CATEGORIES } from '../../../entities/aircraft/contract';
import {
  ORGANIZATION_AIRCRAFT_STATUSES,
  type OrganizationAircraft,
  type OrganizationAircraftPage,
  type OrganizationAircraftPayload,
} from '../../../entities/organization/contract';
import {
  QueryReader,
  badRequest,
  findOwned,
  matchesWords,
  naturalOrder,
  notFound,
  paginate,
  readJson,
  searchWords,
} from '../../api';
import { organizationFor } from '../../auth';
import { db, nextId, now } from '../../db';
import { airportById } from '../airports';
import { aircraftBoundToTrip } from './binding';
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

/** An organization's aircraft (`api/organization-aircraft`). */
export const aircraftHandlers = [
  http.get('*/api/organization-aircraft', ({ request }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const query = new QueryReader(new URL(request.url).searchParams);
    const wanted = searchWords(query.text('searchQuery'));
    const status = query.oneOf('status', ORGANIZATION_AIRCRAFT_STATUSES);
    const category = query.oneOf('category', AIRCRAFT_CATEGORIES);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.organizationAircraft
      .filter(
        (a) =>
          a.organizationId === organizationId &&
          (status === undefined || a.status === status) &&
          (category === undefined || a.category === category) &&
          matchesWords(
            `${a.name} ${a.registration} ${a.callSign ?? ''} ${a.manufacturer} ${a.model} ${a.icaoType}`,
            wanted,
          ),
      )
      .sort((a, b) => naturalOrder.compare(a.name, b.name) || a.id - b.id);
    const body: OrganizationAircraftPage = {
      organizationAircraft: paginate(found, page).map(toOrganizationAircraft),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization-aircraft/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const aircraft = findOwned(db.organizationAircraft, organizationId, params.id);
    return aircraft
      ? HttpResponse.json(toOrganizationAircraft(aircraft))
      : notFound(ORGANIZATION_AIRCRAFT_NOT_FOUND);
  }),

  http.post('*/api/organization-aircraft', async ({ request }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD');
    if (organizationId instanceof Response) return organizationId;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readAircraftPayload(body, false);
    if (errors) return badRequest(errors);
    const complete = { ...AIRCRAFT_OPTIONALS, ...payload };
    if (!isCompleteAircraft(complete)) return badRequest();
    const seats = passengerSeatsError(complete);
    if (seats) return badRequest(seats);
    const aoc = aocTaken(organizationId, complete.aoc);
    if (aoc) return aoc;
    const stamp = now().toISOString();
    const record: OrganizationAircraftRecord = {
      ...complete,
      ...typeFields(complete.aircraftTypeId),
      id: nextId(db.organizationAircraft),
      organizationId,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.organizationAircraft.push(record);
    return HttpResponse.json(toOrganizationAircraft(record), { status: 201 });
  }),

  http.patch('*/api/organization-aircraft/:id', async ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const aircraft = findOwned(db.organizationAircraft, organizationId, params.id);
    if (!aircraft) return notFound(ORGANIZATION_AIRCRAFT_NOT_FOUND);
    if (aircraftBoundToTrip(aircraft.id)) return badRequest(undefined, AIRCRAFT_BOUND_TO_TRIP);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readAircraftPayload(body, true);
    if (errors) return badRequest(errors);
    const merged = { ...aircraft, ...payload };
    const seats = passengerSeatsError(merged);
    if (seats) return badRequest(seats);
    const aoc = aocTaken(organizationId, payload.aoc);
    if (aoc) return aoc;
    const updated: OrganizationAircraftRecord = {
      ...merged,
      ...(payload.aircraftTypeId === undefined ? {} : typeFields(payload.aircraftTypeId)),
      updatedAt: now().toISOString(),
    };
    db.organizationAircraft = db.organizationAircraft.map((a) =>
      a.id === aircraft.id ? updated : a,
    );
    return HttpResponse.json(toOrganizationAircraft(updated));
  }),

  http.delete('*/api/organization-aircraft/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_DELETE');
    if (organizationId instanceof Response) return organizationId;
    const aircraft = findOwned(db.organizationAircraft, organizationId, params.id);
    if (!aircraft) return notFound(ORGANIZATION_AIRCRAFT_NOT_FOUND);
    if (aircraftBoundToTrip(aircraft.id)) return badRequest(undefined, AIRCRAFT_BOUND_TO_TRIP);
    db.organizationAircraft = db.organizationAircraft.filter((a) => a.id !== aircraft.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
