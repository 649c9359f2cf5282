import {
  QUOTE_PAYMENT_TERMS,
  QUOTE_STATES,
  needsActionFrom,
  quoteSide,
  type QuoteFilters,
} from '../../../entities/quote/contract';
import { FLIGHT_MISSIONS, MOVEMENT_TYPES } from '../../../entities/trip/contract';
import { VALIDATOR, matchesWords, searchWords, type QueryReader } from '../../api';
import type { QuoteRecord } from './records';
import type { EventIndex } from './view';

const ID = /^\d{1,15}$/;
const DAY = 86_400_000;

/**
 * The raw values of a list parameter: repeated `name[]=1&name[]=2`, repeated `name=1&name=2`,
 * or a comma list `name=1,2`; empty values are dropped.
 */
function rawList(params: URLSearchParams, name: string): string[] | undefined {
  const values = [...params.getAll(`${name}[]`), ...params.getAll(name)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return values.length > 0 ? values : undefined;
}

function ids(query: QueryReader, params: URLSearchParams, name: string): number[] | undefined {
  const values = rawList(params, name);
  if (values === undefined) return undefined;
  if (!values.every((value) => ID.test(value))) {
    query.errors[name] = [VALIDATOR.number];
    return undefined;
  }
  return values.map(Number);
}

function choices<T extends string>(
  query: QueryReader,
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] | undefined {
  const values = rawList(params, name);
  if (values === undefined) return undefined;
  const picked = values.flatMap((value) => allowed.filter((candidate) => candidate === value));
  if (picked.length !== values.length) {
    query.errors[name] = [VALIDATOR.choice];
    return undefined;
  }
  return picked;
}

/** Every filter of `QuoteFilters`; malformed values are collected by the reader (400). */
export function readQuoteFilters(query: QueryReader, params: URLSearchParams): QuoteFilters {
  return {
    eventAtStart: query.date('eventAtStart'),
    eventAtEnd: query.date('eventAtEnd'),
    aircraftsIds: ids(query, params, 'aircraftsIds'),
    helicoptersIds: ids(query, params, 'helicoptersIds'),
    airportsIds: ids(query, params, 'airportsIds'),
    productsIds: ids(query, params, 'productsIds'),
    statesCodes: choices(query, params, 'statesCodes', QUOTE_STATES),
    cancelled: query.boolean('cancelled'),
    withSepaTerms: query.boolean('withSepaTerms'),
    paymentTerms: choices(query, params, 'paymentTerms', QUOTE_PAYMENT_TERMS),
    movementType: query.oneOf('movementType', MOVEMENT_TYPES),
    flightMission: query.oneOf('flightMission', FLIGHT_MISSIONS),
    customersIds: ids(query, params, 'customersIds'),
    providersIds: ids(query, params, 'providersIds'),
    needsMyAction: query.boolean('needsMyAction'),
    searchQuery: query.text('searchQuery'),
  };
}

/**
 * The filters that depend on who asks (issue 18): the quotes waiting for the organization's side,
 * and the search words in the reference, the customer's or the provider's name.
 */
export function matchesActor(
  quote: QuoteRecord,
  filters: Pick<QuoteFilters, 'needsMyAction' | 'searchQuery'>,
  organizationId: number,
): boolean {
  if (filters.needsMyAction !== undefined) {
    const waiting = needsActionFrom(quote, quoteSide(quote, organizationId));
    if (waiting !== filters.needsMyAction) return false;
  }
  const words = searchWords(filters.searchQuery);
  if (words.length === 0) return true;
  return matchesWords(`${quote.reference} ${quote.client.name} ${quote.organization.name}`, words);
}

export function hasDateRange(filters: QuoteFilters): boolean {
  return filters.eventAtStart !== undefined || filters.eventAtEnd !== undefined;
}

const within = (list: readonly number[] | undefined, value: number | null | undefined) =>
  list === undefined || (value !== null && value !== undefined && list.includes(value));

/** Whether a quote passes every filter (dates: its event's time within whole UTC days). */
export function matchesQuote(
  quote: QuoteRecord,
  filters: QuoteFilters,
  index: EventIndex,
  sepaAccepted: (quoteId: number) => boolean,
): boolean {
  const f = filters;
  if (f.statesCodes && !f.statesCodes.includes(quote.state)) return false;
  if (f.cancelled !== undefined && quote.cancelled !== f.cancelled) return false;
  if (f.paymentTerms && (quote.paymentTerm === null || !f.paymentTerms.includes(quote.paymentTerm)))
    return false;
  if (!within(f.customersIds, quote.client.id)) return false;
  if (!within(f.providersIds, quote.organization.id)) return false;
  if (!within(f.airportsIds, quote.airportId)) return false;
  if (f.productsIds && !quote.lines.some((line) => f.productsIds?.includes(line.productId))) {
    return false;
  }
  if (f.withSepaTerms !== undefined && sepaAccepted(quote.id) !== f.withSepaTerms) return false;
  const place = index.place(quote);
  if (f.movementType !== undefined && place?.event.movementType !== f.movementType) return false;
  if (!within(f.aircraftsIds, place?.trip.organizationAircraftId)) return false;
  if (f.helicoptersIds) {
    const step = place?.step;
    if (step?.className !== 'TripTransfer' || !within(f.helicoptersIds, step.helicopterId)) {
      return false;
    }
  }
  if (f.flightMission !== undefined) {
    const step = place?.step;
    if (step?.className !== 'TripFlight' || step.flightMission !== f.flightMission) return false;
  }
  if (hasDateRange(f)) {
    const at = Date.parse(index.estimatedTime(quote));
    if (f.eventAtStart !== undefined && at < Date.parse(f.eventAtStart)) return false;
    if (f.eventAtEnd !== undefined && at >= Date.parse(f.eventAtEnd) + DAY) return false;
  }
  return true;
}
