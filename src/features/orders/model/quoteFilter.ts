/**
 * The quote filters (spec section 3 "Quote filters") between the URL and the API. The URL keeps
 * one value per filter (the kit's FilterBar: one choice per select), the event's dates as one
 * range (`period=from..to`); the API receives the contract's names, lists as `name[]`. Anything
 * invalid in the URL is left out rather than sent.
 */
import { formatDateRange, parseDateRange } from '@/lib/ui/list/dateRange';
import {
  QUOTE_PAYMENT_TERMS,
  QUOTE_STATES,
  type QuoteFilters,
  type QuotePaymentTerm,
  type QuoteState,
} from '@/entities/quote';

export const QUOTE_FILTER_KEYS = [
  'period',
  'state',
  'cancelled',
  'paymentTerm',
  'withSepaTerms',
  'movementType',
  'flightMission',
  'airport',
  'aircraft',
  'helicopter',
  'product',
  'customer',
  'provider',
] as const;
export type QuoteFilterKey = (typeof QUOTE_FILTER_KEYS)[number];
export type QuoteUrlFilters = Partial<Record<QuoteFilterKey, string>>;

function positiveId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string | undefined): T | undefined {
  return values.find((value) => value === raw?.trim());
}

function booleanOf(raw: string | undefined): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

/** URL filters -> the contract's QuoteFilters (only what is valid). */
export function toQuoteFilters(filters: QuoteUrlFilters): QuoteFilters {
  const query: QuoteFilters = {};
  const range = parseDateRange(filters.period);
  if (range?.from) query.eventAtStart = range.from;
  if (range?.to) query.eventAtEnd = range.to;
  const ids = (key: QuoteFilterKey): number[] | undefined => {
    const id = positiveId(filters[key]);
    return id === undefined ? undefined : [id];
  };
  const airports = ids('airport');
  if (airports) query.airportsIds = airports;
  const aircrafts = ids('aircraft');
  if (aircrafts) query.aircraftsIds = aircrafts;
  const helicopters = ids('helicopter');
  if (helicopters) query.helicoptersIds = helicopters;
  const products = ids('product');
  if (products) query.productsIds = products;
  const customers = ids('customer');
  if (customers) query.customersIds = customers;
  const providers = ids('provider');
  if (providers) query.providersIds = providers;
  const state: QuoteState | undefined = oneOf(QUOTE_STATES, filters.state);
  if (state) query.statesCodes = [state];
  const term: QuotePaymentTerm | undefined = oneOf(QUOTE_PAYMENT_TERMS, filters.paymentTerm);
  if (term) query.paymentTerms = [term];
  const cancelled = booleanOf(filters.cancelled);
  if (cancelled !== undefined) query.cancelled = cancelled;
  const sepa = booleanOf(filters.withSepaTerms);
  if (sepa !== undefined) query.withSepaTerms = sepa;
  const movement = oneOf(['arrival', 'departure'] as const, filters.movementType);
  if (movement) query.movementType = movement;
  const mission = filters.flightMission?.trim();
  if (mission) query.flightMission = mission;
  return query;
}

/** True when the API sorts by the event's time (a date range is set), else by creation. */
export function sortsByEventTime(filters: QuoteFilters): boolean {
  return filters.eventAtStart !== undefined || filters.eventAtEnd !== undefined;
}

/** The API params of QuoteFilters: lists as `name[]` (one value each here), booleans as text. */
export function quoteFilterParams(filters: QuoteFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const first: unknown = value[0];
      if (typeof first === 'string' || typeof first === 'number') params[`${key}[]`] = first;
    } else if (typeof value === 'boolean') {
      params[key] = String(value);
    } else if (typeof value === 'string' || typeof value === 'number') {
      params[key] = value;
    }
  }
  return params;
}

/** The period filter's URL value for a range (for links into the list). */
export function periodOf(from: string | null, to: string | null): string {
  return formatDateRange({ from, to });
}
