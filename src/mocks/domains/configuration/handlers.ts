import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { notFound } from '../../api';
import { authorize } from '../../auth';
import { ALL_RIGHTS, db, findEnum } from '../../db';

/** Platform configuration: rights catalogue, enums, the operator's public configuration. */
export const configurationHandlers = [
  apiHttp.get('/api/rights', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json([...ALL_RIGHTS]);
  }),

  apiHttp.get('/api/enum/{enumName}', ({ params }) => {
    const name = typeof params.enumName === 'string' ? params.enumName : '';
    const values = findEnum(name);
    return values ? HttpResponse.json(values) : notFound('errors.enum_not_found');
  }),

  // Public: the login page already shows the operator's texts.
  apiHttp.get('/marketplace-public-configuration', () => HttpResponse.json(db.configuration)),
];
