import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Schemas } from '../../../lib/api/contract';
import { VALIDATOR, apiError, badRequest, notFound, readJson } from '../../api';
import {
  offerFullRefusal,
  registrationOffersFor,
  subscribeOrganization,
  toRegistrationOffer,
} from '../offers';
import { actsFor, findRegistration } from './access';
import type { RegistrationRecord } from './records';

/** The offers of the seller's main typology (the offers domain's), named in the request's language. */
function offersOf(
  request: Request,
  registration: RegistrationRecord,
): Schemas['RegistrationOffers'] {
  const lang = request.headers.get('lang') ?? 'en';
  return {
    offers: registrationOffersFor(registration.mainTypologyId).map((o) =>
      toRegistrationOffer(o, lang, registration.organizationId),
    ),
    selectedOfferReference: registration.selectedOfferReference,
  };
}

/**
 * A seller registration the request acts for (its token or its admin's session), for reading
 * its offers as for choosing one; anyone else is told it does not exist (ids are sequential).
 */
function ownSellerRegistration(
  request: Request,
  rawId: unknown,
  token: unknown,
): RegistrationRecord | null {
  const registration = findRegistration(rawId);
  if (!registration || registration.side !== 'seller' || registration.duplicate === true) {
    return null;
  }
  return actsFor(request, registration, token) ? registration : null;
}

async function selectOffer(request: Request, rawId: unknown, first: boolean): Promise<Response> {
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const registration = ownSellerRegistration(request, rawId, body.token);
  if (!registration) return notFound();
  const reference = body.offerReference;
  if (typeof reference !== 'string' || reference.trim() === '') {
    return badRequest({ offerReference: [VALIDATOR.required] });
  }
  const offer = registrationOffersFor(registration.mainTypologyId).find(
    (o) => o.offerReference === reference,
  );
  if (!offer) return badRequest({ offerReference: [VALIDATOR.choice] });
  const full = offerFullRefusal(offer, registration.organizationId);
  if (full) return badRequest({ offerReference: [full] });
  // POST is the first choice, PATCH a change: each on the wrong side of it is refused.
  if (first !== (registration.selectedOfferReference === null)) {
    return apiError(400, 'errors.invalid_request');
  }
  registration.selectedOfferReference = offer.offerReference;
  // The choice is the new organization's subscription: its commission and limits follow it.
  subscribeOrganization(registration.organizationId, offer);
  return HttpResponse.json(offersOf(request, registration));
}

/** A new seller's commercial offer (spec section 7, "Auth"): read, first choice, change. */
export const offerHandlers = [
  apiHttp.get('/api/register/offers/{id}', ({ request, params }) => {
    const token = new URL(request.url).searchParams.get('token');
    const registration = ownSellerRegistration(request, params.id, token);
    return registration ? HttpResponse.json(offersOf(request, registration)) : notFound();
  }),
  apiHttp.post('/api/register/select-offer/{id}', ({ request, params }) =>
    selectOffer(request, params.id, true),
  ),
  apiHttp.patch('/api/register/select-offer/{id}', ({ request, params }) =>
    selectOffer(request, params.id, false),
  ),
];
