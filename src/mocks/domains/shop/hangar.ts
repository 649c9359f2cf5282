import type { HangarAvailability, HangarNight } from '../../../entities/cart/contract';
import { sliceQuantity } from '../../../entities/quote/contract';
import { VALIDATOR } from '../../api';
import { db } from '../../db';
import type { TripRecord } from '../trips';
import { isLocalDateTime } from '../trips';
import { slicePriceIn } from './catalog';
import type { ShopProductRecord } from './records';
import { freeForStay, occupancy } from './slices';

export const INCONSISTENT_DATE = 'errors.inconsistent_date';
export const HANGAR_UNAVAILABLE = 'errors.hangar_unavailable';

const DAY = 86_400_000;

/** The trip's aircraft and its footprint (wingspan × length, m², one decimal). */
export function aircraftOf(trip: TripRecord): HangarAvailability['aircraft'] {
  const aircraft = db.organizationAircraft.find((a) => a.id === trip.organizationAircraftId);
  if (!aircraft) return null;
  return {
    name: aircraft.name,
    registration: aircraft.registration,
    footprintM2: Math.round(aircraft.wingspanM * aircraft.lengthM * 10) / 10,
  };
}

/** ceil(footprint / slice area), at least 1. */
export function slicesNeeded(footprintM2: number | null, sliceAreaM2: number): number {
  if (footprintM2 === null || sliceAreaM2 <= 0) return 1;
  return Math.max(1, Math.ceil(footprintM2 / sliceAreaM2));
}

/**
 * The nights of a period (local `Y-m-dTH:i` times): each date from the start's to the day before
 * the end's, at least the start's. Errors are field messages by name; empty when valid.
 */
export function readPeriod(
  startAt: unknown,
  endAt: unknown,
): { nights: string[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (typeof startAt !== 'string' || startAt === '') errors.startAt = [VALIDATOR.required];
  else if (!isLocalDateTime(startAt)) errors.startAt = [VALIDATOR.date];
  if (typeof endAt !== 'string' || endAt === '') errors.endAt = [VALIDATOR.required];
  else if (!isLocalDateTime(endAt)) errors.endAt = [VALIDATOR.date];
  if (Object.keys(errors).length > 0 || typeof startAt !== 'string' || typeof endAt !== 'string') {
    return { errors };
  }
  if (endAt <= startAt) return { errors: { endAt: [INCONSISTENT_DATE] } };
  const first = Date.parse(startAt.slice(0, 10));
  const last = Date.parse(endAt.slice(0, 10));
  const nights: string[] = [];
  for (let day = first; day < last || nights.length === 0; day += DAY) {
    nights.push(new Date(day).toISOString().slice(0, 10));
  }
  return { nights };
}

/**
 * Free slices of a sliced product on a night: total − bookings − the seller's custom events
 * (slices.ts: the one count the shop's search and the checkout use).
 */
export function freeSlices(product: ShopProductRecord, date: string): number {
  const total = product.slices?.total ?? 0;
  return Math.max(0, total - occupancy(product.id, total, date).size);
}

export function availability(
  product: ShopProductRecord,
  trip: TripRecord,
  nights: readonly string[],
  currency: string,
): HangarAvailability {
  const aircraft = aircraftOf(trip);
  const sliceAreaM2 = product.slices?.sliceAreaM2 ?? 0;
  const needed = slicesNeeded(aircraft?.footprintM2 ?? null, sliceAreaM2);
  const rows: HangarNight[] = nights.map((date) => {
    const free = freeSlices(product, date);
    return { date, freeSlices: free, available: free >= needed };
  });
  return {
    productId: product.id,
    aircraft,
    sliceAreaM2,
    totalSlices: product.slices?.total ?? 0,
    slicesNeeded: needed,
    nights: rows,
    // A booking keeps the same slices for its whole stay: enough of them free on every night.
    available:
      rows.every((night) => night.available) &&
      freeForStay(product.id, product.slices?.total ?? 0, nights).length >= needed,
    pricePerSlice: slicePriceIn(product, needed, currency) ?? 0,
    currency,
    quantity: sliceQuantity(needed, rows.length),
  };
}
