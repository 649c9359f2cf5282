import type { Schemas } from '../../../lib/api/contract';
import { db } from '../../db';
import {
  convert,
  hangarBookingRows,
  occupancy,
  sellerCurrency,
  type ShopProductRecord,
} from '../shop';
import { addDays, aircraftOfTrip, datesBetween } from './grid';
import { slicesOf } from './variants';

/** Booked and blocked slices of each night. */
function loads(
  variant: ShopProductRecord,
  nights: readonly string[],
): Schemas['HangarNightLoad'][] {
  const total = slicesOf(variant);
  return nights.map((date) => {
    const held = [...occupancy(variant.id, total, date).values()];
    const booked = held.filter((h) => h.kind === 'booking').length;
    const blocked = held.length - booked;
    return { date, booked, blocked, free: Math.max(0, total - held.length) };
  });
}

function occupancyOver(
  rows: readonly Schemas['HangarNightLoad'][],
  total: number,
): Schemas['HangarOccupancy'] {
  const booked = rows.reduce((sum, r) => sum + r.booked, 0);
  const blocked = rows.reduce((sum, r) => sum + r.blocked, 0);
  const capacity = total * rows.length;
  const rate = capacity === 0 ? 0 : Math.round(((booked + blocked) / capacity) * 1000) / 10;
  return { nights: rows.length, capacity, booked, blocked, rate };
}

/** The orders' stays on the variant: their nights and the slices they hold. */
function stays(variant: ShopProductRecord) {
  const byQuote = new Map<number, { nights: string[]; slices: number[] }>();
  for (const row of hangarBookingRows()) {
    if (row.productId !== variant.id || row.quoteId === null) continue;
    const stay = byQuote.get(row.quoteId) ?? { nights: [], slices: [] };
    if (!stay.nights.includes(row.date)) stay.nights.push(row.date);
    byQuote.set(row.quoteId, stay);
  }
  for (const [quoteId, stay] of byQuote) {
    stay.nights.sort();
    const first = stay.nights[0];
    if (first === undefined) continue;
    for (const [slice, holder] of occupancy(variant.id, slicesOf(variant), first)) {
      if (holder.kind === 'booking' && holder.booking.quoteId === quoteId) stay.slices.push(slice);
    }
    stay.slices.sort((x, y) => x - y);
  }
  return byQuote;
}

/** Arrivals (first night) and departures (the morning after the last) from `from` to `to`. */
function movements(
  variant: ShopProductRecord,
  from: string,
  to: string,
): Schemas['HangarMovement'][] {
  const found: Schemas['HangarMovement'][] = [];
  for (const [quoteId, stay] of stays(variant)) {
    const quote = db.quotes.find((q) => q.id === quoteId);
    const first = stay.nights[0];
    const last = stay.nights[stay.nights.length - 1];
    if (!quote || first === undefined || last === undefined) continue;
    const aircraft = aircraftOfTrip(quote.tripId);
    const common = {
      slices: stay.slices,
      registration: aircraft?.registration ?? null,
      aircraftType: aircraft?.model ?? null,
      buyer: quote.client.name,
      orderId: quote.id,
      orderReference: quote.reference,
    };
    const departure = addDays(last, 1);
    if (first >= from && first <= to) found.push({ date: first, type: 'arrival', ...common });
    if (departure >= from && departure <= to)
      found.push({ date: departure, type: 'departure', ...common });
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type));
}

/** The orders' lines on the variant whose stay meets the nights, excluding tax, in the seller's currency. */
function revenue(variant: ShopProductRecord, from: string, to: string, currency: string): number {
  let amount = 0;
  for (const [quoteId, stay] of stays(variant)) {
    if (!stay.nights.some((night) => night >= from && night <= to)) continue;
    const quote = db.quotes.find((q) => q.id === quoteId);
    for (const line of quote?.lines ?? []) {
      // A checkout's line names the product; a seeded order's, its own catalogue's: its typology.
      const onVariant = line.productId === variant.id || line.typology === variant.typology;
      if (!onVariant || !quote) continue;
      amount += convert(line.totalExcludingTax, quote.currency, currency);
    }
  }
  return Math.round(amount * 100) / 100;
}

/** The dashboard of a variant from the night of `date`. */
export function dashboardOf(variant: ShopProductRecord, date: string): Schemas['HangarDashboard'] {
  const total = slicesOf(variant);
  const currency = sellerCurrency(variant.sellerId);
  const nights = datesBetween(date, addDays(date, 29));
  const rows = loads(variant, nights);
  const tonight = occupancy(variant.id, total, date);
  const free: number[] = [];
  for (let slice = 1; slice <= total; slice += 1) if (!tonight.has(slice)) free.push(slice);
  return {
    variantId: variant.id,
    date,
    slicesNumber: total,
    tonight: occupancyOver(rows.slice(0, 1), total),
    next7Days: occupancyOver(rows.slice(0, 7), total),
    next30Days: occupancyOver(rows, total),
    nights: rows,
    movements: movements(variant, date, addDays(date, 6)),
    revenueBooked: { amount: revenue(variant, date, addDays(date, 29), currency), currency },
    freeSlicesTonight: free,
  };
}
