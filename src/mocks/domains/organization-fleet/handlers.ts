import { http, HttpResponse } from 'msw';
import { AIRCRAFT_CATEGORIES } from '../../../entities/aircraft/aircraft.types';
import {
  HELICOPTER_STATUSES,
  ORGANIZATION_AIRCRAFT_STATUSES,
  type OrganizationAircraft,
  type OrganizationAircraftPage,
  type OrganizationAircraftPayload,
  type OrganizationHelicopter,
  type OrganizationHelicopterPage,
  type OrganizationHelicopterPayload,
} from '../../../entities/organization/organizationFleet.types';
import type { PermissionKey } from '../../../lib/auth/permissions';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  folded,
  forbidden,
  idParam,
  notFound,
  paginate,
  readJson,
} from '../../api';
import { authorize } from '../../auth';
import { db, nextId, now } from '../../db';
import { airportById } from '../airports';
import { aircraftBoundToTrip } from './binding';
import type { OrganizationAircraftRecord, OrganizationHelicopterRecord } from './records';
import { passengerSeatsError, readAircraftPayload, readHelicopterPayload } from './validation';

export const ORGANIZATION_AIRCRAFT_NOT_FOUND = 'errors.organization_aircraft_not_found';
export const ORGANIZATION_HELICOPTER_NOT_FOUND = 'errors.organization_helicopter_not_found';
export const AOC_ALREADY_EXISTS = 'errors.aoc_already_exists';
export const HELICOPTER_ALREADY_EXISTS = 'errors.helicopter_already_exists';
export const AIRCRAFT_BOUND_TO_TRIP = 'errors.aircraft_bound_to_trip';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

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

export function toOrganizationHelicopter({
  organizationId: _organizationId,
  ...helicopter
}: OrganizationHelicopterRecord): OrganizationHelicopter {
  return helicopter;
}

/** Token, selected organization and the right there: the organization's id, or the answer. */
function organizationFor(request: Request, permission: PermissionKey): number | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  return auth.organization ? auth.organization.id : forbidden();
}

function idOf(raw: unknown): number | null {
  return typeof raw === 'string' ? idParam(raw) : null;
}

function findAircraft(organizationId: number, rawId: unknown) {
  const id = idOf(rawId);
  return db.organizationAircraft.find((a) => a.id === id && a.organizationId === organizationId);
}

function findHelicopter(organizationId: number, rawId: unknown) {
  const id = idOf(rawId);
  return db.organizationHelicopters.find((h) => h.id === id && h.organizationId === organizationId);
}

function words(search: string | undefined): string[] {
  return search === undefined ? [] : folded(search).split(/\s+/);
}

function matches(haystack: string, wanted: readonly string[]): boolean {
  const text = folded(haystack);
  return wanted.every((word) => text.includes(word));
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

/** A helicopter's registration is unique on the platform: 400 on `registration`. */
function helicopterTaken(registration: string | undefined, exceptId?: number): Response | null {
  if (registration === undefined) return null;
  const taken = db.organizationHelicopters.some(
    (h) => h.id !== exceptId && h.registration === registration,
  );
  return taken
    ? badRequest({ registration: [HELICOPTER_ALREADY_EXISTS] }, HELICOPTER_ALREADY_EXISTS)
    : null;
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

function isCompleteHelicopter(
  payload: Partial<OrganizationHelicopterPayload>,
): payload is OrganizationHelicopterPayload {
  return ['modelType', 'manufacturer', 'registration', 'status', 'cockpitConfiguration'].every(
    (key) => Object.hasOwn(payload, key),
  );
}

/** Optional fields left out of a POST are null. */
const AIRCRAFT_OPTIONALS = {
  callSign: null,
  aoc: null,
  minimumRunwayLengthM: null,
  homebaseId: null,
  takeOffDistanceM: null,
} as const;
const HELICOPTER_OPTIONALS = {
  callSign: null,
  aoc: null,
  description: null,
  calendarUrl: null,
} as const;

const aircraftHandlers = [
  http.get('*/api/organization-aircraft', ({ request }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const query = new QueryReader(new URL(request.url).searchParams);
    const wanted = words(query.text('searchQuery'));
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
          matches(
            `${a.name} ${a.registration} ${a.callSign ?? ''} ${a.manufacturer} ${a.model} ${a.icaoType}`,
            wanted,
          ),
      )
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    const body: OrganizationAircraftPage = {
      organizationAircraft: paginate(found, page).map(toOrganizationAircraft),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization-aircraft/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const aircraft = findAircraft(organizationId, params.id);
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
    const aircraft = findAircraft(organizationId, params.id);
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
    const aircraft = findAircraft(organizationId, params.id);
    if (!aircraft) return notFound(ORGANIZATION_AIRCRAFT_NOT_FOUND);
    if (aircraftBoundToTrip(aircraft.id)) return badRequest(undefined, AIRCRAFT_BOUND_TO_TRIP);
    db.organizationAircraft = db.organizationAircraft.filter((a) => a.id !== aircraft.id);
    return new HttpResponse(null, { status: 204 });
  }),
];

const helicopterHandlers = [
  http.get('*/api/organization-helicopter', ({ request }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const query = new QueryReader(new URL(request.url).searchParams);
    const wanted = words(query.text('searchQuery'));
    const status = query.oneOf('status', HELICOPTER_STATUSES);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.organizationHelicopters
      .filter(
        (h) =>
          h.organizationId === organizationId &&
          (status === undefined || h.status === status) &&
          matches(`${h.registration} ${h.manufacturer} ${h.modelType} ${h.callSign ?? ''}`, wanted),
      )
      .sort((a, b) => collator.compare(a.registration, b.registration) || a.id - b.id);
    const body: OrganizationHelicopterPage = {
      organizationHelicopters: paginate(found, page).map(toOrganizationHelicopter),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization-helicopter/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const helicopter = findHelicopter(organizationId, params.id);
    return helicopter
      ? HttpResponse.json(toOrganizationHelicopter(helicopter))
      : notFound(ORGANIZATION_HELICOPTER_NOT_FOUND);
  }),

  http.post('*/api/organization-helicopter', async ({ request }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_ADD');
    if (organizationId instanceof Response) return organizationId;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readHelicopterPayload(body, false);
    if (errors) return badRequest(errors);
    const complete = { ...HELICOPTER_OPTIONALS, ...payload };
    if (!isCompleteHelicopter(complete)) return badRequest();
    const taken = helicopterTaken(complete.registration);
    if (taken) return taken;
    const stamp = now().toISOString();
    const record: OrganizationHelicopterRecord = {
      ...complete,
      id: nextId(db.organizationHelicopters),
      organizationId,
      lastCalendarRefreshAt: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.organizationHelicopters.push(record);
    return HttpResponse.json(toOrganizationHelicopter(record), { status: 201 });
  }),

  http.patch('*/api/organization-helicopter/:id/refresh-calendar', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const helicopter = findHelicopter(organizationId, params.id);
    if (!helicopter) return notFound(ORGANIZATION_HELICOPTER_NOT_FOUND);
    if (helicopter.calendarUrl === null) {
      return badRequest({ calendarUrl: [VALIDATOR.required] });
    }
    const stamp = now().toISOString();
    const updated = { ...helicopter, lastCalendarRefreshAt: stamp, updatedAt: stamp };
    db.organizationHelicopters = db.organizationHelicopters.map((h) =>
      h.id === helicopter.id ? updated : h,
    );
    return HttpResponse.json(toOrganizationHelicopter(updated));
  }),

  http.patch('*/api/organization-helicopter/:id', async ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const helicopter = findHelicopter(organizationId, params.id);
    if (!helicopter) return notFound(ORGANIZATION_HELICOPTER_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readHelicopterPayload(body, true);
    if (errors) return badRequest(errors);
    const taken = helicopterTaken(payload.registration, helicopter.id);
    if (taken) return taken;
    const updated: OrganizationHelicopterRecord = {
      ...helicopter,
      ...payload,
      updatedAt: now().toISOString(),
    };
    db.organizationHelicopters = db.organizationHelicopters.map((h) =>
      h.id === helicopter.id ? updated : h,
    );
    return HttpResponse.json(toOrganizationHelicopter(updated));
  }),

  http.delete('*/api/organization-helicopter/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_DELETE');
    if (organizationId instanceof Response) return organizationId;
    const helicopter = findHelicopter(organizationId, params.id);
    if (!helicopter) return notFound(ORGANIZATION_HELICOPTER_NOT_FOUND);
    db.organizationHelicopters = db.organizationHelicopters.filter((h) => h.id !== helicopter.id);
    return new HttpResponse(null, { status: 204 });
  }),
];

/** An organization's aircraft and helicopters (spec section 7, "Organization"). */
export const organizationFleetHandlers = [...aircraftHandlers, ...helicopterHandlers];
