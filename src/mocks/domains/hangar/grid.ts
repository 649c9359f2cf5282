import type { Schemas } from '../../../lib/api/contract';
import { db } from '../../db';
import { occupancy, type Lang, type ShopProductRecord, type SliceHolder } from '../shop';
import { slicesOf } from './variants';

const DAY = 86_400_000;

/** The dates from `from` to `to`, both included (`YYYY-MM-DD`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(from); day <= Date.parse(to); day += DAY) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);
}

const OUTSIDE: Record<Lang, string> = { en: 'Another customer', fr: 'Autre client' };

/** What the API shows of a holder, and a key that is the same for the whole of it. */
export function holderOf(
  holder: SliceHolder,
  lang: Lang,
): { key: string; api: Schemas['HangarHolder'] } {
  if (holder.kind === 'event') {
    const event = db.hangarCustomEvents.find((e) => e.id === holder.eventId);
    return {
      key: `event:${holder.eventId}`,
      api: {
        kind: 'event',
        id: holder.eventId,
        label: event?.name ?? '',
        orderReference: null,
        registration: null,
        reason: event?.reason ?? null,
      },
    };
  }
  const quote = db.quotes.find((q) => q.id === holder.booking.quoteId);
  if (!quote) {
    // A booking made outside the marketplace: one per night row.
    const key = `outside:${holder.booking.date}`;
    const api = { kind: 'booking' as const, id: 0, label: OUTSIDE[lang], orderReference: null };
    return { key, api: { ...api, registration: null, reason: null } };
  }
  return {
    key: `booking:${quote.id}`,
    api: {
      kind: 'booking',
      id: quote.id,
      label: quote.client.name,
      orderReference: quote.reference,
      registration: registrationOf(quote.tripId),
      reason: null,
    },
  };
}

/** The trip's aircraft: its registration and type, when known. */
export function aircraftOfTrip(tripId: number): { registration: string; model: string } | null {
  const trip = db.trips.find((t) => t.id === tripId);
  const aircraft = db.organizationAircraft.find((a) => a.id === trip?.organizationAircraftId);
  return aircraft ? { registration: aircraft.registration, model: aircraft.model } : null;
}

function registrationOf(tripId: number): string | null {
  return aircraftOfTrip(tripId)?.registration ?? null;
}

/** The grid's bars: for each slice, each run of consecutive nights held by the same holder. */
export function sliceBars(
  variant: ShopProductRecord,
  dates: readonly string[],
  lang: Lang,
): { bars: Schemas['HangarSliceBar'][]; keys: string[] } {
  const bars: Schemas['HangarSliceBar'][] = [];
  const keys: string[] = [];
  /** The bar open on each slice (its index in `bars`). */
  const open = new Map<number, number>();
  for (const date of dates) {
    const held = occupancy(variant.id, slicesOf(variant), date);
    for (let slice = 1; slice <= slicesOf(variant); slice += 1) {
      const holder = held.get(slice);
      const at = open.get(slice);
      if (!holder) {
        open.delete(slice);
        continue;
      }
      const { key, api } = holderOf(holder, lang);
      const bar = at === undefined ? undefined : bars[at];
      if (bar && keys[at ?? -1] === key) {
        bar.endDate = date;
        continue;
      }
      open.set(slice, bars.length);
      bars.push({ slice, holder: api, startDate: date, endDate: date });
      keys.push(key);
    }
  }
  return { bars, keys };
}

/** The month and week views' entries: one per holder, its slices and its nights in the period. */
export function calendarEntries(
  bars: Schemas['HangarSliceBar'][],
  keys: string[],
): Schemas['HangarCalendarEntry'][] {
  const entries = new Map<string, Schemas['HangarCalendarEntry']>();
  bars.forEach((bar, index) => {
    const key = keys[index] ?? '';
    const entry = entries.get(key);
    if (!entry) {
      entries.set(key, { ...bar, slices: [bar.slice] });
      return;
    }
    if (!entry.slices.includes(bar.slice)) entry.slices.push(bar.slice);
    if (bar.startDate < entry.startDate) entry.startDate = bar.startDate;
    if (bar.endDate > entry.endDate) entry.endDate = bar.endDate;
  });
  return [...entries.values()]
    .map(({ holder, slices, startDate, endDate }) => ({
      holder,
      slices: slices.sort((a, b) => a - b),
      startDate,
      endDate,
    }))
    .sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || (a.slices[0] ?? 0) - (b.slices[0] ?? 0),
    );
}
