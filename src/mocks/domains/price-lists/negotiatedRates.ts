import {
  NEGOTIATED_RATE_ERRORS,
  type NegotiatedRate,
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
  searchWords,
  type JsonObject,
} from '../../api';
import { ownedCrud, type ListQuery } from '../../crud';
import { db } from '../../db';
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

function listQuery(params: URLSearchParams): ListQuery<NegotiatedRateRecord> | Response {
  const query = new QueryReader(params);
  const words = searchWords(query.text('searchQuery'));
  const withPriceList = query.boolean('withPriceList');
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (r: NegotiatedRateRecord) =>
    matchesWords(`${r.companyName} ${r.intracommunityVatNumber}`, words) &&
    (withPriceList === undefined ||
      db.priceLists.some((p) => p.negotiatedRateId === r.id) === withPriceList);
  const compare = (a: NegotiatedRateRecord, b: NegotiatedRateRecord) =>
    naturalOrder.compare(a.companyName, b.companyName) || a.id - b.id;
  return { filter, compare, page };
}

/** Negotiated rates (spec section 7), the selected seller's client companies. */
export const negotiatedRateHandlers = ownedCrud({
  path: 'api/negotiated-rate',
  records: () => db.negotiatedRates,
  ownerKey: 'sellerId',
  sellerOnly: true,
  rights: {
    view: 'NEGOTIATED_RATE_VIEW',
    add: 'NEGOTIATED_RATE_EDIT',
    edit: 'NEGOTIATED_RATE_EDIT',
    delete: 'NEGOTIATED_RATE_EDIT',
  },
  notFound: NEGOTIATED_RATE_ERRORS.notFound,
  toApi: toNegotiatedRate,
  list: { key: 'negotiatedRates', query: listQuery },
  read: (body, partial) => readRatePayload(body, partial),
  create: ({ companyName, intracommunityVatNumber }, { ownerId }, stamp) => {
    if (companyName === undefined || intracommunityVatNumber === undefined) return badRequest();
    const rate = { ...stamp, sellerId: ownerId, companyName, intracommunityVatNumber };
    return vatTaken(ownerId, intracommunityVatNumber) ?? rate;
  },
  update: (rate, payload) =>
    vatTaken(rate.sellerId, payload.intracommunityVatNumber, rate.id) ?? { ...rate, ...payload },
  // A price list belongs to its company: it goes with it.
  deleted: (rate) => {
    db.priceLists = db.priceLists.filter((p) => p.negotiatedRateId !== rate.id);
  },
}).handlers;
