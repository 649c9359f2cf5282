import { db } from '../../db';
import type { QuoteRecord } from '../orders';

type QuoteLine = QuoteRecord['lines'][number];

/** A delivered fuel line of an order: what a certificate may belong to. */
export interface FuelDelivery {
  quote: QuoteRecord;
  line: QuoteLine;
}

/** The line, when it is a delivered fuel line of a delivered-or-later order of `sellerId`. */
export function deliveredFuelLine(
  sellerId: number,
  quoteId: number,
  lineId: number,
): FuelDelivery | null {
  const quote = db.quotes.find((q) => q.id === quoteId && q.organization.id === sellerId);
  const line = quote?.lines.find((l) => l.id === lineId);
  if (!quote || !line) return null;
  return line.typology === 'fuel' && line.status === 'delivered' ? { quote, line } : null;
}

/** The aircraft registration of the order's trip, when it names one. */
export function registrationOf(quote: QuoteRecord): string | null {
  const trip = db.trips.find((t) => t.id === quote.tripId);
  const aircraftId = trip?.organizationAircraftId ?? null;
  if (aircraftId === null) return null;
  return db.organizationAircraft.find((a) => a.id === aircraftId)?.registration ?? null;
}

/** The order's invoice number, once its invoice is sent. */
export function invoiceNumberOf(quote: QuoteRecord): string | null {
  if (quote.invoiceId === null) return null;
  return db.invoices.find((invoice) => invoice.id === quote.invoiceId)?.number ?? null;
}

/** The fuel the line's product sells (the catalogue's spelling); kerosene when it names none. */
export function fuelTypeOf(line: QuoteLine) {
  return db.shopProducts.find((p) => p.id === line.productId)?.fuelType ?? 'kerosene';
}
