import { http, HttpResponse } from 'msw';
import {
  HELICOPTER_STATUSES,
  type OrganizationHelicopter,
  type OrganizationHelicopterPage,
  type OrganizationHelicopterPayload,
} from '../../../entities/organization/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  findOwned,
  matchesWords,
  naturalOrder,
  notFound,
  paginate,
  readJson,
  searchWords,
  withoutOwner,
} from '../../api';
import { organizationFor } from '../../auth';
import { db, nextId, now } from '../../db';
import type { OrganizationHelicopterRecord } from './records';
import { readHelicopterPayload } from './validation';

export const ORGANIZATION_HELICOPTER_NOT_FOUND = 'errors.organization_helicopter_not_found';
export const HELICOPTER_ALREADY_EXISTS = 'errors.helicopter_already_exists';

const toOrganizationHelicopter = (record: OrganizationHelicopterRecord): OrganizationHelicopter =>
  withoutOwner(record);

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

function isCompleteHelicopter(
  payload: Partial<OrganizationHelicopterPayload>,
): payload is OrganizationHelicopterPayload {
  return ['modelType', 'manufacturer', 'registration', 'status', 'cockpitConfiguration'].every(
    (key) => Object.hasOwn(payload, key),
  );
}

/** Optional fields left out of a POST are null. */
const HELICOPTER_OPTIONALS = {
  callSign: null,
  aoc: null,
  description: null,
  calendarUrl: null,
} as const;

/** An organization's helicopters (`api/organization-helicopter`), with their calendars. */
export const helicopterHandlers = [
  http.get('*/api/organization-helicopter', ({ request }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const query = new QueryReader(new URL(request.url).searchParams);
    const wanted = searchWords(query.text('searchQuery'));
    const status = query.oneOf('status', HELICOPTER_STATUSES);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.organizationHelicopters
      .filter(
        (h) =>
          h.organizationId === organizationId &&
          (status === undefined || h.status === status) &&
          matchesWords(
            `${h.registration} ${h.manufacturer} ${h.modelType} ${h.callSign ?? ''}`,
            wanted,
          ),
      )
      .sort((a, b) => naturalOrder.compare(a.registration, b.registration) || a.id - b.id);
    const body: OrganizationHelicopterPage = {
      organizationHelicopters: paginate(found, page).map(toOrganizationHelicopter),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization-helicopter/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const helicopter = findOwned(db.organizationHelicopters, organizationId, params.id);
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
    const helicopter = findOwned(db.organizationHelicopters, organizationId, params.id);
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
    const helicopter = findOwned(db.organizationHelicopters, organizationId, params.id);
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
    const helicopter = findOwned(db.organizationHelicopters, organizationId, params.id);
    if (!helicopter) return notFound(ORGANIZATION_HELICOPTER_NOT_FOUND);
    db.organizationHelicopters = db.organizationHelicopters.filter((h) => h.id !== helicopter.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
