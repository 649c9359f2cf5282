import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  HELICOPTER_STATUSES,
  type OrganizationHelicopter,
  type OrganizationHelicopterPayload,
} from '../../../entities/organization/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  matchesWords,
  naturalOrder,
  searchWords,
  withoutOwner,
} from '../../api';
import { crudRights, ownedCrud, type ListQuery } from '../../crud';
import { db, now } from '../../db';
import { fleetLimitRefusal } from './fleetLimit';
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

function listQuery(params: URLSearchParams): ListQuery<OrganizationHelicopterRecord> | Response {
  const query = new QueryReader(params);
  const wanted = searchWords(query.text('searchQuery'));
  const status = query.oneOf('status', HELICOPTER_STATUSES);
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (h: OrganizationHelicopterRecord) =>
    (status === undefined || h.status === status) &&
    matchesWords(`${h.registration} ${h.manufacturer} ${h.modelType} ${h.callSign ?? ''}`, wanted);
  const compare = (a: OrganizationHelicopterRecord, b: OrganizationHelicopterRecord) =>
    naturalOrder.compare(a.registration, b.registration) || a.id - b.id;
  return { filter, compare, page };
}

const helicopters = ownedCrud({
  path: 'api/organization-helicopter',
  records: () => db.organizationHelicopters,
  ownerKey: 'organizationId',
  rights: crudRights('ORGANIZATION_ACCOUNT_HELICOPTER'),
  notFound: ORGANIZATION_HELICOPTER_NOT_FOUND,
  toApi: toOrganizationHelicopter,
  list: { key: 'organizationHelicopters', query: listQuery },
  read: (body, partial) => readHelicopterPayload(body, partial),
  create: (payload, { ownerId }, stamp) => {
    const complete = { ...HELICOPTER_OPTIONALS, ...payload };
    if (!isCompleteHelicopter(complete)) return badRequest();
    const taken = helicopterTaken(complete.registration);
    if (taken) return taken;
    const limited = fleetLimitRefusal(ownerId);
    if (limited) return limited;
    return { ...complete, ...stamp, organizationId: ownerId, lastCalendarRefreshAt: null };
  },
  update: (helicopter, payload) =>
    helicopterTaken(payload.registration, helicopter.id) ?? { ...helicopter, ...payload },
});

/** An organization's helicopters (`api/organization-helicopter`), with their calendars. */
export const helicopterHandlers = [
  apiHttp.patch('/api/organization-helicopter/{id}/refresh-calendar', ({ request, params }) => {
    const found = helicopters.locate(request, params.id, 'edit');
    if (found instanceof Response) return found;
    const helicopter = found.record;
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
  ...helicopters.handlers,
];
