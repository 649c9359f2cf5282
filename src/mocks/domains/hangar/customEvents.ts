import type { Schemas } from '../../../lib/api/contract';
import { HANGAR_ERRORS } from './constants';
import { QueryReader, VALIDATOR, badRequest } from '../../api';
import { ownedCrud, type ListQuery } from '../../crud';
import { db } from '../../db';
import { eventConflict, readEventPayload } from './eventRules';
import type { HangarCustomEventRecord } from './records';
import { isVariant } from './variants';

export function toCustomEvent(record: HangarCustomEventRecord): Schemas['HangarCustomEvent'] {
  const { sellerId: _seller, ...event } = record;
  return event;
}

function listQuery(params: URLSearchParams): ListQuery<HangarCustomEventRecord> | Response {
  const query = new QueryReader(params);
  const variantId = query.matching('variantId', /^\d{1,15}$/, VALIDATOR.choice);
  const from = query.date('from');
  const to = query.date('to');
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (e: HangarCustomEventRecord) =>
    (variantId === undefined || e.variantId === Number(variantId)) &&
    (from === undefined || e.endDate >= from) &&
    (to === undefined || e.startDate <= to);
  const compare = (a: HangarCustomEventRecord, b: HangarCustomEventRecord) =>
    a.startDate.localeCompare(b.startDate) || a.id - b.id;
  return { filter, compare, page };
}

/** The seller's own variant an event is on, or the 400 naming `variantId`. */
function variantOf(sellerId: number, variantId: number) {
  const variant = db.shopProducts.find(
    (p) => p.id === variantId && p.sellerId === sellerId && isVariant(p),
  );
  return variant ?? badRequest({ variantId: [HANGAR_ERRORS.variantNotFound] });
}

/** The record checked against the variant's bookings and other events (eventRules.ts). */
function checked(record: HangarCustomEventRecord): HangarCustomEventRecord | Response {
  const variant = variantOf(record.sellerId, record.variantId);
  if (variant instanceof Response) return variant;
  return eventConflict(record, variant, 'en') ?? record;
}

/** Custom events (spec section 7): slices a seller holds on one of its variants for a period. */
export const customEventHandlers = ownedCrud({
  path: 'api/hangar/custom-event',
  records: () => db.hangarCustomEvents,
  ownerKey: 'sellerId',
  sellerOnly: true,
  rights: {
    view: 'DASHBOARD_HANGAR_VIEW',
    add: 'DASHBOARD_HANGAR_EDIT',
    edit: 'DASHBOARD_HANGAR_EDIT',
    delete: 'DASHBOARD_HANGAR_EDIT',
  },
  notFound: HANGAR_ERRORS.customEventNotFound,
  toApi: toCustomEvent,
  list: { key: 'customEvents', query: listQuery },
  read: (body, partial) => readEventPayload(body, partial),
  create: (payload: Partial<Schemas['HangarCustomEventPayload']>, { ownerId }, stamp) => {
    const { variantId, name, slices, startDate, endDate } = payload;
    if (variantId === undefined || name === undefined || slices === undefined) return badRequest();
    if (startDate === undefined || endDate === undefined) return badRequest();
    const reason = payload.reason ?? null;
    const record = {
      ...stamp,
      sellerId: ownerId,
      variantId,
      name,
      reason,
      slices,
      startDate,
      endDate,
    };
    return checked(record);
  },
  update: (event, payload) => {
    const { variantId: _kept, ...changes } = payload;
    const reason = Object.hasOwn(changes, 'reason') ? (changes.reason ?? null) : event.reason;
    return checked({ ...event, ...changes, reason });
  },
}).handlers;
