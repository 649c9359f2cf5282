import { http, HttpResponse } from 'msw';
import {
  HELICOPTER_TRANSFER_TYPES,
  type HelicopterOffer,
  type HelicopterOffersPage,
  type HelicopterOperator,
  type HelicopterTransferType,
} from '../../../entities/cart/contract';
import { QueryReader, VALIDATOR, badRequest } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import type { TripRecord, TripStepRecord } from '../trips';
import { eventsOf } from '../trips';
import { currencyOf, shopContext, type ShopContext } from './access';
import { activeSeller, convert, sellerCurrency } from './catalog';
import type { HelicopterRouteRecord } from './records';

const HALF_HOUR = 30 * 60_000;

/** The passengers and luggage a transfer (or a leg) carries. */
export function loadOf(
  trip: TripRecord,
  step: TripStepRecord,
): { passengers: number; luggageKg: number } {
  if (step.className === 'TripFlight') {
    return { passengers: step.adults + step.children + step.babies, luggageKg: step.luggageKg };
  }
  const leg = trip.steps.find(
    (candidate) =>
      candidate.className === 'TripFlight' &&
      eventsOf(candidate).some((event) => event.id === step.fromEventId),
  );
  return {
    passengers: step.passengers,
    luggageKg: leg?.className === 'TripFlight' ? leg.luggageKg : 0,
  };
}

/** The routes of active helicopter sellers from an airport. */
export function routesFrom(airportId: number): HelicopterRouteRecord[] {
  return db.helicopterRoutes.filter(
    (route) => route.fromAirportId === airportId && activeSeller(route.sellerId) !== undefined,
  );
}

/** A route as an offer for the step: the whole helicopter, or seats for the passengers. */
export function toOffer(
  route: HelicopterRouteRecord,
  context: ShopContext,
  currency: string,
): HelicopterOffer {
  const load = loadOf(context.trip, context.step);
  const scheduled = Date.parse(context.event.scheduledAt);
  const departure =
    route.type === 'shared' ? Math.ceil(scheduled / HALF_HOUR) * HALF_HOUR : scheduled;
  const quantity = route.type === 'shared' ? Math.max(1, load.passengers) : 1;
  return {
    id: route.id,
    provider: { id: route.sellerId, name: activeSeller(route.sellerId)?.commercialName ?? '' },
    helicopterModel: route.helicopterModel,
    registration: route.registration,
    type: route.type,
    seats: route.seats,
    luggageKg: route.luggageKg,
    durationMinutes: route.durationMinutes,
    departureAt: new Date(departure).toISOString(),
    unitPrice: convert(route.unitPrice, sellerCurrency(route.sellerId), currency),
    quantity,
    vatRate: route.vatRate,
    currency,
    fits: route.seats >= load.passengers && route.luggageKg >= load.luggageKg,
  };
}

function contextOf(
  request: Request,
): { context: ShopContext; currency: string; query: QueryReader } | Response {
  const search = new URL(request.url).searchParams;
  const context = shopContext(request, {
    tripId: search.get('tripId') ?? undefined,
    stepId: search.get('stepId') ?? '',
    eventId: search.get('eventId') ?? undefined,
  });
  if (context instanceof Response) return context;
  const currency = currencyOf(search.get('currency'));
  if (currency instanceof Response) return currency;
  return { context, currency, query: new QueryReader(search) };
}

/** GET api/shop/helicopters and helicopter-offers. */
export const helicopterHandlers = [
  http.get('*/api/shop/helicopters', ({ request }) => {
    const found = contextOf(request);
    if (found instanceof Response) return found;
    // The step's helicopters page is TRIP_EDIT's (spec section 2), not only the shop's TRIP_VIEW:
    // choosing a transfer's operator is part of editing the trip.
    const editor = authorize(request, 'TRIP_EDIT');
    if (editor instanceof Response) return editor;
    const { context, currency } = found;
    const bySeller = new Map<number, HelicopterRouteRecord[]>();
    for (const route of routesFrom(context.event.airportId)) {
      bySeller.set(route.sellerId, [...(bySeller.get(route.sellerId) ?? []), route]);
    }
    const body: HelicopterOperator[] = [...bySeller.entries()].map(([sellerId, routes]) => {
      const destinations = new Map(
        routes.map((route) => [route.destination.id, route.destination]),
      );
      const types = HELICOPTER_TRANSFER_TYPES.filter((type) => routes.some((r) => r.type === type));
      const totals = routes.map((route) => {
        const offer = toOffer(route, context, currency);
        return offer.unitPrice * offer.quantity;
      });
      return {
        provider: { id: sellerId, name: activeSeller(sellerId)?.commercialName ?? '' },
        destinations: [...destinations.values()].map((d) => ({ ...d })),
        types,
        priceFrom: totals.length > 0 ? Math.min(...totals) : null,
        currency,
      };
    });
    return HttpResponse.json(body);
  }),

  http.get('*/api/shop/helicopter-offers', ({ request }) => {
    const found = contextOf(request);
    if (found instanceof Response) return found;
    const { context, currency, query } = found;
    const organization = query.matching('organizationId', /^\d+$/, VALIDATOR.number);
    const destination = query.matching('destinationId', /^\d+$/, VALIDATOR.number);
    const type: HelicopterTransferType | undefined = query.oneOf('type', HELICOPTER_TRANSFER_TYPES);
    if (query.failed()) return query.badRequest();
    const errors: Record<string, string[]> = {};
    if (organization === undefined) errors.organizationId = [VALIDATOR.required];
    if (destination === undefined) errors.destinationId = [VALIDATOR.required];
    if (type === undefined) errors.type = [VALIDATOR.required];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const ofSeller = routesFrom(context.event.airportId).filter(
      (route) => route.sellerId === Number(organization),
    );
    const toDestination = ofSeller.filter((route) => route.destination.id === Number(destination));
    const first = toDestination[0];
    if (!first) return badRequest({ destinationId: [VALIDATOR.choice] });
    const load = loadOf(context.trip, context.step);
    const body: HelicopterOffersPage = {
      passengers: load.passengers,
      luggageKg: load.luggageKg,
      destination: { ...first.destination },
      offers: toDestination
        .filter((route) => route.type === type)
        .map((route) => toOffer(route, context, currency))
        .sort(
          (a, b) =>
            Number(b.fits) - Number(a.fits) || a.unitPrice * a.quantity - b.unitPrice * b.quantity,
        ),
    };
    return HttpResponse.json(body);
  }),
];
