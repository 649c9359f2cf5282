/**
 * Contract of the aircraft catalogue (spec section 3 "Aircraft", section 7 "GET api/aircraft,
 * /{id}"): the real aircraft types (manufacturer and model) that an operator browses on
 * /aircrafts and that an organization's aircraft and helicopters are instances of. Shared by
 * the front and the demo API's handlers, so there is one definition of the shape.
 *
 *   GET api/aircraft        list: page (default 1), perPage (default 12, the spec's "Aircraft
 *                           catalogue 12"; `numberOfItemsPerPage`, the other lists' name, is
 *                           read too, perPage wins), searchQuery, category, manufacturer;
 *                           sorted by manufacturer then model; answers AircraftTypePage
 *   GET api/aircraft/{id}   one AircraftType
 *
 * Readable with OPERATOR_AIRCRAFT_VIEW or any ORGANIZATION_ACCOUNT_AIRCRAFT_* right or
 * ORGANIZATION_ACCOUNT_HELICOPTER_VIEW.
 *
 * Figures are metric whatever the `measurement` header (kg, m): the front converts them with
 * the user's unit system.
 */

/**
 * The catalogue's classes, lightest to heaviest for aeroplanes (turboprop and piston: engine
 * type; jets: the charter market's cabin classes; airliner: airline types flown for charter).
 */
export const AIRCRAFT_CATEGORIES = [
  'piston',
  'turboprop',
  'light_jet',
  'midsize_jet',
  'super_midsize_jet',
  'heavy_jet',
  'ultra_long_range_jet',
  'airliner',
  'helicopter',
] as const;
export type AircraftCategory = (typeof AIRCRAFT_CATEGORIES)[number];

/**
 * The values of the spec's FuelType enum (section 9, GET api/enum/FuelType: biojet, fuel,
 * kerosene). It has no avgas: `fuel`, its generic value, stands for aviation gasoline
 * (AVGAS 100LL) on piston types. Turbine types take `Kerosene` (Jet A-1) and `Biojet` (SAF).
 */
export const FUEL_TYPES = ['Kerosene', 'Biojet', 'fuel'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** One aircraft type of the catalogue; metric figures from the manufacturer's specifications. */
export interface AircraftType {
  id: number;
  manufacturer: string;
  model: string;
  /** ICAO type designator (Doc 8643), e.g. `GLF6`, `C56X`, `PC12`; variants may share one. */
  icaoType: string;
  category: AircraftCategory;
  /** Maximum take-off weight, kg. */
  mtowKg: number;
  /** Wingspan, m; a helicopter's main rotor diameter. */
  wingspanM: number;
  /** Overall length, m; a helicopter's with rotors turning. */
  lengthM: number;
  heightM: number;
  /** Every seat on board: the minimum flight crew plus the maximum passenger seating. */
  seats: number;
  /** Passengers of the typical executive (or charter) cabin configuration; at most seats - crew. */
  passengerSeats: number;
  /** Pilots the type is certificated to be flown by (1: single-pilot). */
  minimumFlightCrew: number;
  /**
   * The shortest runway the type can use: its landing distance at maximum landing weight, ISA,
   * sea level, m. Null for helicopters (they use a helipad or FATO, not a runway).
   */
  minimumRunwayLengthM: number | null;
  /** Usable fuel, kg. */
  maximumFuelKg: number;
  fuelTypes: FuelType[];
  /** ICAO aerodrome rescue and fire-fighting category (1-10) the type requires (Annex 14). */
  fireFightingCategory: number;
  /** Take-off field length at MTOW, ISA, sea level, m. Null for helicopters. */
  takeOffDistanceM: number | null;
}

/** The catalogue meta (spec section 3): page numbers, null when there is no such page. */
export interface AircraftCatalogueMeta {
  totalItems: number;
  perPage: number;
  /** 1, or null when nothing matches. */
  firstPage: number | null;
  /** The page before the asked one (the last page when asked past the end), or null. */
  previousPage: number | null;
  nextPage: number | null;
  /** null when nothing matches. */
  lastPage: number | null;
}

/** The list answer: the API's page shape `{ <items key>, totalItems }` plus the catalogue meta. */
export interface AircraftTypePage extends AircraftCatalogueMeta {
  aircraft: AircraftType[];
}

/** The list query besides page, perPage and searchQuery (manufacturer, model, ICAO type). */
export interface AircraftTypeFilters {
  category?: AircraftCategory;
  /** A manufacturer's name, case and accents aside (`airbus helicopters`). */
  manufacturer?: string;
}
