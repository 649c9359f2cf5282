import { HttpResponse } from 'msw';
import {
  HELICOPTER_TRANSFER_TYPES,
  type HelicopterDestination,
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
import { linePrice } from '../../../entities/quote/contract';
import { placeById } from '../places';
import { activeSeller, convert, onSale, sellerCurrency, unitPriceIn } from './catalog';
import type { HelicopterTransferRecord, ShopProductRecord } from './records';
import { apiHttp } from '../../api/http';

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

/** A helicopter service on sale at an airport: its product (priced for the buyer) and its flight. */
export interface HelicopterService {
  product: ShopProductRecord;
  transfer: HelicopterTransferRecord;
}

/**
 * The flight a product on sale sells: its validated transfer tab, the aircraft read from the
 * seller's fleet (gone from it: not offered); a seeded service without the tab flies from its
 * seed record.
 */
export function flightOf(product: ShopProductRecord): HelicopterTransferRecord | undefined {
  const { transfer } = product;
  if (!transfer) return db.helicopterTransfers.find((t) => t.serviceId === product.serviceId);
  const helicopter = db.organizationHelicopters.find(
    (candidate) =>
      candidate.id === transfer.helicopterId && candidate.organizationId === product.sellerId,
  );
  if (!helicopter) return undefined;
  return {
    serviceId: product.serviceId,
    type: transfer.type,
    helicopterModel: `${helicopter.manufacturer} ${helicopter.modelType}`,
    registration: helicopter.registration,
    seats: transfer.seats,
    luggageKg: transfer.luggageKg,
    durationMinutes: transfer.durationMinutes,
  };
}

/**
 * The helicopter services on sale at an airport, priced for the buyer (its price list through a
 * negotiated rate): direct sale, with taking-charge addresses and an aircraft to fly them.
 */
export function helicopterServicesAt(airportId: number, buyerId: number): HelicopterService[] {
  return onSale(buyerId)
    .filter(
      (product) =>
        product.typology === 'helicopter' &&
        product.airportId === airportId &&
        product.unitPrice !== null &&
        product.takingChargePlaceIds.length > 0,
    )
    .flatMap((product) => {
      const transfer = flightOf(product);
      return transfer ? [{ product, transfer }] : [];
    });
}

/** A service's taking-charge addresses as destinations, in its order. */
export function destinationsOf(product: ShopProductRecord): HelicopterDestination[] {
  return product.takingChargePlaceIds.flatMap((id) => {
    const place = placeById(id);
    return place
      ? [{ id: place.id, name: place.name, formattedAddress: place.formattedAddress }]
      : [];
  });
}

/** A service as an offer for the step: the whole helicopter, or seats for the passengers. */
export function toOffer(
  { product, transfer }: HelicopterService,
  context: ShopContext,
  currency: string,
): HelicopterOffer {
  const load = loadOf(context.trip, context.step);
  const scheduled = Date.parse(context.event.scheduledAt);
  const shared = transfer.type === 'shared';
  const departure = shared ? Math.ceil(scheduled / HALF_HOUR) * HALF_HOUR : scheduled;
  return {
    id: product.id,
    provider: { id: product.sellerId, name: activeSeller(product.sellerId)?.commercialName ?? '' },
    helicopterModel: transfer.helicopterModel,
    registration: transfer.registration,
    type: transfer.type,
    seats: transfer.seats,
    luggageKg: transfer.luggageKg,
    durationMinutes: transfer.durationMinutes,
    departureAt: new Date(departure).toISOString(),
    unitPrice: unitPriceIn(product, currency) ?? 0,
    quantity: shared ? Math.max(1, load.passengers) : 1,
    discountRate: product.discountRate,
    ecotax: convert(product.ecotax, sellerCurrency(product.sellerId), currency),
    vatRate: product.vatRate,
    currency,
    fits: transfer.seats >= load.passengers && transfer.luggageKg >= load.luggageKg,
  };
}

/** What the buyer pays for an offer before tax: the checkout's own line price. */
function offerTotal(offer: HelicopterOffer): number {
  return linePrice(offer, offer.currency).totalExcludingTax;
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
  apiHttp.get('/api/shop/helicopters', ({ request }) => {
    const found = contextOf(request);
    if (found instanceof Response) return found;
    // The step's helicopters page is TRIP_EDIT's (spec section 2), not only the shop's TRIP_VIEW:
    // choosing a transfer's operator is part of editing the trip.
    const editor = authorize(request, 'TRIP_EDIT');
    if (editor instanceof Response) return editor;
    const { context, currency } = found;
    const bySeller = new Map<number, HelicopterService[]>();
    for (const service of helicopterServicesAt(
      context.event.airportId,
      context.auth.organization.id,
    )) {
      const sellerId = service.product.sellerId;
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), service]);
    }
    const body: HelicopterOperator[] = [...bySeller.entries()].map(([sellerId, services]) => {
      const destinations = new Map(
        services.flatMap((service) => destinationsOf(service.product)).map((d) => [d.id, d]),
      );
      const types = HELICOPTER_TRANSFER_TYPES.filter((type) =>
        services.some((service) => service.transfer.type === type),
      );
      const totals = services.map((service) => offerTotal(toOffer(service, context, currency)));
      return {
        provider: { id: sellerId, name: activeSeller(sellerId)?.commercialName ?? '' },
        destinations: [...destinations.values()],
        types,
        priceFrom: totals.length > 0 ? Math.min(...totals) : null,
        currency,
      };
    });
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/shop/helicopter-offers', ({ request }) => {
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
    const toDestination = helicopterServicesAt(
      context.event.airportId,
      context.auth.organization.id,
    ).filter(
      (service) =>
        service.product.sellerId === Number(organization) &&
        service.product.takingChargePlaceIds.includes(Number(destination)),
    );
    const place = toDestination[0] ? placeById(Number(destination)) : undefined;
    if (!place) return badRequest({ destinationId: [VALIDATOR.choice] });
    const load = loadOf(context.trip, context.step);
    const body: HelicopterOffersPage = {
      passengers: load.passengers,
      luggageKg: load.luggageKg,
      destination: { id: place.id, name: place.name, formattedAddress: place.formattedAddress },
      offers: toDestination
        .filter((service) => service.transfer.type === type)
        .map((service) => toOffer(service, context, currency))
        .sort((a, b) => Number(b.fits) - Number(a.fits) || offerTotal(a) - offerTotal(b)),
    };
    return HttpResponse.json(body);
  }),
];
