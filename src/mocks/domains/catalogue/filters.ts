import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { OperatorServiceFilterOptions } from '../../../entities/service/contract';
import { authorize } from '../../auth';
import { db } from '../../db';
import { airportById } from '../airports';

/**
 * The operator's filter choices: every seller with a service and every airport a service names,
 * from the whole catalogue (the list's page shows only some of them).
 */
export function operatorFilterOptions(): OperatorServiceFilterOptions {
  const sellerIds = new Set(db.services.map((service) => service.sellerId));
  const sellers = db.organizations
    .filter((organization) => sellerIds.has(organization.id))
    .map((organization) => ({ id: organization.id, name: organization.commercialName }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const airportIds = new Set(db.services.flatMap((service) => service.airportIds));
  const airports = [...airportIds]
    .flatMap((id) => {
      const airport = airportById(id);
      return airport ? [{ id, icao: airport.icao, name: airport.name }] : [];
    })
    .sort((a, b) => a.icao.localeCompare(b.icao));
  return { sellers, airports };
}

export const filterHandlers = [
  apiHttp.get('/api/operator/product-filters', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_SERVICE_VIEW');
    if (auth instanceof Response) return auth;
    return HttpResponse.json(operatorFilterOptions());
  }),
];
