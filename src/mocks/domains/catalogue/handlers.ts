import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { SERVICE_TYPOLOGIES, SERVICE_LIMITS } from '../../../entities/service/contract';
import { VALIDATOR, badRequest, readJson, readJsonOrEmpty, requiredTextError } from '../../api';
import { authorize } from '../../auth';
import { langOf } from '../shop';
import { airportIdsOf, anyService, mandatoryAirportIdsOf, ownService, sellerFor } from './access';
import { filterHandlers } from './filters';
import { readHandlers } from './formReads';
import { currentContent, toService } from './content';
import { decisionRefusal, readVersion } from './decision';
import { listServices } from './list';
import { serviceLimitErrors } from './offerLimits';
import { transferRefusal } from './transferTab';
import { readServiceBody } from './validation';
import {
  createService,
  deleteService,
  refuseService,
  updateService,
  validateService,
} from './writes';

export { PRODUCT_NOT_AWAITING_VALIDATION } from './decision';

/** The seller's services: GET list, GET one, POST, PATCH (a tab at a time), DELETE. */
const sellerHandlers = [
  apiHttp.get('/api/product', ({ request }) => {
    const seller = sellerFor(request, 'SERVICE_VIEW');
    if (seller instanceof Response) return seller;
    const page = listServices(new URL(request.url).searchParams, langOf(request), {
      sellerId: seller.id,
    });
    return page instanceof Response ? page : HttpResponse.json(page);
  }),

  apiHttp.get('/api/product/{id}', ({ request, params }) => {
    const seller = sellerFor(request, 'SERVICE_VIEW');
    if (seller instanceof Response) return seller;
    const service = ownService(seller, params.id);
    return service instanceof Response ? service : HttpResponse.json(toService(service));
  }),

  apiHttp.post('/api/product', async ({ request }) => {
    // The spec opens /services/add with SERVICE_EDIT: the call asks what its screen asks.
    const seller = sellerFor(request, 'SERVICE_EDIT');
    if (seller instanceof Response) return seller;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    // One of the typologies the organization sells; any while it names none (as registration
    // leaves a new seller).
    const sold = seller.productTypologies;
    const typology = SERVICE_TYPOLOGIES.find(
      (t) => t === body.typology && (sold.length === 0 || sold.includes(t)),
    );
    if (typology === undefined) {
      return badRequest({ typology: [body.typology ? VALIDATOR.choice : VALIDATOR.required] });
    }
    const refused = transferRefusal(request, typology, body);
    if (refused) return refused;
    const context = {
      typology,
      sellerId: seller.id,
      sellerAirportIds: airportIdsOf(seller),
      mandatoryAirportIds: mandatoryAirportIdsOf(seller.id, null),
      previousOptions: [],
    };
    const { values, errors } = readServiceBody(body, context, false);
    if (errors) return badRequest(errors);
    const limited = serviceLimitErrors(seller.id, typology, values.airportIds, null);
    if (limited) return badRequest(limited);
    const { information, pricing, availability, airportIds } = values;
    if (!information || !pricing || !availability || !airportIds) return badRequest();
    const service = createService(seller.id, typology, {
      ...values,
      information,
      pricing,
      availability,
      airportIds,
    });
    return HttpResponse.json(toService(service), { status: 201 });
  }),

  apiHttp.patch('/api/product/{id}', async ({ request, params }) => {
    const seller = sellerFor(request, 'SERVICE_EDIT');
    if (seller instanceof Response) return seller;
    const service = ownService(seller, params.id);
    if (service instanceof Response) return service;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const refused = transferRefusal(request, service.typology, body);
    if (refused) return refused;
    const context = {
      typology: service.typology,
      sellerId: seller.id,
      sellerAirportIds: airportIdsOf(seller),
      mandatoryAirportIds: mandatoryAirportIdsOf(seller.id, service.id),
      previousOptions: currentContent(service).options,
    };
    const { values, errors } = readServiceBody(body, context, true);
    if (errors) return badRequest(errors);
    const limited = serviceLimitErrors(seller.id, service.typology, values.airportIds, service.id);
    if (limited) return badRequest(limited);
    updateService(service, values);
    return HttpResponse.json(toService(service));
  }),

  apiHttp.delete('/api/product/{id}', ({ request, params }) => {
    const seller = sellerFor(request, 'SERVICE_DELETE');
    if (seller instanceof Response) return seller;
    const service = ownService(seller, params.id);
    if (service instanceof Response) return service;
    deleteService(service);
    return new HttpResponse(null, { status: 204 });
  }),
];

/**
 * The operator's validation: every seller's services, validate and refuse with a reason, each
 * naming the version (`updatedAt`) the operator saw.
 */
const operatorHandlers = [
  apiHttp.get('/api/operator/product', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_SERVICE_VIEW');
    if (auth instanceof Response) return auth;
    const page = listServices(new URL(request.url).searchParams, langOf(request), 'operator');
    return page instanceof Response ? page : HttpResponse.json(page);
  }),

  apiHttp.get('/api/operator/product/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_SERVICE_VIEW');
    if (auth instanceof Response) return auth;
    const service = anyService(params.id);
    return service instanceof Response ? service : HttpResponse.json(toService(service));
  }),

  apiHttp.patch('/api/product/{id}/validate', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_SERVICE_EDIT');
    if (auth instanceof Response) return auth;
    const service = anyService(params.id);
    if (service instanceof Response) return service;
    const body = await readJsonOrEmpty(request);
    if (body instanceof Response) return body;
    const errors: Record<string, string[]> = {};
    const seen = readVersion(body, errors);
    if (seen === null) return badRequest(errors);
    const refusal = decisionRefusal(service, seen);
    if (refusal) return refusal;
    validateService(service);
    return HttpResponse.json(toService(service));
  }),

  apiHttp.patch('/api/product/{id}/refuse', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_SERVICE_EDIT');
    if (auth instanceof Response) return auth;
    const service = anyService(params.id);
    if (service instanceof Response) return service;
    const body = await readJsonOrEmpty(request);
    if (body instanceof Response) return body;
    const errors: Record<string, string[]> = {};
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const error = requiredTextError(reason, SERVICE_LIMITS.refusalReasonLength);
    if (error) errors.reason = [error];
    const seen = readVersion(body, errors);
    if (seen === null || Object.keys(errors).length > 0) return badRequest(errors);
    const refusal = decisionRefusal(service, seen);
    if (refusal) return refusal;
    refuseService(service, reason);
    return HttpResponse.json(toService(service));
  }),
];

export const catalogueHandlers = [
  ...sellerHandlers,
  ...operatorHandlers,
  ...filterHandlers,
  ...readHandlers,
];
