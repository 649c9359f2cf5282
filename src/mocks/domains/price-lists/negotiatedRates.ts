import { http, HttpResponse } from 'msw';
import {
  NEGOTIATED_RATE_ERRORS,
  type NegotiatedRate,
  type NegotiatedRatePage,
  type NegotiatedRatePayload,
} from '../../../entities/negotiated-rate/contract';
import {
  ORGANIZATION_VALIDATOR,
  VAT_NUMBER_PATTERN,
  normalizeVatNumber,
} from '../../../entities/organization/contract';
import {
  QueryReader,
  TEXT_MAX,
  VALIDATOR,
  badRequest,
  lengthMaxMessage,
  matchesWords,
  naturalOrder,
  notFound,
  paginate,
  readJson,
  searchWords,
  type JsonObject,
} from '../../api';
import { db, nextId, now } from '../../db';
import { findOfSeller, sellerFor } from './access';
import type { NegotiatedRateRecord } from './records';

/** The API shape: the seller stays on the server; the price list that applies is joined. */
export function toNegotiatedRate(record: NegotiatedRateRecord): NegotiatedRate {
  const list = db.priceLists.find((p) => p.negotiatedRateId === record.id);
  return {
    id: record.id,
    companyName: record.companyName,
    intracommunityVatNumber: record.intracommunityVatNumber,
    priceList: list ? { id: list.id, name: list.name, status: list.status } : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

type Read = { payload: Partial<NegotiatedRatePayload>; errors: Record<string, string[]> | null };

/** The fields sent (all of them on POST), trimmed, the VAT number normalized and checked. */
export function readRatePayload(body: JsonObject, partial: boolean): Read {
  const payload: Partial<NegotiatedRatePayload> = {};
  const errors: Record<string, string[]> = {};
  const text = (key: keyof NegotiatedRatePayload, max: number): string | undefined => {
    if (partial && !Object.hasOwn(body, key)) return undefined;
    const raw = body[key];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') errors[key] = [VALIDATOR.required];
    else if (value.length > max) errors[key] = [lengthMaxMessage(max)];
    else return value;
    return undefined;
  };
  const companyName = text('companyName', TEXT_MAX.name);
  if (companyName !== undefined) payload.companyName = companyName;
  const vat = text('intracommunityVatNumber', TEXT_MAX.code);
  if (vat !== undefined) {
    const normalized = normalizeVatNumber(vat);
    if (VAT_NUMBER_PATTERN.test(normalized)) payload.intracommunityVatNumber = normalized;
    else errors.intracommunityVatNumber = [ORGANIZATION_VALIDATOR.vatNumber];
  }
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}

/** One rate per VAT number and seller: a second is a field error. */
function vatTaken(sellerId: number, vat: string | undefined, exceptId?: number): Response | null {
  if (vat === undefined) return null;
  const taken = db.negotiatedRates.some(
    (r) => r.sellerId === sellerId && r.id !== exceptId && r.intracommunityVatNumber === vat,
  );
  return taken
    ? badRequest(
        { intracommunityVatNumber: [VALIDATOR.alreadyUsed] },
        NEGOTIATED_RATE_ERRORS.vatNumberTaken,
      )
    : null;
}

function listQuery(params: URLSearchParams) {
  const query = new QueryReader(params);
  const words = searchWords(query.text('searchQuery'));
  const withPriceList = query.boolean('withPriceList');
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (r: NegotiatedRateRecord) =>
    matchesWords(`${r.companyName} ${r.intracommunityVatNumber}`, words) &&
    (withPriceList === undefined ||
      db.priceLists.some((p) => p.negotiatedRateId === r.id) === withPriceList);
  return { filter, page };
}

/** Negotiated rates (spec section 7), the selected seller's client companies. */
export const negotiatedRateHandlers = [
  http.get('*/api/negotiated-rate', ({ request }) => {
    const sellerId = sellerFor(request, 'NEGOTIATED_RATE_VIEW');
    if (sellerId instanceof Response) return sellerId;
    const query = listQuery(new URL(request.url).searchParams);
    if (query instanceof Response) return query;
    const found = db.negotiatedRates
      .filter((r) => r.sellerId === sellerId && query.filter(r))
      .sort((a, b) => naturalOrder.compare(a.companyName, b.companyName) || a.id - b.id);
    const body: NegotiatedRatePage = {
      negotiatedRates: paginate(found, query.page).map(toNegotiatedRate),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/negotiated-rate/:id', ({ request, params }) => {
    const sellerId = sellerFor(request, 'NEGOTIATED_RATE_VIEW');
    if (sellerId instanceof Response) return sellerId;
    const rate = findOfSeller(db.negotiatedRates, sellerId, params.id);
    return rate
      ? HttpResponse.json(toNegotiatedRate(rate))
      : notFound(NEGOTIATED_RATE_ERRORS.notFound);
  }),

  http.post('*/api/negotiated-rate', async ({ request }) => {
    const sellerId = sellerFor(request, 'NEGOTIATED_RATE_EDIT');
    if (sellerId instanceof Response) return sellerId;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readRatePayload(body, false);
    if (
      errors ||
      payload.companyName === undefined ||
      payload.intracommunityVatNumber === undefined
    ) {
      return badRequest(errors ?? undefined);
    }
    const taken = vatTaken(sellerId, payload.intracommunityVatNumber);
    if (taken) return taken;
    const stamp = now().toISOString();
    const rate: NegotiatedRateRecord = {
      id: nextId(db.negotiatedRates),
      sellerId,
      companyName: payload.companyName,
      intracommunityVatNumber: payload.intracommunityVatNumber,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.negotiatedRates.push(rate);
    return HttpResponse.json(toNegotiatedRate(rate), { status: 201 });
  }),

  http.patch('*/api/negotiated-rate/:id', async ({ request, params }) => {
    const sellerId = sellerFor(request, 'NEGOTIATED_RATE_EDIT');
    if (sellerId instanceof Response) return sellerId;
    const rate = findOfSeller(db.negotiatedRates, sellerId, params.id);
    if (!rate) return notFound(NEGOTIATED_RATE_ERRORS.notFound);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readRatePayload(body, true);
    if (errors) return badRequest(errors);
    const taken = vatTaken(sellerId, payload.intracommunityVatNumber, rate.id);
    if (taken) return taken;
    const updated: NegotiatedRateRecord = { ...rate, ...payload, updatedAt: now().toISOString() };
    db.negotiatedRates = db.negotiatedRates.map((r) => (r.id === rate.id ? updated : r));
    return HttpResponse.json(toNegotiatedRate(updated));
  }),

  http.delete('*/api/negotiated-rate/:id', ({ request, params }) => {
    const sellerId = sellerFor(request, 'NEGOTIATED_RATE_EDIT');
    if (sellerId instanceof Response) return sellerId;
    const rate = findOfSeller(db.negotiatedRates, sellerId, params.id);
    if (!rate) return notFound(NEGOTIATED_RATE_ERRORS.notFound);
    db.negotiatedRates = db.negotiatedRates.filter((r) => r.id !== rate.id);
    // A price list belongs to its company: it goes with it.
    db.priceLists = db.priceLists.filter((p) => p.negotiatedRateId !== rate.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
