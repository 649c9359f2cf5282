import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { AirportPage } from '../../../entities/airport/contract';
import { QueryReader, VALIDATOR, idParam, notFound, paginate } from '../../api';
import { authorize } from '../../auth';
import { AIRPORT_TYPES, airportById, findAirports } from './catalogue';

import { AIRPORT_NOT_FOUND } from './writes';

export { AIRPORT_NOT_FOUND };

/**
 * The airport catalogue (spec section 7, "GET api/airport, /{id}").
 *
 * Rights: a valid token only (`authorize` without a permission key; a `selectedOrganizationId`
 * header, when sent, must still be one the user may act for). The catalogue is public reference
 * data that every screen choosing an airport reads (trips, fleet, an organization's airports),
 * whatever the organization's typology or the user's workrole, and platform operators read it
 * without an organization selected: no right of the spec's catalogue narrows it further.
 */
export const airportHandlers = [
  apiHttp.get('/api/airport', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const searchQuery = query.text('searchQuery');
    const countryCode = query.matching('countryCode', /^[A-Z]{2}$/, VALIDATOR.country);
    const type = query.oneOf('type', AIRPORT_TYPES);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = findAirports({ searchQuery, countryCode, type });
    const answer: AirportPage = { airports: paginate(found, page), totalItems: found.length };
    return HttpResponse.json(answer);
  }),

  apiHttp.get('/api/airport/{id}', ({ request, params }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const id = typeof params.id === 'string' ? idParam(params.id) : null;
    const airport = id === null ? undefined : airportById(id);
    return airport ? HttpResponse.json(airport) : notFound(AIRPORT_NOT_FOUND);
  }),
];
