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

import type { SameMembers, Schemas } from '../../lib/api/contract';

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
export type AircraftCategory = Schemas['AircraftCategory'];
export const AIRCRAFT_CATEGORIES_MATCH: SameMembers<
  (typeof AIRCRAFT_CATEGORIES)[number],
  AircraftCategory
> = true;

/**
 * The values of the spec's FuelType enum (section 9, GET api/enum/FuelType: biojet, fuel,
 * kerosene). It has no avgas: `fuel`, its generic value, stands for aviation gasoline
 * (AVGAS 100LL) on piston types. Turbine types take `Kerosene` (Jet A-1) and `Biojet` (SAF).
 */
export const FUEL_TYPES = ['Kerosene', 'Biojet', 'fuel'] as const;
export type FuelType = Schemas['FuelType'];
export const FUEL_TYPES_MATCH: SameMembers<(typeof FUEL_TYPES)[number], FuelType> = true;

/** One aircraft type of the catalogue; metric figures from the manufacturer's specifications. */
export type AircraftType = Schemas['AircraftType'];
/** The catalogue meta (spec section 3): page numbers, null when there is no such page. */
export type AircraftCatalogueMeta = Schemas['AircraftCatalogueMeta'];
/** The list answer: the API's page shape `{ <items key>, totalItems }` plus the catalogue meta. */
export type AircraftTypePage = Schemas['AircraftTypePage'];

/** The list query besides page, perPage and searchQuery (manufacturer, model, ICAO type). */
export interface AircraftTypeFilters {
  category?: AircraftCategory;
  /** A manufacturer's name, case and accents aside (`airbus helicopters`). */
  manufacturer?: string;
}
