/**
 * The quote filters (spec section 3 "Quote filters") between the URL and the API, declared with
 * the kit's list query. The URL keeps one value per filter (the kit's FilterBar), the event's
 * dates as one range (`period=from..to`); the API receives the contract's names (QuoteFilters),
 * lists as `name[]`. Anything invalid in the URL is left out rather than sent.
 */
import {
  defineListQuery,
  toFilterQuery,
  type ListQuery,
  type ListQuerySpec,
} from '@/lib/api/listQuery';
import { QUOTE_PAYMENT_TERMS, QUOTE_STATES } from '@/entities/quote';
import type { ListParams } from '@/lib/ui';

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

// Id lists go out as arrays, which the http layer writes `name[]=1`; the contract takes the
// states and payment terms as lists too, one value each here.
const QUOTE_QUERY: ListQuerySpec<QuoteFilterKey> = {
  filters: {
    period: { dateRange: ['eventAtStart', 'eventAtEnd'] },
    state: { enum: QUOTE_STATES, name: 'statesCodes[]' },
    cancelled: { boolean: 'cancelled' },
    paymentTerm: { enum: QUOTE_PAYMENT_TERMS, name: 'paymentTerms[]' },
    withSepaTerms: { boolean: 'withSepaTerms' },
    movementType: { enum: ['arrival', 'departure'] },
    airport: { ids: 'airportsIds' },
    aircraft: { ids: 'aircraftsIds' },
    helicopter: { ids: 'helicoptersIds' },
    product: { ids: 'productsIds' },
    customer: { ids: 'customersIds' },
    provider: { ids: 'providersIds' },
  },
};

/** The list endpoint's query: page, size and the filters. */
export const quoteListQuery = defineListQuery(QUOTE_QUERY);

/** The filters alone (the calendar's range replaces the page). */
export function quoteFilterQuery(filters: ListParams<QuoteFilterKey>['filters']): ListQuery {
  return toFilterQuery(filters, QUOTE_QUERY);
}

/** True when the API sorts by the event's time (a date range is set), else by creation. */
export function sortsByEventTime(query: ListQuery): boolean {
  return query.eventAtStart !== undefined || query.eventAtEnd !== undefined;
}
