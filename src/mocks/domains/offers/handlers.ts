import { HttpResponse } from 'msw';
import type { Offer, OfferInfo, OfferSubscriberList } from '../../../entities/offer/contract';
import { OFFER_TYPES } from '../../../entities/offer/contract';
import { apiHttp } from '../../api/http';
import {
  QueryReader,
  apiError,
  badRequest,
  matchesWords,
  paginate,
  readJson,
  searchWords,
} from '../../api';
import { authorize } from '../../auth';
import { db, nextId, now } from '../../db';
import { offerFor, subscriptionsOf } from './access';
import type { OfferRecord } from './records';
import { OPEN_SUBSCRIPTION } from './seed';
import { readInfo, readSubscription, readTypologies } from './validation';

export const OFFER_HAS_SUBSCRIBERS = 'errors.offer_has_subscribers';

function toOffer(offer: OfferRecord): Offer {
  const { id, offerReference, references, mainTypologyId, countryCode, offerActive, offerType } =
    offer;
  const subscriberCount = subscriptionsOf(id).length;
  return {
    id,
    offerReference,
    references,
    mainTypologyId,
    countryCode,
    offerActive,
    offerType,
    subscriberCount,
  };
}

function toInfo(offer: OfferRecord): OfferInfo {
  const { id, offerReference, references, offerType, offerActive, countryCode, currencyCode } =
    offer;
  return { id, offerReference, references, offerType, offerActive, countryCode, currencyCode };
}

/** A reference another offer than `except` holds (references are unique, case ignored). */
const referenceTaken = (except: number | null) => (reference: string) =>
  db.offers.some((o) => o.id !== except && o.offerReference.toUpperCase() === reference);

function listAnswer(request: Request): Response {
  const query = new QueryReader(new URL(request.url).searchParams);
  const words = searchWords(query.text('searchQuery'));
  const offerType = query.oneOf('offerType', OFFER_TYPES);
  const active = query.boolean('offerActive');
  const typology = query.text('mainTypologyId');
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const found = db.offers
    .filter(
      (o) =>
        (offerType === undefined || o.offerType === offerType) &&
        (active === undefined || o.offerActive === active) &&
        (typology === undefined || String(o.mainTypologyId) === typology) &&
        matchesWords(`${o.offerReference} ${Object.values(o.references).join(' ')}`, words),
    )
    .sort((a, b) => a.offerReference.localeCompare(b.offerReference));
  return HttpResponse.json({
    offers: paginate(found, page).map(toOffer),
    totalItems: found.length,
  });
}

/** The offers (spec section 7 "Offer"): list, create, delete, information, typologies, subscription. */
export const offerHandlers = [
  apiHttp.get('/api/offer', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_SUBSCRIPTION_VIEW');
    return auth instanceof Response ? auth : listAnswer(request);
  }),

  apiHttp.post('/api/offer', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_SUBSCRIPTION_ADD');
    if (auth instanceof Response) return auth;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const info = readInfo(body, referenceTaken(null));
    if (info.errors) return badRequest(info.errors);
    const offer: OfferRecord = {
      ...info.value,
      id: nextId(db.offers),
      mainTypologyId: null,
      typologyIds: [],
      slices: [],
      categories: [],
      subscription: { ...OPEN_SUBSCRIPTION },
      createdAt: now().toISOString(),
    };
    db.offers.push(offer);
    return HttpResponse.json(toInfo(offer), { status: 201 });
  }),

  apiHttp.delete('/api/offer/{id}/delete', ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_DELETE');
    if (offer instanceof Response) return offer;
    if (subscriptionsOf(offer.id).length > 0) return apiError(400, OFFER_HAS_SUBSCRIBERS);
    db.offers = db.offers.filter((o) => o.id !== offer.id);
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.get('/api/offer/{id}/info', ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_VIEW');
    return offer instanceof Response ? offer : HttpResponse.json(toInfo(offer));
  }),

  apiHttp.patch('/api/offer/{id}/info', async ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_EDIT');
    if (offer instanceof Response) return offer;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const info = readInfo(body, referenceTaken(offer.id));
    if (info.errors) return badRequest(info.errors);
    Object.assign(offer, info.value);
    return HttpResponse.json(toInfo(offer));
  }),

  apiHttp.get('/api/offer/{id}/typology', ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_VIEW');
    if (offer instanceof Response) return offer;
    return HttpResponse.json({
      mainTypologyId: offer.mainTypologyId,
      typologyIds: offer.typologyIds,
    });
  }),

  apiHttp.patch('/api/offer/{id}/typology', async ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_EDIT');
    if (offer instanceof Response) return offer;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const typologies = readTypologies(body);
    if (typologies.errors) return badRequest(typologies.errors);
    Object.assign(offer, typologies.value);
    return HttpResponse.json(typologies.value);
  }),

  apiHttp.get('/api/offer/{id}/subscription', ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_VIEW');
    return offer instanceof Response ? offer : HttpResponse.json(offer.subscription);
  }),

  apiHttp.patch('/api/offer/{id}/subscription', async ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_EDIT');
    if (offer instanceof Response) return offer;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const subscription = readSubscription(body);
    if (subscription.errors) return badRequest(subscription.errors);
    offer.subscription = subscription.value;
    return HttpResponse.json(offer.subscription);
  }),

  apiHttp.get('/api/offer/{id}/subscriber', ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_VIEW');
    if (offer instanceof Response) return offer;
    const subscribers = db.subscriptions
      .filter((s) => s.offerId === offer.id)
      .map((s) => ({
        organizationId: s.organizationId,
        name: db.organizations.find((o) => o.id === s.organizationId)?.legalName ?? '',
        status: s.status,
        startAt: s.startAt,
        endAt: s.endAt,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const body: OfferSubscriberList = { subscribers };
    return HttpResponse.json(body);
  }),
];
