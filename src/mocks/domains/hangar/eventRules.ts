import type { Schemas } from '../../../lib/api/contract';
import { HANGAR_ERRORS, HANGAR_EVENT_MAX_NIGHTS } from './constants';
import {
  TEXT_MAX,
  VALIDATOR,
  badRequest,
  isIsoDate,
  lengthMaxMessage,
  type JsonObject,
} from '../../api';
import { occupancy, type Lang, type ShopProductRecord } from '../shop';
import { datesBetween, holderOf } from './grid';
import type { HangarCustomEventRecord } from './records';
import { slicesOf } from './variants';

export const INCONSISTENT_DATE = 'errors.inconsistent_date';
const MAX_SLICES = 500;

/** `errors.hangar_slices_taken|{"holder":"Q-2026-0042"}`: the holder named in the message. */
export function slicesTakenMessage(holder: string): string {
  return `${HANGAR_ERRORS.slicesTaken}|${JSON.stringify({ holder })}`;
}

type Read = {
  payload: Partial<Schemas['HangarCustomEventPayload']>;
  errors: Record<string, string[]> | null;
};

function readSlices(raw: unknown): number[] | string {
  if (!Array.isArray(raw) || raw.length === 0) return VALIDATOR.required;
  if (raw.length > MAX_SLICES) return VALIDATOR.count;
  const slices: number[] = [];
  for (const slice of raw) {
    if (typeof slice !== 'number' || !Number.isInteger(slice) || slice < 1) return VALIDATOR.choice;
    if (!slices.includes(slice)) slices.push(slice);
  }
  return slices.sort((a, b) => a - b);
}

/** The fields sent (all of the required ones on POST), checked one by one. */
export function readEventPayload(body: JsonObject, partial: boolean): Read {
  const payload: Partial<Schemas['HangarCustomEventPayload']> = {};
  const errors: Record<string, string[]> = {};
  const sent = (key: string) => !partial || Object.hasOwn(body, key);
  if (!partial) {
    const id = body.variantId;
    if (typeof id === 'number' && Number.isInteger(id) && id >= 1) payload.variantId = id;
    else errors.variantId = [id === undefined ? VALIDATOR.required : VALIDATOR.choice];
  }
  if (sent('name')) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') errors.name = [VALIDATOR.required];
    else if (name.length > TEXT_MAX.name) errors.name = [lengthMaxMessage(TEXT_MAX.name)];
    else payload.name = name;
  }
  if (Object.hasOwn(body, 'reason')) {
    const reason = typeof body.reason === 'string' ? body.reason.trim() : null;
    if (body.reason !== null && typeof body.reason !== 'string') errors.reason = [VALIDATOR.choice];
    else if ((reason ?? '').length > 500) errors.reason = [lengthMaxMessage(500)];
    else payload.reason = reason === '' ? null : reason;
  }
  if (sent('slices')) {
    const slices = readSlices(body.slices);
    if (typeof slices === 'string') errors.slices = [slices];
    else payload.slices = slices;
  }
  for (const key of ['startDate', 'endDate'] as const) {
    if (!sent(key)) continue;
    const value = body[key];
    if (typeof value !== 'string' || value === '') errors[key] = [VALIDATOR.required];
    else if (!isIsoDate(value)) errors[key] = [VALIDATOR.date];
    else payload[key] = value;
  }
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}

/**
 * The rules of an event as it would be saved: its period in order and not too long, its slices
 * on the variant, and none of them held on any of its nights by a booking (named by its order
 * reference) or by another event (named). A 400 with field errors, or null.
 */
export function eventConflict(
  event: HangarCustomEventRecord,
  variant: ShopProductRecord,
  lang: Lang,
): Response | null {
  if (event.endDate < event.startDate) return badRequest({ endDate: [INCONSISTENT_DATE] });
  const nights = datesBetween(event.startDate, event.endDate);
  if (nights.length > HANGAR_EVENT_MAX_NIGHTS) return badRequest({ endDate: [INCONSISTENT_DATE] });
  const total = slicesOf(variant);
  if (event.slices.some((slice) => slice > total))
    return badRequest({ slices: [VALIDATOR.choice] });
  for (const night of nights) {
    const held = occupancy(variant.id, total, night, event.id);
    for (const slice of event.slices) {
      const holder = held.get(slice);
      if (!holder) continue;
      const { api } = holderOf(holder, lang);
      const name = api.orderReference ?? api.label;
      return badRequest({ slices: [slicesTakenMessage(name)] }, HANGAR_ERRORS.slicesTaken);
    }
  }
  return null;
}
