import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { PlacePage } from '../../../entities/service/contract';
import { QueryReader, paginate } from '../../api';
import { authorize } from '../../auth';
import { findPlaces } from './directory';

/**
 * GET api/place?search=&page=&numberOfItemsPerPage=: the places directory a taking-charge
 * address is chosen from. Any signed-in user (reference data, like the airport catalogue).
 */
export const placeHandlers = [
  apiHttp.get('/api/place', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const search = query.text('search');
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = findPlaces(search);
    const answer: PlacePage = { places: paginate(found, page), totalItems: found.length };
    return HttpResponse.json(answer);
  }),
];
