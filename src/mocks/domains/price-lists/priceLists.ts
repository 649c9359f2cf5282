import { http, HttpResponse } from 'msw';
import {
  PRICE_LIST_ERRORS,
  PRICE_LIST_STATUSES,
  type PriceList,
  type PriceListPage,
  type PriceListPayload,
} from '../../../entities/price-list/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  matchesWords,
  naturalOrder,
  notFound,
  paginate,
  readJson,
  searchWords,
} from '../../api';
import { db, nextId, now } from '../../db';
import { findOfSeller, sellerFor } from './access';
import { readPriceListPayload } from './priceListPayload';
import type { PriceListRecord } from './records';

function companyOf(record: PriceListRecord) {
  const rate = db.negotiatedRates.find((r) => r.id === record.negotiatedRateId);
  return {
    id: record.negotiatedRateId,
    companyName: rate?.companyName ?? '',
    intracommunityVatNumber: rate?.intracommunityVatNumber ?? '',
  };
}

export function toPriceList(record: PriceListRecord): PriceList {
  const { sellerId: _sellerId, ...shown } = record;
  return { ...shown, company: companyOf(record), lines: record.lines.map((line) => ({ ...line })) };
}

/** At most one price list per client company (spec section 8's business error). */
function companyTaken(sellerId: number, rateId: number | undefined, exceptId?: number) {
  if (rateId === undefined) return null;
  const taken = db.priceLists.some(
    (p) => p.sellerId === sellerId && p.id !== exceptId && p.negotiatedRateId === rateId,
  );
  return taken
    ? badRequest({ negotiatedRateId: [VALIDATOR.alreadyUsed] }, PRICE_LIST_ERRORS.alreadyExists)
    : null;
}

function isComplete(payload: Partial<PriceListPayload>): payload is PriceListPayload {
  return (
    payload.name !== undefined &&
    payload.status !== undefined &&
    payload.negotiatedRateId !== undefined &&
    payload.lines !== undefined
  );
}

function listQuery(params: URLSearchParams) {
  const query = new QueryReader(params);
  const words = searchWords(query.text('searchQuery'));
  const status = query.oneOf('status', PRICE_LIST_STATUSES);
  const rateText = query.matching('negotiatedRateId', /^\d{1,15}$/, VALIDATOR.number);
  const rateId = rateText === undefined ? undefined : Number(rateText);
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (p: PriceListRecord) =>
    (status === undefined || p.status === status) &&
    (rateId === undefined || p.negotiatedRateId === rateId) &&
    matchesWords(`${p.name} ${companyOf(p).companyName}`, words);
  return { filter, page };
}

/** Price lists, "price management" (spec section 7), of the selected seller. */
export const priceListHandlers = [
  http.get('*/api/price-management', ({ request }) => {
    const sellerId = sellerFor(request, 'PRICE_MANAGEMENT_VIEW');
    if (sellerId instanceof Response) return sellerId;
    const query = listQuery(new URL(request.url).searchParams);
    if (query instanceof Response) return query;
    const found = db.priceLists
      .filter((p) => p.sellerId === sellerId && query.filter(p))
      .sort((a, b) => naturalOrder.compare(a.name, b.name) || a.id - b.id);
    const body: PriceListPage = {
      priceLists: paginate(found, query.page).map(toPriceList),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/price-management/:id', ({ request, params }) => {
    const sellerId = sellerFor(request, 'PRICE_MANAGEMENT_VIEW');
    if (sellerId instanceof Response) return sellerId;
    const list = findOfSeller(db.priceLists, sellerId, params.id);
    return list ? HttpResponse.json(toPriceList(list)) : notFound(PRICE_LIST_ERRORS.notFound);
  }),

  http.post('*/api/price-management', async ({ request }) => {
    const sellerId = sellerFor(request, 'PRICE_MANAGEMENT_ADD');
    if (sellerId instanceof Response) return sellerId;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readPriceListPayload({ lines: [], ...body }, sellerId, false);
    if (errors || !isComplete(payload)) return badRequest(errors ?? undefined);
    const taken = companyTaken(sellerId, payload.negotiatedRateId);
    if (taken) return taken;
    const stamp = now().toISOString();
    const list: PriceListRecord = {
      ...payload,
      id: nextId(db.priceLists),
      sellerId,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.priceLists.push(list);
    return HttpResponse.json(toPriceList(list), { status: 201 });
  }),

  http.patch('*/api/price-management/:id', async ({ request, params }) => {
    const sellerId = sellerFor(request, 'PRICE_MANAGEMENT_EDIT');
    if (sellerId instanceof Response) return sellerId;
    const list = findOfSeller(db.priceLists, sellerId, params.id);
    if (!list) return notFound(PRICE_LIST_ERRORS.notFound);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readPriceListPayload(body, sellerId, true);
    if (errors) return badRequest(errors);
    const taken = companyTaken(sellerId, payload.negotiatedRateId, list.id);
    if (taken) return taken;
    const updated: PriceListRecord = { ...list, ...payload, updatedAt: now().toISOString() };
    db.priceLists = db.priceLists.map((p) => (p.id === list.id ? updated : p));
    return HttpResponse.json(toPriceList(updated));
  }),

  http.delete('*/api/price-management/:id', ({ request, params }) => {
    const sellerId = sellerFor(request, 'PRICE_MANAGEMENT_DELETE');
    if (sellerId instanceof Response) return sellerId;
    const list = findOfSeller(db.priceLists, sellerId, params.id);
    if (!list) return notFound(PRICE_LIST_ERRORS.notFound);
    db.priceLists = db.priceLists.filter((p) => p.id !== list.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
