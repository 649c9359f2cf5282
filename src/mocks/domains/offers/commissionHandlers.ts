import { HttpResponse } from 'msw';
import {
  sliceTableErrors,
  sortedSlices,
  type OfferCommission,
  type OfferCommissionSlicePayload,
} from '../../../entities/offer/contract';
import { apiHttp } from '../../api/http';
import {
  VALIDATOR,
  addError,
  badRequest,
  idParam,
  isJsonObject,
  notFound,
  readJson,
} from '../../api';
import { db, nextId } from '../../db';
import { offerFor } from './access';
import type { OfferRecord } from './records';
import { readCategory, readSlice, type Errors } from './validation';

const SLICE_NOT_FOUND = 'errors.offer_slice_not_found';
const EDIT = 'OPERATOR_SUBSCRIPTION_EDIT';

function commissionOf(offer: OfferRecord): OfferCommission {
  return {
    currencyCode: offer.currencyCode,
    slices: sortedSlices(offer.slices),
    categories: [...offer.categories].sort((a, b) => a.categoryId - b.categoryId),
  };
}

const payloadOf = ({ id: _id, ...slice }: OfferRecord['slices'][number]) => slice;

/**
 * The table's refusals for one slice being added or changed (given last): its own on its
 * fields, a junction another slice carries on its upper bound (the amounts it leaves out or
 * meets are past it).
 */
function sliceErrors(
  others: OfferRecord['slices'],
  slice: OfferCommissionSlicePayload,
): Errors | null {
  const table = [...others.map(payloadOf), slice];
  const errors: Errors = {};
  for (const error of sliceTableErrors(table)) {
    const field = error.index === others.length ? error.field : 'toAmount';
    if (!errors[field]?.includes(error.message)) addError(errors, field, error.message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The category rate a path names, or 404. */
function categoryRateOf(offer: OfferRecord, raw: string | readonly string[] | undefined) {
  const id = idParam(raw);
  return offer.categories.find((c) => c.id === id) ?? notFound(SLICE_NOT_FOUND);
}

async function bodyOf(request: Request) {
  const body = await readJson(request);
  return body instanceof Response || isJsonObject(body) ? body : badRequest();
}

/** An offer's commission (spec section 7 "Offer"): its slice table and its category rates. */
export const commissionHandlers = [
  apiHttp.get('/api/offer/{id}/commission', ({ request, params }) => {
    const offer = offerFor(request, params.id, 'OPERATOR_SUBSCRIPTION_VIEW');
    return offer instanceof Response ? offer : HttpResponse.json(commissionOf(offer));
  }),

  apiHttp.patch('/api/offer/{id}/commission', async ({ request, params }) => {
    const offer = offerFor(request, params.id, EDIT);
    if (offer instanceof Response) return offer;
    const body = await bodyOf(request);
    if (body instanceof Response) return body;
    if (!Array.isArray(body.slices)) return badRequest({ slices: [VALIDATOR.required] });
    const errors: Errors = {};
    const slices = body.slices.map((raw: unknown, index) => {
      const read = readSlice(isJsonObject(raw) ? raw : {});
      for (const [field, messages] of Object.entries(read.errors ?? {}))
        messages.forEach((m) => addError(errors, `slices.${index}.${field}`, m));
      return read.value;
    });
    const valid = slices.filter((s): s is OfferCommissionSlicePayload => s !== null);
    if (valid.length === slices.length) {
      for (const error of sliceTableErrors(valid))
        addError(errors, `slices.${error.index}.${error.field}`, error.message);
    }
    if (Object.keys(errors).length > 0) return badRequest(errors);
    offer.slices = valid.map((slice, index) => ({ ...slice, id: index + 1 }));
    return HttpResponse.json(commissionOf(offer));
  }),

  apiHttp.post('/api/offer/{id}/commission-slice', async ({ request, params }) => {
    const offer = offerFor(request, params.id, EDIT);
    if (offer instanceof Response) return offer;
    const body = await bodyOf(request);
    if (body instanceof Response) return body;
    const read = readSlice(body);
    if (read.errors) return badRequest(read.errors);
    const errors = sliceErrors(offer.slices, read.value);
    if (errors) return badRequest(errors);
    offer.slices.push({ ...read.value, id: nextId(offer.slices) });
    return HttpResponse.json(commissionOf(offer), { status: 201 });
  }),

  apiHttp.patch('/api/offer/{id}/commission-slice/{sliceId}', async ({ request, params }) => {
    const offer = offerFor(request, params.id, EDIT);
    if (offer instanceof Response) return offer;
    const slice = offer.slices.find((s) => s.id === idParam(params.sliceId));
    if (!slice) return notFound(SLICE_NOT_FOUND);
    const body = await bodyOf(request);
    if (body instanceof Response) return body;
    const read = readSlice(body);
    if (read.errors) return badRequest(read.errors);
    const errors = sliceErrors(
      offer.slices.filter((s) => s !== slice),
      read.value,
    );
    if (errors) return badRequest(errors);
    Object.assign(slice, read.value);
    return HttpResponse.json(commissionOf(offer));
  }),

  apiHttp.delete('/api/offer/{id}/commission-slice/{sliceId}', ({ request, params }) => {
    const offer = offerFor(request, params.id, EDIT);
    if (offer instanceof Response) return offer;
    const slice = offer.slices.find((s) => s.id === idParam(params.sliceId));
    if (!slice) return notFound(SLICE_NOT_FOUND);
    const rest = offer.slices.filter((s) => s !== slice);
    const refused = sliceTableErrors(rest.map(payloadOf))[0];
    if (refused) return badRequest({ sliceId: [refused.message] });
    offer.slices = rest;
    return HttpResponse.json(commissionOf(offer));
  }),

  apiHttp.post('/api/offer/{id}/commission-category', async ({ request, params }) => {
    const offer = offerFor(request, params.id, EDIT);
    if (offer instanceof Response) return offer;
    const body = await bodyOf(request);
    if (body instanceof Response) return body;
    const read = readCategory(body);
    if (read.errors) return badRequest(read.errors);
    if (!db.shopCategories.some((c) => c.id === read.value.categoryId))
      return badRequest({ categoryId: [VALIDATOR.choice] });
    if (offer.categories.some((c) => c.categoryId === read.value.categoryId))
      return badRequest({ categoryId: [VALIDATOR.alreadyUsed] });
    offer.categories.push({ ...read.value, id: nextId(offer.categories) });
    return HttpResponse.json(commissionOf(offer), { status: 201 });
  }),

  apiHttp.patch(
    '/api/offer/{id}/commission-category/{categoryRateId}',
    async ({ request, params }) => {
      const offer = offerFor(request, params.id, EDIT);
      if (offer instanceof Response) return offer;
      const rate = categoryRateOf(offer, params.categoryRateId);
      if (rate instanceof Response) return rate;
      const body = await bodyOf(request);
      if (body instanceof Response) return body;
      const read = readCategory({ categoryId: rate.categoryId, ...body });
      if (read.errors) return badRequest(read.errors);
      if (offer.categories.some((c) => c !== rate && c.categoryId === read.value.categoryId))
        return badRequest({ categoryId: [VALIDATOR.alreadyUsed] });
      Object.assign(rate, read.value);
      return HttpResponse.json(commissionOf(offer));
    },
  ),

  apiHttp.delete('/api/offer/{id}/commission-category/{categoryRateId}', ({ request, params }) => {
    const offer = offerFor(request, params.id, EDIT);
    if (offer instanceof Response) return offer;
    const rate = categoryRateOf(offer, params.categoryRateId);
    if (rate instanceof Response) return rate;
    offer.categories = offer.categories.filter((c) => c !== rate);
    return HttpResponse.json(commissionOf(offer));
  }),
];
