import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Schemas } from '../../../lib/api/contract';
import type { PermissionKey } from '../../../lib/auth/permissions';
import { badRequest, forbidden, idParam, notFound, paginate, readJson } from '../../api';
import { authorize, can } from '../../auth';
import { db, nextId } from '../../db';
import { catalogueMeta, findAircraftTypes, readCatalogueQuery } from './list';
import { AIRCRAFT_TYPE_EXISTS, readAircraftTypePayload, typeExists } from './writes';

export const AIRCRAFT_TYPE_NOT_FOUND = 'errors.aircraft_type_not_found';

/**
 * Who reads the catalogue: the operators who keep it (/aircrafts) and the organizations whose
 * aircraft or helicopters are of its types (their fleet pages pick a type from it).
 */
export const CATALOGUE_READERS: readonly PermissionKey[] = [
  'OPERATOR_AIRCRAFT_VIEW',
  'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW',
  'ORGANIZATION_ACCOUNT_AIRCRAFT_LIST',
  'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD',
  'ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT',
  'ORGANIZATION_ACCOUNT_AIRCRAFT_DELETE',
  'ORGANIZATION_ACCOUNT_HELICOPTER_VIEW',
];

/** Token and selected organization (401 / 403), then any reader's right there (403). */
function authorizeReader(request: Request): Response | null {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const { user, organization } = auth;
  return CATALOGUE_READERS.some((key) => can(user, organization, key)) ? null : forbidden();
}

/**
 * The aircraft catalogue (spec section 7, "GET api/aircraft, /{id}"), shared by everyone; the
 * platform operators add to it ("POST /apps/aircraft/aircrafts", OPERATOR_AIRCRAFT_ADD).
 */
export const aircraftCatalogueHandlers = [
  apiHttp.get('/api/aircraft', ({ request }) => {
    const denied = authorizeReader(request);
    if (denied) return denied;
    const query = readCatalogueQuery(new URL(request.url).searchParams);
    if (query instanceof Response) return query;
    const found = findAircraftTypes(db.aircraftTypes, query);
    const body: Schemas['AircraftTypePage'] = {
      aircraft: paginate(found, query.page),
      ...catalogueMeta(found.length, query.page),
    };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/aircraft/{id}', ({ request, params }) => {
    const denied = authorizeReader(request);
    if (denied) return denied;
    const id = typeof params.id === 'string' ? idParam(params.id) : null;
    const type = db.aircraftTypes.find((r) => r.id === id);
    return type ? HttpResponse.json(type) : notFound(AIRCRAFT_TYPE_NOT_FOUND);
  }),

  apiHttp.post('/apps/aircraft/aircrafts', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_AIRCRAFT_ADD');
    if (auth instanceof Response) return auth;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const read = readAircraftTypePayload(body);
    if ('errors' in read) return badRequest(read.errors);
    const { payload } = read;
    if (typeExists(db.aircraftTypes, payload))
      return badRequest({ model: [AIRCRAFT_TYPE_EXISTS] }, AIRCRAFT_TYPE_EXISTS);
    const type = { id: nextId(db.aircraftTypes), ...payload };
    db.aircraftTypes.push(type);
    return HttpResponse.json(type, { status: 201 });
  }),
];
