import type { QuoteDetail, QuoteEventInfo } from '../../../entities/quote/contract';
import { isOrderState } from '../../../entities/quote/contract';
import { db } from '../../db';
import { airportById } from '../airports';
import { orderTermsOf } from '../shop';
import type { QuoteRecord } from './records';
import type { TripEventRecord, TripRecord, TripStepRecord } from '../trips';
import { quoteVersion } from './access';
import { lineMaxQuantity } from './lines';

/** Where a quote's event sits: its trip, step and event. */
export interface EventPlace {
  trip: TripRecord;
  step: TripStepRecord;
  event: TripEventRecord;
}

function eventsOf(step: TripStepRecord): TripEventRecord[] {
  return step.className === 'TripFlight'
    ? [step.flightDeparture, step.flightArrival]
    : [step.transferDeparture];
}

/**
 * The trips' events by id and the aircraft registrations by id, built once per request (one pass
 * over the trips), so that answering N quotes never scans the trips N times.
 */
export class EventIndex {
  readonly #places = new Map<number, EventPlace>();
  readonly #registrations = new Map<number, string>();

  constructor() {
    for (const trip of db.trips) {
      for (const step of trip.steps) {
        for (const event of eventsOf(step)) this.#places.set(event.id, { trip, step, event });
      }
    }
    for (const aircraft of db.organizationAircraft) {
      this.#registrations.set(aircraft.id, aircraft.registration);
    }
  }

  place(quote: Pick<QuoteRecord, 'eventId'>): EventPlace | undefined {
    return this.#places.get(quote.eventId);
  }

  /** The event as the orders manager shows it (the quote's own airport when the event is gone). */
  info(quote: QuoteRecord): QuoteEventInfo {
    const place = this.place(quote);
    const airport = airportById(place?.event.airportId ?? quote.airportId);
    const aircraftId = place?.trip.organizationAircraftId ?? null;
    return {
      tripName: place?.trip.name ?? '',
      airportIcao: airport?.icao ?? '????',
      airportName: airport?.name ?? '',
      movementType: place?.event.movementType ?? 'arrival',
      estimatedTime: place?.event.scheduledAt ?? quote.createdAt,
      aircraftRegistration:
        aircraftId === null ? null : (this.#registrations.get(aircraftId) ?? null),
    };
  }

  /** The event's time (the calendar's date, the sort with a date range). */
  estimatedTime(quote: QuoteRecord): string {
    return this.place(quote)?.event.scheduledAt ?? quote.createdAt;
  }

  detail(quote: QuoteRecord): QuoteDetail {
    const copy = structuredClone(quote);
    return {
      ...copy,
      lines: copy.lines.map((line) => ({ ...line, maxQuantity: lineMaxQuantity(line) })),
      version: quoteVersion(quote),
      event: this.info(quote),
      orderTotal: isOrderState(quote.state) ? orderTermsOf(quote).orderTotal : null,
    };
  }
}
