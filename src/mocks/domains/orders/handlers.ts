import { HttpResponse } from 'msw';
import type {
  QuoteCalendarEntry,
  QuoteDetail,
  QuoteFilterOption,
  QuoteFilterOptions,
  QuoteFilters,
  QuotePage,
} from '../../../entities/quote/contract';
import { QueryReader, VALIDATOR, forbidden, paginate } from '../../api';
import { db } from '../../db';
import { airportById } from '../airports';
import { langOf, sepaAcceptedQuoteIds } from '../shop';
import type { QuoteRecord } from './records';
import { ordersActor, quoteNotFound, quotesOf, sideQuote } from './access';
import { applyClosure, applyClosures } from './closure';
import { hasDateRange, matchesActor, matchesQuote, readQuoteFilters } from './filters';
import { orderTermsView } from './terms';
import { EventIndex } from './view';
import { apiHttp } from '../../api/http';

const DAY = 86_400_000;

/** The organization's quotes passing the filters (the 7-day rule applied first). */
function findQuotes(organizationId: number, filters: QuoteFilters, index: EventIndex) {
  const own = quotesOf(organizationId);
  applyClosures(own);
  const sepa = sepaAcceptedQuoteIds();
  return own.filter(
    (quote) =>
      matchesActor(quote, filters, organizationId) &&
      matchesQuote(quote, filters, index, (id) => sepa.has(id)),
  );
}

function byCreatedDesc(a: QuoteRecord, b: QuoteRecord): number {
  if (a.createdAt === b.createdAt) return b.id - a.id;
  return a.createdAt < b.createdAt ? 1 : -1;
}

/** The list's sort keys (`order[<key>]`), issue 18: the two the spec's sorts use. */
const QUOTE_SORTS = ['createdAt', 'estimatedTime'] as const;

/**
 * Sorts by `order[createdAt|estimatedTime]` when asked; else as the spec says, by the event's
 * time once a date range is set, by creation otherwise (both newest first). Ties: newest created.
 */
function sortQuotes(
  found: QuoteRecord[],
  ordering: { field: (typeof QUOTE_SORTS)[number]; direction: 'asc' | 'desc' },
  index: EventIndex,
) {
  const sign = ordering.direction === 'asc' ? -1 : 1;
  if (ordering.field === 'createdAt') {
    found.sort((a, b) => sign * byCreatedDesc(a, b));
    return;
  }
  const times = new Map(found.map((quote) => [quote.id, index.estimatedTime(quote)]));
  found.sort((a, b) => {
    const ta = times.get(a.id) ?? '';
    const tb = times.get(b.id) ?? '';
    if (ta === tb) return byCreatedDesc(a, b);
    return sign * (ta < tb ? 1 : -1);
  });
}

const byLabel = (a: QuoteFilterOption, b: QuoteFilterOption) => a.label.localeCompare(b.label);

function options(entries: Map<number, string>): QuoteFilterOption[] {
  return [...entries].map(([id, label]) => ({ id, label })).sort(byLabel);
}

/** The choices of each filter, from the organization's own quotes. */
function filterOptions(organizationId: number, index: EventIndex): QuoteFilterOptions {
  const aircraftIds = new Set<number>();
  const helicopterIds = new Set<number>();
  const airports = new Map<number, string>();
  const products = new Map<number, string>();
  const customers = new Map<number, string>();
  const providers = new Map<number, string>();
  const missions = new Set<string>();
  for (const quote of quotesOf(organizationId)) {
    const place = index.place(quote);
    if (place?.trip.organizationAircraftId != null) {
      aircraftIds.add(place.trip.organizationAircraftId);
    }
    if (place?.step.className === 'TripTransfer' && place.step.helicopterId !== null) {
      helicopterIds.add(place.step.helicopterId);
    }
    if (place?.step.className === 'TripFlight') missions.add(place.step.flightMission);
    const airport = airportById(quote.airportId);
    if (airport) airports.set(airport.id, `${airport.icao} – ${airport.name}`);
    for (const line of quote.lines) products.set(line.productId, line.productName);
    customers.set(quote.client.id, quote.client.name);
    providers.set(quote.organization.id, quote.organization.name);
  }
  const aircraft = new Map<number, string>();
  for (const a of db.organizationAircraft) {
    if (aircraftIds.has(a.id)) aircraft.set(a.id, `${a.name} (${a.registration})`);
  }
  const helicopters = new Map<number, string>();
  for (const h of db.organizationHelicopters) {
    if (helicopterIds.has(h.id)) helicopters.set(h.id, `${h.modelType} (${h.registration})`);
  }
  return {
    aircrafts: options(aircraft),
    helicopters: options(helicopters),
    airports: options(airports),
    products: options(products),
    customers: options(customers),
    providers: options(providers),
    flightMissions: [...missions].sort(),
  };
}

/** Reading quotes: the list, the calendar, the filters' choices, one quote. */
export const quoteReadHandlers = [
  apiHttp.get('/api/quote', ({ request }) => {
    const actor = ordersActor(request);
    if (actor instanceof Response) return actor;
    const params = new URL(request.url).searchParams;
    const query = new QueryReader(params);
    const filters = readQuoteFilters(query, params);
    const page = query.page();
    const [ordering] = query.order(QUOTE_SORTS);
    if (query.failed()) return query.badRequest();
    const index = new EventIndex();
    const found = findQuotes(actor.organizationId, filters, index);
    const byDefault = hasDateRange(filters) ? 'estimatedTime' : 'createdAt';
    sortQuotes(found, ordering ?? { field: byDefault, direction: 'desc' }, index);
    const body: QuotePage = {
      quotes: paginate(found, page).map((quote) => index.detail(quote)),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/calendar/quote', ({ request }) => {
    const actor = ordersActor(request);
    if (actor instanceof Response) return actor;
    if (!actor.can('CALENDAR_VIEW')) return forbidden();
    const params = new URL(request.url).searchParams;
    const query = new QueryReader(params);
    const start = query.date('start');
    const end = query.date('end');
    const filters = readQuoteFilters(query, params);
    if (start === undefined && query.errors['start'] === undefined) {
      query.errors['start'] = [VALIDATOR.required];
    }
    if (end === undefined && query.errors['end'] === undefined) {
      query.errors['end'] = [VALIDATOR.required];
    }
    if (query.failed() || start === undefined || end === undefined) return query.badRequest();
    const index = new EventIndex();
    const from = Date.parse(start);
    const to = Date.parse(end) + DAY;
    const entries: QuoteCalendarEntry[] = [];
    for (const quote of findQuotes(actor.organizationId, filters, index)) {
      const at = index.estimatedTime(quote);
      const ms = Date.parse(at);
      if (ms < from || ms >= to) continue;
      const seller = quote.organization.id === actor.organizationId;
      entries.push({
        id: quote.id,
        reference: quote.reference,
        state: quote.state,
        cancelled: quote.cancelled,
        refused: quote.refused,
        start: at,
        counterparty: seller ? quote.client.name : quote.organization.name,
        airportIcao: index.info(quote).airportIcao,
        totalIncludingTax: quote.totalIncludingTax,
        currency: quote.currency,
      });
    }
    entries.sort((a, b) => (a.start === b.start ? a.id - b.id : a.start < b.start ? -1 : 1));
    return HttpResponse.json(entries);
  }),

  apiHttp.get('/api/quote-filters', ({ request }) => {
    const actor = ordersActor(request);
    if (actor instanceof Response) return actor;
    return HttpResponse.json(filterOptions(actor.organizationId, new EventIndex()));
  }),

  apiHttp.get('/api/quote/{id}', ({ request, params }) => {
    // The organization's accounting shows the order too (/organization/accounting/order/{id}).
    const actor = ordersActor(request, ['TRIP_ACCOUNTING_VIEW', 'ACCOUNTING_VIEW']);
    if (actor instanceof Response) return actor;
    const found = sideQuote(actor, params['id']);
    if (!found) return quoteNotFound();
    applyClosure(found.quote);
    const detail: QuoteDetail = {
      ...new EventIndex().detail(found.quote),
      orderTerms: orderTermsView(found.quote, langOf(request)),
    };
    return HttpResponse.json(detail);
  }),
];
