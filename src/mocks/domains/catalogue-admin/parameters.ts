import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import {
  productFuelTypeValues,
  productTypologyValues,
  productUnitValues,
} from '../../../lib/contract/generated/constants';
import { apiHttp } from '../../api/http';
import { authorize } from '../../auth';
import { db } from '../../db';
import { serviceContents } from '../catalogue';

/** How many services use each value (a service counts once, with its draft or its version). */
function usage<T extends string>(values: readonly T[], valuesOf: (id: number) => Set<string>) {
  const counts = new Map<string, number>();
  for (const service of db.services) {
    for (const value of valuesOf(service.id)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return values.map((value) => ({ value, services: counts.get(value) ?? 0 }));
}

/** GET api/parameters/products: typologies, units, fuel types, with their use (read only). */
export const parameterHandlers = [
  apiHttp.get('/api/parameters/products', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_PARAMETER_VIEW');
    if (auth instanceof Response) return auth;
    const contents = new Map(db.services.map((s) => [s.id, serviceContents(s)]));
    const typology = new Map(db.services.map((s) => [s.id, s.typology]));
    const from =
      (pick: (content: ReturnType<typeof serviceContents>[number]) => string | null) =>
      (id: number) =>
        new Set((contents.get(id) ?? []).flatMap((content) => pick(content) ?? []));
    const body: Schemas['ProductParameters'] = {
      typologies: usage(productTypologyValues, (id) => new Set([typology.get(id) ?? ''])),
      units: usage(
        productUnitValues,
        from((content) => content.unit),
      ),
      fuelTypes: usage(
        productFuelTypeValues,
        from((content) => content.fuelType),
      ),
    };
    return HttpResponse.json(body);
  }),
];
