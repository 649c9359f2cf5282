import type { Quote } from '../../../entities/quote/contract';
import type {
  FlightMission,
  FlightPlan,
  FlightType,
  Passenger,
  PassengerStatus,
  Ppr,
  Slot,
  SlotStatus,
  TransferMode,
  TripQuoteState,
  TripType,
} from '../../../entities/trip/contract';
import type { QuoteLineStatus } from '../../../entities/quote/contract';
import { newQuoteLifecycle } from '../../../entities/quote/contract';
import { today } from '../../db/clock';
import type { Db } from '../../db/types';
import { airportByIcao } from '../airports';
import { ORG } from '../organizations';
import {
  CANCELLED_8_DAYS_AGO,
  CANCELLED_RECENTLY,
  applyLife,
  copyQuote,
  generatedLife,
  type LifeScenario,
} from './seedLife';
import { pprRequired } from './flightStep';
import { quoteLine } from './products';
import type {
  FlightStepRecord,
  TransferStepRecord,
  TripEventRecord,
  TripRecord,
  TripStepRecord,
} from './records';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many generated trips Alpine gets besides the named ones (500+ in all). */
export const GENERATED_TRIP_COUNT = 520;

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

function airportId(icao: string): number {
  const airport = airportByIcao(icao);
  if (!airport) throw new Error(`No airport ${icao} in the catalogue`);
  return airport.id;
}

function slotRequired(icao: string): boolean {
  return airportByIcao(icao)?.slotRequired ?? false;
}

interface EventOptions {
  slot?: SlotStatus;
  ppr?: Ppr['status'];
  validated?: boolean;
}

interface FlightOptions {
  pax?: [number, number, number];
  passengers?: [string, string, Passenger['type']?, PassengerStatus?, boolean?][];
  crew?: number[];
  mission?: FlightMission;
  type?: FlightType;
  plan?: FlightPlan | null;
  gendec?: boolean;
  hidden?: boolean;
  cancelled?: boolean;
  departure?: EventOptions;
  arrival?: EventOptions;
  bags?: number;
}

interface QuoteSeed {
  seller: number;
  state: TripQuoteState;
  lines: [number, number, QuoteLineStatus?][];
  cancelled?: boolean;
  /** Its lifecycle (orders domain): flags, log, claim, cancellation; by default from the state. */
  life?: LifeScenario;
}

/**
 * Builds the trips and their quotes with one id sequence per kind. Times are ms from the demo
 * day's midnight (UTC), so the trips stay in the past, in progress or ahead whatever the day.
 */
class TripBuilder {
  readonly trips: TripRecord[] = [];
  readonly quotes: Quote[] = [];
  #step = 0;
  #event = 0;
  #passenger = 0;
  #line = 0;
  #document = 0;
  readonly #base: number;

  constructor(base: number) {
    this.#base = base;
  }

  iso(at: number): string {
    return new Date(this.#base + at).toISOString();
  }

  #slot(id: number, icao: string, at: number, status: SlotStatus | undefined): Slot {
    const wanted = slotRequired(icao) ? (status ?? 'not_requested') : 'not_assigned';
    const requested = wanted === 'requested' || wanted === 'submitted';
    return {
      id,
      number:
        wanted === 'submitted'
          ? `${icao}-${String.fromCharCode(65 + (id % 6))}-${1000 + id}`
          : null,
      status: wanted,
      requestedAt: requested ? this.iso(at) : null,
      attributedAt: wanted === 'submitted' ? this.iso(at + ((id % 3) - 1) * 5 * 60_000) : null,
    };
  }

  event(
    movementType: 'arrival' | 'departure',
    icao: string,
    at: number,
    options: EventOptions = {},
  ): TripEventRecord {
    this.#event += 1;
    const id = this.#event;
    const pprStatus = options.ppr ?? (pprRequired(airportId(icao)) ? 'granted' : 'not_required');
    return {
      id,
      movementType,
      airportId: airportId(icao),
      scheduledAt: this.iso(at),
      airportValidated: options.validated ?? true,
      slot: this.#slot(id, icao, at, options.slot),
      ppr: {
        id,
        number: pprStatus === 'granted' ? `PPR-${icao}-${String(400 + id).padStart(4, '0')}` : null,
        status: pprStatus,
      },
    };
  }

  flight(
    from: string,
    to: string,
    etd: number,
    minutes: number,
    options: FlightOptions = {},
  ): FlightStepRecord {
    this.#step += 1;
    const id = this.#step;
    const passengers = (options.passengers ?? []).map(
      ([name, nationality, type = 'adult', status = 'confirmed', disabled = false]): Passenger => {
        this.#passenger += 1;
        return { id: this.#passenger, name, nationality, type, status, disabled };
      },
    );
    const count = (type: Passenger['type']) => passengers.filter((p) => p.type === type).length;
    const [adults, children, babies] = options.pax ?? [
      count('adult'),
      count('children'),
      count('baby'),
    ];
    const crew = options.crew ?? [];
    const documents = options.gendec
      ? [1, 2].map((n) => {
          this.#document += 1;
          const name =
            n === 1 ? `Gendec ${from}-${to}.pdf` : `Passenger manifest ${from}-${to}.pdf`;
          return { id: this.#document, name, url: `/uploads/gendec/${this.#document}.pdf` };
        })
      : [];
    const international = airportByIcao(from)?.countryCode !== airportByIcao(to)?.countryCode;
    return {
      className: 'TripFlight',
      id,
      position: 0,
      visibleInList: !options.hidden,
      cancelled: options.cancelled ?? false,
      costAskedAtMs: null,
      flightDeparture: this.event('departure', from, etd, options.departure),
      flightArrival: this.event('arrival', to, etd + minutes * 60_000, options.arrival),
      adults,
      children,
      babies,
      bags: options.bags ?? adults + children,
      luggageKg: (options.bags ?? adults + children) * 18,
      crewCount: Math.max(crew.length, 2),
      flightType: options.type ?? (international ? 'international' : 'domestic'),
      flightMission: options.mission ?? 'private',
      crewMemberIds: crew,
      passengers,
      flightPlan: options.plan ?? null,
      gendecDocuments: documents,
      healthDeclaration: options.gendec ?? false,
      cargoDeclaration: null,
    };
  }

  transfer(
    from: TripEventRecord,
    at: number,
    mode: TransferMode,
    destination: string,
    passengers: number,
    helicopter: { operatorId: number; helicopterId: number } | null = null,
  ): TransferStepRecord {
    this.#step += 1;
    this.#event += 1;
    return {
      className: 'TripTransfer',
      id: this.#step,
      position: 0,
      visibleInList: true,
      cancelled: false,
      costAskedAtMs: null,
      fromEventId: from.id,
      transferDeparture: {
        id: this.#event,
        movementType: 'departure',
        airportId: from.airportId,
        scheduledAt: this.iso(at),
        airportValidated: true,
        slot: {
          id: this.#event,
          number: null,
          status: 'not_assigned',
          requestedAt: null,
          attributedAt: null,
        },
        ppr: { id: this.#event, number: null, status: 'not_required' },
      },
      mode,
      destination,
      passengers,
      helicopterOperatorId: helicopter?.operatorId ?? null,
      helicopterId: helicopter?.helicopterId ?? null,
    };
  }

  trip(
    id: number,
    organizationId: number,
    name: string,
    type: TripType,
    aircraftId: number | null,
    steps: TripStepRecord[],
    createdDaysAgo: number,
  ): TripRecord {
    steps.forEach((step, index) => {
      step.position = index + 1;
    });
    const createdAt = this.iso(-createdDaysAgo * DAY - 9 * HOUR);
    const trip: TripRecord = {
      id,
      name,
      type,
      organizationId,
      organizationAircraftId: aircraftId,
      steps,
      createdAt,
      updatedAt: createdAt,
    };
    this.trips.push(trip);
    return trip;
  }

  quote(trip: TripRecord, step: TripStepRecord, event: TripEventRecord, seed: QuoteSeed): Quote {
    const seller = SELLERS[seed.seller];
    if (!seller) throw new Error(`No seeded seller ${seed.seller}`);
    const id = this.quotes.length + 1;
    const lines = seed.lines.map(([productId, quantity, status = 'planned']) => {
      this.#line += 1;
      return quoteLine(this.#line, productId, quantity, status);
    });
    const sum = (pick: 'totalExcludingTax' | 'totalIncludingTax') =>
      Math.round(lines.reduce((total, line) => total + line[pick], 0) * 100) / 100;
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
      cancelled: seed.cancelled ?? false,
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

/** Alpine's crew (fleet/seed named.ts ids): captains, first officers, cabin crew. */
const CREW = {
  moreau: 1,
  lefebvre: 2,
  garnier: 3,
  bianchi: 4,
  esposito: 5,
  huber: 6,
  schneider: 7,
  thornton: 8,
  janssens: 12,
  deJong: 13,
  kowalski: 14,
  nowak: 15,
  rochat: 16,
  dubois: 17,
  fontaine: 19,
  romano: 21,
  davies: 22,
  benali: 23,
  marchand: 25,
} as const;

const h = (day: number, hour: number, minute = 0) => day * DAY + hour * HOUR + minute * 60_000;

const PLAN_LYS_NCE: FlightPlan = {
  route: 'DCT MTL UM976 BRIGO DCT',
  cruiseLevel: 330,
  cruiseSpeedKt: 460,
  alternateIcao: 'LFML',
  filed: true,
};

function namedTrips(b: TripBuilder): void {
  // 1. Lyon -> Nice, helicopter to Monaco, Nice -> Geneva: the showcase trip, next week.
  {
    const leg1 = b.flight('LFLL', 'LFMN', h(3, 7, 30), 65, {
      passengers: [
        ['Victoria Hamilton', 'GB'],
        ['Richard Hamilton', 'GB'],
        ['Oscar Hamilton', 'GB', 'children'],
        ['Amélie Durand', 'FR', 'adult', 'pending'],
      ],
      crew: [CREW.moreau, CREW.janssens, CREW.fontaine],
      plan: PLAN_LYS_NCE,
      gendec: true,
      arrival: { slot: 'requested' },
    });
    const heli = b.transfer(
      leg1.flightArrival,
      h(3, 9, 0),
      'helicopter',
      'Hôtel de Paris, Monte-Carlo',
      3,
      {
        operatorId: ORG.azurHeli,
        helicopterId: 1,
      },
    );
    const leg2 = b.flight('LFMN', 'LSGG', h(6, 15, 0), 55, {
      passengers: [
        ['Victoria Hamilton', 'GB'],
        ['Richard Hamilton', 'GB'],
        ['Oscar Hamilton', 'GB', 'children'],
      ],
      crew: [CREW.moreau, CREW.janssens, CREW.fontaine],
      departure: { slot: 'not_requested' },
    });
    const trip = b.trip(
      1,
      ORG.alpine,
      'Riviera weekend – Lyon, Nice, Geneva',
      'multi_leg',
      1,
      [leg1, heli, leg2],
      12,
    );
    b.quote(trip, leg1, leg1.flightArrival, {
      seller: 2,
      state: 'validated',
      lines: [
        [201, 1],
        [204, 3],
      ],
    });
    b.quote(trip, heli, heli.transferDeparture, {
      seller: 3,
      state: 'validated',
      lines: [[301, 1]],
    });
    b.quote(trip, leg2, leg2.flightDeparture, {
      seller: 5,
      state: 'awaiting_customer_validation',
      lines: [
        [501, 3, 'not_planned'],
        [502, 1, 'not_planned'],
      ],
    });
    b.quote(trip, leg2, leg2.flightDeparture, {
      seller: 6,
      state: 'validated',
      lines: [[601, 2400]],
    });
    b.quote(trip, leg2, leg2.flightArrival, {
      seller: 7,
      state: 'awaiting_for_quotation',
      lines: [[701, 1, 'not_planned']],
    });
  }
  // 2. A board meeting at Farnborough, two weeks ago.
  {
    const out = b.flight('LFLL', 'EGLF', h(-12, 6, 45), 95, {
      passengers: [
        ['Henri Vasseur', 'FR'],
        ['Claire Vasseur', 'FR'],
        ['Mathieu Roy', 'FR'],
      ],
      crew: [CREW.lefebvre, CREW.garnier],
      mission: 'commercial',
      gendec: true,
      departure: { slot: 'submitted' },
    });
    const back = b.flight('EGLF', 'LFLL', h(-11, 17, 30), 90, {
      passengers: [
        ['Henri Vasseur', 'FR'],
        ['Claire Vasseur', 'FR'],
        ['Mathieu Roy', 'FR'],
      ],
      crew: [CREW.lefebvre, CREW.garnier],
      mission: 'commercial',
      arrival: { slot: 'submitted' },
    });
    b.trip(2, ORG.alpine, 'Farnborough board meeting', 'round_trip', 2, [out, back], 30);
  }
  // 3. A roadshow in Paris: out yesterday, back tomorrow (in progress).
  {
    const out = b.flight('LFLL', 'LFPB', h(-1, 6, 0), 60, {
      passengers: [
        ['Sandrine Lopez', 'FR'],
        ['Karim Haddad', 'FR'],
        ['Ewa Nowicka', 'PL'],
      ],
      crew: [CREW.huber, CREW.schneider],
      mission: 'commercial',
      departure: { slot: 'submitted' },
    });
    const taxi = b.transfer(
      out.flightArrival,
      h(-1, 7, 15),
      'taxi',
      'Hôtel Plaza Athénée, Paris',
      3,
    );
    const back = b.flight('LFPB', 'LFLL', h(1, 18, 30), 60, {
      passengers: [
        ['Sandrine Lopez', 'FR'],
        ['Karim Haddad', 'FR'],
        ['Ewa Nowicka', 'PL'],
      ],
      crew: [CREW.huber, CREW.schneider],
      mission: 'commercial',
      arrival: { slot: 'requested' },
    });
    const trip = b.trip(
      3,
      ORG.alpine,
      'Paris Le Bourget roadshow',
      'round_trip',
      4,
      [out, taxi, back],
      8,
    );
    b.quote(trip, taxi, taxi.transferDeparture, {
      seller: 8,
      state: 'delivered',
      lines: [[801, 1, 'delivered']],
    });
  }
  // 4. Ibiza in two weeks.
  {
    const pax: FlightOptions['passengers'] = [
      ['Laura Martín', 'ES'],
      ['Diego Martín', 'ES'],
      ['Lucas Martín', 'ES', 'children'],
      ['Mia Martín', 'ES', 'baby'],
      ['Nadia Petrova', 'BG', 'adult', 'confirmed', true],
    ];
    const out = b.flight('LFLL', 'LEIB', h(14, 9, 0), 105, {
      passengers: pax,
      crew: [CREW.bianchi, CREW.esposito, CREW.romano],
      arrival: { slot: 'not_requested' },
    });
    const back = b.flight('LEIB', 'LFLL', h(18, 16, 0), 105, {
      passengers: pax,
      crew: [CREW.bianchi, CREW.esposito, CREW.romano],
      departure: { slot: 'not_requested' },
    });
    b.trip(4, ORG.alpine, 'Ibiza family holiday', 'round_trip', 4, [out, back], 5);
  }
  // 5. Dubai, back by Nice.
  {
    const pax: FlightOptions['passengers'] = [
      ['Khalid Al Mansouri', 'AE'],
      ['Sarah Al Mansouri', 'AE'],
      ['Jean-Marc Perrin', 'FR'],
    ];
    const out = b.flight('LFLL', 'OMDB', h(21, 8, 0), 390, {
      passengers: pax,
      crew: [CREW.moreau, CREW.deJong, CREW.davies],
      type: 'international',
      plan: {
        route: 'DCT LUL UN852 ODERO UL851 PAXIS',
        cruiseLevel: 450,
        cruiseSpeedKt: 488,
        alternateIcao: 'OMAA',
        filed: false,
      },
      arrival: { slot: 'requested' },
      departure: { slot: 'requested' },
    });
    const back = b.flight('OMDB', 'LFMN', h(28, 9, 30), 400, {
      passengers: pax,
      crew: [CREW.moreau, CREW.deJong, CREW.davies],
      type: 'international',
      departure: { slot: 'not_requested' },
      arrival: { slot: 'not_requested' },
    });
    const trip = b.trip(5, ORG.alpine, 'Dubai winter sun', 'multi_leg', 1, [out, back], 3);
    b.quote(trip, back, back.flightArrival, {
      seller: 2,
      state: 'awaiting_customer_validation',
      lines: [
        [201, 1, 'not_planned'],
        [205, 3, 'not_planned'],
      ],
    });
  }
  // 6. New York (Teterboro) from Geneva.
  {
    const pax: FlightOptions['passengers'] = [
      ['Marc-Antoine Keller', 'CH'],
      ['Hélène Keller', 'CH'],
    ];
    const out = b.flight('LSGG', 'KTEB', h(35, 9, 0), 510, {
      passengers: pax,
      crew: [CREW.janssens, CREW.deJong, CREW.fontaine],
      type: 'international',
    });
    const back = b.flight('KTEB', 'LSGG', h(39, 22, 0), 450, {
      passengers: pax,
      crew: [CREW.janssens, CREW.deJong, CREW.fontaine],
      type: 'international',
    });
    const trip = b.trip(6, ORG.alpine, 'New York investor tour', 'round_trip', 1, [out, back], 2);
    b.quote(trip, out, out.flightDeparture, {
      seller: 7,
      state: 'validated',
      lines: [
        [701, 2],
        [702, 1],
      ],
    });
  }
  // 7. Geneva ski shuttle: its return leg is hidden from the list (and from Léman Hangars).
  {
    const out = b.flight('LFLL', 'LSGG', h(7, 10, 0), 40, {
      passengers: [
        ['Thomas Weber', 'DE'],
        ['Julia Weber', 'DE'],
      ],
      crew: [CREW.rochat, CREW.dubois],
    });
    const taxi = b.transfer(out.flightArrival, h(7, 11, 0), 'taxi', 'Verbier, Hôtel W', 2);
    const back = b.flight('LSGG', 'LFLL', h(12, 15, 0), 40, {
      passengers: [
        ['Thomas Weber', 'DE'],
        ['Julia Weber', 'DE'],
      ],
      crew: [CREW.rochat, CREW.dubois],
      hidden: true,
    });
    const trip = b.trip(7, ORG.alpine, 'Geneva ski shuttle', 'round_trip', 3, [out, taxi, back], 4);
    b.quote(trip, taxi, taxi.transferDeparture, {
      seller: 20,
      state: 'awaiting_for_quotation',
      lines: [[2001, 1, 'not_planned']],
    });
    b.quote(trip, back, back.flightDeparture, { seller: 7, state: 'validated', lines: [[702, 5]] });
  }
  // 8. Monaco Grand Prix guests, last month: completed, orders delivered.
  {
    const pax: FlightOptions['passengers'] = [
      ['Alistair Grant', 'GB'],
      ['Fiona Grant', 'GB'],
      ['Rupert Hale', 'GB'],
      ['Imogen Hale', 'GB'],
    ];
    const out = b.flight('EGLF', 'LFMN', h(-40, 8, 0), 115, {
      passengers: pax,
      crew: [CREW.thornton, CREW.garnier, CREW.davies],
      gendec: true,
      arrival: { slot: 'submitted' },
    });
    const heli = b.transfer(
      out.flightArrival,
      h(-40, 12, 30),
      'helicopter',
      'Monaco Heliport (Fontvieille)',
      4,
      { operatorId: ORG.azurHeli, helicopterId: 2 },
    );
    const back = b.flight('LFMN', 'EGLF', h(-36, 17, 0), 120, {
      passengers: pax,
      crew: [CREW.thornton, CREW.garnier, CREW.davies],
      departure: { slot: 'submitted' },
    });
    const trip = b.trip(
      8,
      ORG.alpine,
      'Monaco Grand Prix guests',
      'multi_leg',
      2,
      [out, heli, back],
      60,
    );
    b.quote(trip, out, out.flightArrival, {
      seller: 2,
      state: 'delivered',
      lines: [
        [201, 1, 'delivered'],
        [203, 4, 'delivered'],
      ],
    });
    b.quote(trip, heli, heli.transferDeparture, {
      seller: 3,
      state: 'delivered',
      lines: [[301, 2, 'delivered']],
    });
    b.quote(trip, back, back.flightDeparture, {
      seller: 6,
      state: 'delivered',
      lines: [[601, 3100, 'delivered']],
    });
  }
  // 9. Mallorca: its slot was declined, the leg cancelled with its order.
  {
    const leg = b.flight('LFLL', 'LEPA', h(10, 8, 0), 95, {
      passengers: [['Bernard Chevalier', 'FR']],
      crew: [CREW.lefebvre, CREW.marchand],
      cancelled: true,
    });
    b.trip(9, ORG.alpine, 'Palma sailing week', 'one_way', 4, [leg], 6);
  }
  // 10. Courchevel: a positioning flight with a granted PPR at the altiport.
  {
    const leg = b.flight('LFLS', 'LFLJ', h(2, 9, 15), 25, {
      crew: [CREW.kowalski, CREW.nowak],
      mission: 'positioning',
      pax: [0, 0, 0],
      arrival: { ppr: 'granted' },
    });
    const guests = b.flight('LFLJ', 'LFLL', h(2, 11, 0), 35, {
      passengers: [
        ['Olivia Bennett', 'US'],
        ['Noah Bennett', 'US', 'children'],
      ],
      crew: [CREW.kowalski, CREW.nowak],
      departure: { ppr: 'requested', validated: false },
    });
    b.trip(10, ORG.alpine, 'Courchevel pick-up', 'multi_leg', 3, [leg, guests], 1);
  }
  // Other buyers' trips (Thames Executive, Bavaria Jet Charter, EuroConnect Regional).
  {
    const leg = b.flight('EGGW', 'LFMN', h(5, 10, 0), 110, {
      pax: [6, 0, 0],
      arrival: { slot: 'requested' },
    });
    const trip = b.trip(11, 11, 'Cannes Lions delegation', 'one_way', 7, [leg], 9);
    b.quote(trip, leg, leg.flightArrival, {
      seller: 2,
      state: 'validated',
      lines: [
        [201, 1],
        [204, 2],
      ],
    });
  }
  {
    const leg = b.flight('EDDM', 'LSGG', h(9, 7, 0), 65, { pax: [4, 0, 0] });
    const trip = b.trip(12, 13, 'Geneva motor show visit', 'one_way', 9, [leg], 7);
    b.quote(trip, leg, leg.flightArrival, {
      seller: 7,
      state: 'awaiting_customer_validation',
      lines: [[701, 1, 'not_planned']],
    });
  }
  {
    const leg = b.flight('ELLX', 'LFMN', h(-3, 6, 30), 95, {
      pax: [64, 2, 1],
      mission: 'commercial',
      arrival: { slot: 'submitted' },
    });
    const trip = b.trip(13, ORG.euroConnect, 'Luxembourg – Nice charter', 'one_way', 11, [leg], 20);
    b.quote(trip, leg, leg.flightArrival, {
      seller: 6,
      state: 'delivered',
      lines: [[601, 2800, 'delivered']],
    });
  }
}

const NICE = airportId('LFMN');

/** Airports the generated trips fly between (all in the catalogue). */
const GENERATED_AIRPORTS = [
  'LFLL',
  'LFMN',
  'LSGG',
  'LFPB',
  'EGLF',
  'LFLS',
  'LFMD',
  'LEIB',
  'LEPA',
  'LIEO',
  'LSZH',
  'EDDM',
  'LOWW',
  'LIML',
  'EHAM',
  'EGGW',
  'LFSB',
  'LFBD',
  'LPPT',
  'LGMK',
];
const GENERATED_NAMES = [
  'Charter',
  'Owner flight',
  'Client shuttle',
  'Board visit',
  'Weekend',
  'Conference',
  'Family trip',
  'Ferry',
];
const GENERATED_MISSIONS: FlightMission[] = [
  'private',
  'commercial',
  'private',
  'commercial',
  'ferry',
  'positioning',
];
const CREW_PAIRS: [number, number][] = [
  [1, 12],
  [2, 3],
  [4, 5],
  [6, 7],
  [8, 11],
  [10, 11],
  [14, 15],
  [16, 17],
  [25, 3],
];

/** mulberry32: the same "random" trips at every seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Alpine's history and plans: 400 days back to 120 ahead; aircraft 5 and 6 only in the past. */
function generatedTrips(b: TripBuilder, firstId: number): void {
  const random = generator(7_2026);
  // The quotes draw from their own sequence, so the trips stay those of issue 7.
  const quoteRandom = generator(9_2026);
  const counters: Counters = { bySeller: new Map(), riviera: [] };
  for (let n = 0; n < GENERATED_TRIP_COUNT; n += 1) {
    const day = Math.floor(random() * 520) - 400;
    const legs = 1 + Math.floor(random() * 3);
    const aircraft = 1 + Math.floor(random() * (day < -2 ? 6 : 4));
    const [captain, officer] = pick(random, CREW_PAIRS);
    const mission = pick(random, GENERATED_MISSIONS);
    const adults =
      mission === 'ferry' || mission === 'positioning' ? 0 : 1 + Math.floor(random() * 8);
    let airport = pick(random, GENERATED_AIRPORTS);
    let at = h(day, 6 + Math.floor(random() * 10), Math.floor(random() * 4) * 15);
    const steps: TripStepRecord[] = [];
    for (let leg = 0; leg < legs; leg += 1) {
      let next = pick(random, GENERATED_AIRPORTS);
      if (next === airport) next = airport === 'LFLL' ? 'LFMN' : 'LFLL';
      const minutes = 40 + Math.floor(random() * 140);
      steps.push(
        b.flight(airport, next, at, minutes, {
          pax: [adults, 0, 0],
          crew: [captain, officer],
          mission,
          departure: { slot: day < 0 ? 'submitted' : undefined },
          arrival: { slot: day < 0 ? 'submitted' : undefined },
        }),
      );
      airport = next;
      at += minutes * 60_000 + (1 + Math.floor(random() * 3)) * DAY;
    }
    const name = `${pick(random, GENERATED_NAMES)} ${steps.length > 0 ? airport : ''} #${n + 1}`;
    const type: TripType = legs === 1 ? 'one_way' : legs === 2 ? 'round_trip' : 'multi_leg';
    const trip = b.trip(
      firstId + n,
      ORG.alpine,
      name,
      type,
      aircraft,
      steps,
      Math.max(1, -day + 10),
    );
    generatedQuotes(b, trip, steps, quoteRandom, counters);
  }
  showcaseCancellations(b, counters);
}

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

const GENEVA = airportId('LSGG');

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
  b: TripBuilder,
  trip: TripRecord,
  steps: readonly TripStepRecord[],
  random: () => number,
  counters: Counters,
): void {
  for (const step of steps) {
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
      const quote = b.quote(trip, step, event, {
        seller,
        state: life.state,
        lines,
        life,
      });
      if (seller === 2) counters.riviera.push({ quote, eventAt: event.scheduledAt });
    }
  }
}

/** Two of Riviera's orders become the demo day's cancellations (seedLife.ts). */
function showcaseCancellations(b: TripBuilder, counters: Counters): void {
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

function build(base: number): Pick<Db, 'trips' | 'quotes'> {
  const builder = new TripBuilder(base);
  namedTrips(builder);
  generatedTrips(builder, 101);
  return { trips: builder.trips, quotes: builder.quotes };
}

function copyEvent(event: TripEventRecord): TripEventRecord {
  return { ...event, slot: { ...event.slot }, ppr: { ...event.ppr } };
}

function copyStep(step: TripStepRecord): TripStepRecord {
  if (step.className === 'TripTransfer') {
    return { ...step, transferDeparture: copyEvent(step.transferDeparture) };
  }
  return {
    ...step,
    flightDeparture: copyEvent(step.flightDeparture),
    flightArrival: copyEvent(step.flightArrival),
    crewMemberIds: [...step.crewMemberIds],
    passengers: step.passengers.map((passenger) => ({ ...passenger })),
    flightPlan: step.flightPlan ? { ...step.flightPlan } : null,
    gendecDocuments: step.gendecDocuments.map((document) => ({ ...document })),
  };
}

let cached: { day: string; seeded: Pick<Db, 'trips' | 'quotes'> } | null = null;

function seededOfToday(): Pick<Db, 'trips' | 'quotes'> {
  const day = today();
  if (cached?.day !== day) cached = { day, seeded: build(Date.parse(day)) };
  return cached.seeded;
}

/**
 * The trips (13 named, 520 generated for Alpine), dated from the demo clock's day. Built once
 * per demo day and copied at each reset (a reset runs before every test).
 */
export function seedTrips(): Pick<Db, 'trips'> {
  const { trips } = seededOfToday();
  return { trips: trips.map((trip) => ({ ...trip, steps: trip.steps.map(copyStep) })) };
}

/**
 * The quotes on the seeded trips' events (fresh copies), built with them (one id sequence per
 * kind): the orders domain, which owns the `quotes` collection, seeds them.
 */
export function seededTripQuotes(): Quote[] {
  return seededOfToday().quotes.map(copyQuote);
}
