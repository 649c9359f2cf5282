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
import type { ListParams, ListSort } from '@/lib/ui';

export const QUOTE_FILTER_KEYS = [
  'search',
  'needsAction',
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
  search: 'search',
  // The column sorts (issue 18): the URL's `eventTime` is the API's `order[estimatedTime]`.
  sorts: { eventTime: 'estimatedTime' },
  filters: {
    needsAction: { boolean: 'needsMyAction' },
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

/** The list endpoint's query: page, size, the sort and the filters. */
export const quoteListQuery = defineListQuery(QUOTE_QUERY);

/** The filters alone (the calendar's range replaces the page). */
export function quoteFilterQuery(filters: ListParams<QuoteFilterKey>['filters']): ListQuery {
  return toFilterQuery(filters, QUOTE_QUERY);
}

/**
 * The list's sort when the user chose none, as the spec's API sorts: by the event's time once a
 * date range is set, else by creation, newest first. The column header shows it with its arrow.
 */
export function defaultQuoteSort(filters: ListParams<QuoteFilterKey>['filters']): ListSort {
  const query = quoteFilterQuery(filters);
  const byEvent = query.eventAtStart !== undefined || query.eventAtEnd !== undefined;
  return { sort: byEvent ? 'eventTime' : 'createdAt', order: 'desc' };
}
