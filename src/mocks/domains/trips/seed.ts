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
  TripType,
} from '../../../entities/trip/contract';
import { today } from '../../db/clock';
import { pick, seededRandom } from '../../db/random';
import type { Db } from '../../db/types';
import { airportByIcao } from '../airports';
import { ORG } from '../organizations';
import { pprRequired } from './flightStep';
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

/**
 * Builds the trips with one id sequence per kind. Times are ms from the demo day's midnight
 * (UTC), so the trips stay in the past, in progress or ahead whatever the day. Their quotes are
 * the orders domain's seed (orders/seed.ts), on these trips' events.
 */
class TripBuilder {
  readonly trips: TripRecord[] = [];
  #step = 0;
  #event = 0;
  #passenger = 0;
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
    b.trip(
      1,
      ORG.alpine,
      'Riviera weekend – Lyon, Nice, Geneva',
      'multi_leg',
      1,
      [leg1, heli, leg2],
      12,
    );
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
    b.trip(3, ORG.alpine, 'Paris Le Bourget roadshow', 'round_trip', 4, [out, taxi, back], 8);
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
    b.trip(5, ORG.alpine, 'Dubai winter sun', 'multi_leg', 1, [out, back], 3);
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
    b.trip(6, ORG.alpine, 'New York investor tour', 'round_trip', 1, [out, back], 2);
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
    b.trip(7, ORG.alpine, 'Geneva ski shuttle', 'round_trip', 3, [out, taxi, back], 4);
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
    b.trip(8, ORG.alpine, 'Monaco Grand Prix guests', 'multi_leg', 2, [out, heli, back], 60);
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
    b.trip(11, 11, 'Cannes Lions delegation', 'one_way', 7, [leg], 9);
  }
  {
    const leg = b.flight('EDDM', 'LSGG', h(9, 7, 0), 65, { pax: [4, 0, 0] });
    b.trip(12, 13, 'Geneva motor show visit', 'one_way', 9, [leg], 7);
  }
  {
    const leg = b.flight('ELLX', 'LFMN', h(-3, 6, 30), 95, {
      pax: [64, 2, 1],
      mission: 'commercial',
      arrival: { slot: 'submitted' },
    });
    b.trip(13, ORG.euroConnect, 'Luxembourg – Nice charter', 'one_way', 11, [leg], 20);
  }
}

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

/** Alpine's history and plans: 400 days back to 120 ahead; aircraft 5 and 6 only in the past. */
function generatedTrips(b: TripBuilder, firstId: number): void {
  const random = seededRandom(7_2026);
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
    b.trip(firstId + n, ORG.alpine, name, type, aircraft, steps, Math.max(1, -day + 10));
  }
}

/** The generated trips' ids start here; the named trips' are below it (orders/seed.ts names their quotes). */
export const FIRST_GENERATED_TRIP_ID = 101;

function build(base: number): TripRecord[] {
  const builder = new TripBuilder(base);
  namedTrips(builder);
  generatedTrips(builder, FIRST_GENERATED_TRIP_ID);
  return builder.trips;
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

let cached: { day: string; trips: TripRecord[] } | null = null;

/**
 * The trips (13 named, 520 generated for Alpine), dated from the demo clock's day. Built once
 * per demo day and copied at each reset (a reset runs before every test).
 */
export function seedTrips(): Pick<Db, 'trips'> {
  const day = today();
  if (cached?.day !== day) cached = { day, trips: build(Date.parse(day)) };
  return { trips: cached.trips.map((trip) => ({ ...trip, steps: trip.steps.map(copyStep) })) };
}
