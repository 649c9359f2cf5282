import type { Quote, QuoteLineStatus } from '../../../entities/quote/contract';
import { newQuoteLifecycle } from '../../../entities/quote/contract';
import type { TripQuoteState } from '../../../entities/trip/contract';
import { today } from '../../db/clock';
import { pick, seededRandom } from '../../db/random';
import type { Db } from '../../db/types';
import { airportByIcao } from '../airports';
import { linkSeededInvoices } from '../invoices';
import {
  FIRST_GENERATED_TRIP_ID,
  type TripEventRecord,
  type TripRecord,
  type TripStepRecord,
} from '../trips';
import { quoteLine } from './products';
import {
  CANCELLED_8_DAYS_AGO,
  CANCELLED_RECENTLY,
  applyLife,
  copyQuote,
  generatedLife,
  type LifeScenario,
} from './seedLife';

const DAY = 86_400_000;

/** Seller names and reference prefixes (organizations/seed.ts). */
const SELLERS: Readonly<Record<number, { name: string; prefix: string; currency: string }>> = {
  2: { name: 'Riviera Jet Centre', prefix: 'RJC-', currency: 'EUR' },
  3: { name: 'Azur Heli Services', prefix: 'AHS-', currency: 'EUR' },
  5: { name: 'Gourmet Skies', prefix: 'GSK-', currency: 'EUR' },
  6: { name: 'Mistral Fuels', prefix: 'MFU-', currency: 'EUR' },
  7: { name: 'Léman Hangars', prefix: 'LHS-', currency: 'CHF' },
  8: { name: 'Prestige Aero Taxi', prefix: 'PAT-', currency: 'EUR' },
  20: { name: 'GVA Taxi', prefix: 'GVT-', currency: 'CHF' },
};

const BUYERS: Readonly<Record<number, string>> = {
  1: 'Alpine Executive Jets',
  11: 'Thames Executive',
  13: 'Bavaria Jet Charter',
  23: 'EuroConnect Regional',
};

interface QuoteSeed {
  seller: number;
  state: TripQuoteState;
  lines: [number, number, QuoteLineStatus?][];
  /** Its lifecycle: flags, log, claim, cancellation; by default from the state. */
  life?: LifeScenario;
}

/**
 * Builds the quotes on the seeded trips' events, with one id sequence for the quotes and one for
 * their lines. Times are ms from the demo day's midnight (UTC), as the trips'.
 */
class QuoteBuilder {
  readonly quotes: Quote[] = [];
  #line = 0;
  readonly #base: number;

  constructor(base: number) {
    this.#base = base;
  }

  iso(at: number): string {
    return new Date(this.#base + at).toISOString();
  }

  quote(trip: TripRecord, step: TripStepRecord, event: TripEventRecord, seed: QuoteSeed): Quote {
    const seller = SELLERS[seed.seller];
    if (!seller) throw new Error(`No seeded seller ${seed.seller}`);
    const id = this.quotes.length + 1;
    const lines = seed.lines.map(([productId, quantity, status = 'planned']) => {
      this.#line += 1;
      return quoteLine(this.#line, productId, quantity, status);
    });
    const sum = (field: 'totalExcludingTax' | 'totalIncludingTax') =>
      Math.round(lines.reduce((total, line) => total + line[field], 0) * 100) / 100;
    const createdAt = trip.createdAt;
    const quote: Quote = {
      id,
      reference: `${seller.prefix}${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`,
      state: seed.state,
      lines,
      paymentTerm:
        seed.seller === 2 ? 'payment_at_order_acceptance' : 'payment_at_invoice_creation',
      concretePaymentDate: null,
      currency: seller.currency,
      organization: { id: seed.seller, name: seller.name },
      client: { id: trip.organizationId, name: BUYERS[trip.organizationId] ?? '' },
      slotManagement: false,
      sellerAck: seed.state !== 'awaiting_for_quotation',
      cancelled: false,
      cancelledDraft: false,
      refused: false,
      invoiceSent: seed.state === 'delivered',
      cancellationPoliciesApplied: false,
      tripId: trip.id,
      stepId: step.id,
      eventId: event.id,
      airportId: event.airportId,
      totalExcludingTax: sum('totalExcludingTax'),
      totalIncludingTax: sum('totalIncludingTax'),
      createdAt,
      updatedAt: createdAt,
      ...newQuoteLifecycle(),
    };
    applyLife(quote, seed.life ?? { state: seed.state }, {
      base: this.#base,
      eventAt: event.scheduledAt,
    });
    this.quotes.push(quote);
    return quote;
  }

  /** Gives a built quote another lifecycle (the showcases). */
  live(quote: Quote, life: LifeScenario, eventAt: string): void {
    applyLife(quote, life, { base: this.#base, eventAt });
  }

  /** Ms from the demo day's midnight to an ISO date. */
  offset(iso: string): number {
    return Date.parse(iso) - this.#base;
  }
}

/** A quote of a named trip: on the event of its step (by position) where the service is. */
interface NamedQuote extends QuoteSeed {
  step: number;
  /** A transfer's only event is its departure. */
  at: 'departure' | 'arrival';
}

/** The named trips' quotes (trips/seed.ts `namedTrips`), by trip id, in creation order. */
const NAMED_QUOTES: Readonly<Record<number, readonly NamedQuote[]>> = {
  // 1. Lyon -> Nice, helicopter to Monaco, Nice -> Geneva: the showcase trip, next week.
  1: [
    {
      step: 1,
      at: 'arrival',
      seller: 2,
      state: 'validated',
      lines: [
        [201, 1],
        [204, 3],
      ],
    },
    { step: 2, at: 'departure', seller: 3, state: 'validated', lines: [[301, 1]] },
    {
      step: 3,
      at: 'departure',
      seller: 5,
      state: 'awaiting_customer_validation',
      lines: [
        [501, 3, 'not_planned'],
        [502, 1, 'not_planned'],
      ],
    },
    { step: 3, at: 'departure', seller: 6, state: 'validated', lines: [[601, 2400]] },
    {
      step: 3,
      at: 'arrival',
      seller: 7,
      state: 'awaiting_for_quotation',
      lines: [[701, 1, 'not_planned']],
    },
  ],
  // 3. A roadshow in Paris: the taxi delivered.
  3: [{ step: 2, at: 'departure', seller: 8, state: 'delivered', lines: [[801, 1, 'delivered']] }],
  // 5. Dubai, back by Nice.
  5: [
    {
      step: 2,
      at: 'arrival',
      seller: 2,
      state: 'awaiting_customer_validation',
      lines: [
        [201, 1, 'not_planned'],
        [205, 3, 'not_planned'],
      ],
    },
  ],
  // 6. New York (Teterboro) from Geneva.
  6: [
    {
      step: 1,
      at: 'departure',
      seller: 7,
      state: 'validated',
      lines: [
        [701, 2],
        [702, 1],
      ],
    },
  ],
  // 7. Geneva ski shuttle: the return leg (hidden from the list) has Léman Hangars' order.
  7: [
    {
      step: 2,
      at: 'departure',
      seller: 20,
      state: 'awaiting_for_quotation',
      lines: [[2001, 1, 'not_planned']],
    },
    { step: 3, at: 'departure', seller: 7, state: 'validated', lines: [[702, 5]] },
  ],
  // 8. Monaco Grand Prix guests, last month: completed, orders delivered.
  8: [
    {
      step: 1,
      at: 'arrival',
      seller: 2,
      state: 'delivered',
      lines: [
        [201, 1, 'delivered'],
        [203, 4, 'delivered'],
      ],
    },
    { step: 2, at: 'departure', seller: 3, state: 'delivered', lines: [[301, 2, 'delivered']] },
    { step: 3, at: 'departure', seller: 6, state: 'delivered', lines: [[601, 3100, 'delivered']] },
  ],
  // Other buyers' trips (Thames Executive, Bavaria Jet Charter, EuroConnect Regional).
  11: [
    {
      step: 1,
      at: 'arrival',
      seller: 2,
      state: 'validated',
      lines: [
        [201, 1],
        [204, 2],
      ],
    },
  ],
  12: [
    {
      step: 1,
      at: 'arrival',
      seller: 7,
      state: 'awaiting_customer_validation',
      lines: [[701, 1, 'not_planned']],
    },
  ],
  13: [
    { step: 1, at: 'arrival', seller: 6, state: 'delivered', lines: [[601, 2800, 'delivered']] },
  ],
};

function eventOf(step: TripStepRecord, at: NamedQuote['at']): TripEventRecord {
  if (step.className === 'TripTransfer') return step.transferDeparture;
  return at === 'departure' ? step.flightDeparture : step.flightArrival;
}

function namedQuotes(b: QuoteBuilder, trip: TripRecord): void {
  for (const seed of NAMED_QUOTES[trip.id] ?? []) {
    const step = trip.steps.find((candidate) => candidate.position === seed.step);
    if (!step) throw new Error(`Trip ${trip.id} has no step ${seed.step}`);
    b.quote(trip, step, eventOf(step, seed.at), seed);
  }
}

function airportId(icao: string): number {
  const airport = airportByIcao(icao);
  if (!airport) throw new Error(`No airport ${icao} in the catalogue`);
  return airport.id;
}

const NICE = airportId('LFMN');
const GENEVA = airportId('LSGG');

/** What each generated quote sells: seller, products and quantities. */
function generatedLines(seller: number, random: () => number, adults: number): [number, number][] {
  switch (seller) {
    case 2:
      return [
        [201, 1],
        [pick(random, [203, 204, 205]), 1 + Math.floor(random() * 3)],
      ];
    case 5:
      return adults > 2
        ? [
            [501, adults],
            [502, 1],
          ]
        : [[501, Math.max(2, adults)]];
    case 6:
      return [[601, 800 + Math.floor(random() * 12) * 200]];
    case 7:
      return [
        [701, 1],
        [702, 1 + Math.floor(random() * 2)],
      ];
    default:
      return [[801, 1]];
  }
}

/** Generated quotes by seller, in creation order, with each one's event (see showcases). */
interface Counters {
  bySeller: Map<number, number>;
  riviera: { quote: Quote; eventAt: string }[];
}

/**
 * The orders of Alpine's generated trips (2,000+ in all): fuel on most departures, catering
 * when there are passengers, the FBOs at Nice and Geneva on every movement there, a limousine
 * on some arrivals; each seller goes through every scenario of its period (seedLife.ts).
 */
function generatedQuotes(
  b: QuoteBuilder,
  trip: TripRecord,
  random: () => number,
  counters: Counters,
): void {
  for (const step of trip.steps) {
    if (step.className !== 'TripFlight') continue;
    const adults = step.adults;
    const wanted: [number, TripEventRecord][] = [];
    if (random() < 0.97) wanted.push([6, step.flightDeparture]);
    if (adults > 0 && random() < 0.75) wanted.push([5, step.flightDeparture]);
    for (const event of [step.flightDeparture, step.flightArrival]) {
      if (event.airportId === NICE) wanted.push([2, event]);
      if (event.airportId === GENEVA) wanted.push([7, event]);
    }
    if (adults > 0 && step.flightArrival.airportId !== NICE && random() < 0.5) {
      wanted.push([8, step.flightArrival]);
    }
    for (const [seller, event] of wanted) {
      const n = counters.bySeller.get(seller) ?? 0;
      counters.bySeller.set(seller, n + 1);
      const eventDay = b.offset(event.scheduledAt) / DAY;
      const lines = generatedLines(seller, random, adults);
      const life = generatedLife(eventDay, n);
      const quote = b.quote(trip, step, event, { seller, state: life.state, lines, life });
      if (seller === 2) counters.riviera.push({ quote, eventAt: event.scheduledAt });
    }
  }
}

/** Two of Riviera's orders become the demo day's cancellations (seedLife.ts). */
function showcaseCancellations(b: QuoteBuilder, counters: Counters): void {
  const plain = counters.riviera.filter(
    ({ quote }) =>
      !quote.cancelled &&
      !quote.refused &&
      !quote.cancelledDraft &&
      quote.claim === null &&
      quote.totalIncludingTax > 0,
  );
  // Cancelled 8 days ago: a quote created before then, for a service not past by then.
  const old =
    plain.find(
      ({ quote, eventAt }) =>
        b.offset(quote.createdAt) <= -9 * DAY && b.offset(eventAt) >= -7 * DAY,
    ) ?? plain.find(({ eventAt }) => b.offset(eventAt) > 0);
  if (old) {
    if (b.offset(old.quote.createdAt) > -9 * DAY) old.quote.createdAt = b.iso(-12 * DAY);
    old.quote.invoiceSent = false;
    b.live(old.quote, CANCELLED_8_DAYS_AGO, old.eventAt);
  }
  const recent = plain.find(
    ({ quote, eventAt }) => quote !== old?.quote && b.offset(eventAt) > DAY,
  );
  if (recent) b.live(recent.quote, CANCELLED_RECENTLY, recent.eventAt);
}

/** The named trips' quotes, then the generated trips' (in trip order: the ids follow). */
function build(trips: readonly TripRecord[], base: number): Quote[] {
  const builder = new QuoteBuilder(base);
  // Their own sequence (not the trips'), so the trips stay those of issue 7.
  const random = seededRandom(9_2026);
  const counters: Counters = { bySeller: new Map(), riviera: [] };
  for (const trip of trips) {
    if (trip.id < FIRST_GENERATED_TRIP_ID) namedQuotes(builder, trip);
    else generatedQuotes(builder, trip, random, counters);
  }
  showcaseCancellations(builder, counters);
  return builder.quotes;
}

// Per demo day: the trips seed (which this one seeds after) is the same all day.
let cached: { day: string; quotes: Quote[] } | null = null;

/**
 * The quotes on the seeded trips' events (fresh copies at each reset), with the ids of the
 * invoices the invoices seed builds from them; order terms are recorded when an order is
 * validated (seeded orders use their total). Nothing seeded (the registry's first call), none.
 */
export function seedOrders({ trips }: Readonly<Partial<Db>>): Pick<Db, 'quotes'> {
  if (!trips) return { quotes: [] };
  const day = today();
  if (cached?.day !== day) cached = { day, quotes: build(trips, Date.parse(day)) };
  const quotes = cached.quotes.map(copyQuote);
  linkSeededInvoices(quotes);
  return { quotes };
}
