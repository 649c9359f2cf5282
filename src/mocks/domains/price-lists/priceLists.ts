import {
  PRICE_LIST_ERRORS,
  PRICE_LIST_STATUSES,
  type PriceList,
  type PriceListPayload,
} from '../../../entities/price-list/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  matchesWords,
  naturalOrder,
  searchWords,
} from '../../api';
import { crudRights, ownedCrud, type ListQuery } from '../../crud';
import { db } from '../../db';
import { readPriceListPayload } from './priceListPayload';
import type { PriceListRecord } from './records';
import { sellerServiceIds } from './services';

function companyOf(record: PriceListRecord) {
  const rate = db.negotiatedRates.find((r) => r.id === record.negotiatedRateId);
  return {
    id: record.negotiatedRateId,
    companyName: rate?.companyName ?? '',
    intracommunityVatNumber: rate?.intracommunityVatNumber ?? '',
  };
}

/**
 * The API shape. A line of a service deleted since is left out: a screen saving the list as it
 * read it would otherwise be refused for a line its user never touched.
 */
export function toPriceList(record: PriceListRecord): PriceList {
  const { sellerId, ...shown } = record;
  const services = sellerServiceIds(sellerId);
  const lines = record.lines.filter((line) => services.has(line.serviceId));
  return { ...shown, company: companyOf(record), lines: lines.map((line) => ({ ...line })) };
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

function listQuery(params: URLSearchParams): ListQuery<PriceListRecord> | Response {
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
  const compare = (a: PriceListRecord, b: PriceListRecord) =>
    naturalOrder.compare(a.name, b.name) || a.id - b.id;
  return { filter, compare, page };
}

/** Price lists, "price management" (spec section 7), of the selected seller. */
export const priceListHandlers = ownedCrud({
  path: 'api/price-management',
  records: () => db.priceLists,
  ownerKey: 'sellerId',
  sellerOnly: true,
  rights: crudRights('PRICE_MANAGEMENT'),
  notFound: PRICE_LIST_ERRORS.notFound,
  toApi: toPriceList,
  list: { key: 'priceLists', query: listQuery },
  // A new price list may come without lines.
  read: (body, partial, { ownerId }) =>
    readPriceListPayload(partial ? body : { lines: [], ...body }, ownerId, partial),
  create: (payload, { ownerId }, stamp) => {
    if (!isComplete(payload)) return badRequest();
    return (
      companyTaken(ownerId, payload.negotiatedRateId) ?? { ...payload, ...stamp, sellerId: ownerId }
    );
  },
  update: (list, payload) =>
    companyTaken(list.sellerId, payload.negotiatedRateId, list.id) ?? { ...list, ...payload },
}).handlers;
