/**
 * The aircraft catalogue (spec section 3 "Aircraft", section 7 "GET api/aircraft, /{id}"): the
 * real aircraft types (manufacturer and model) that an organization's aircraft and helicopters
 * are instances of. Shapes and lists are the OpenAPI document's (docs/api/openapi.yaml, region
 * aircraft-catalogue), where the calls, their query and rights are described. Figures are metric whatever
 * the `measurement` header (kg, m): the front converts them with the user's unit system.
 */
import type { Schemas } from '@/lib/api/contract';
import { aircraftCategoryValues, fuelTypeValues } from '@/lib/contract/generated/constants';

/**
 * The catalogue's classes, in the document's order: lightest to heaviest for aeroplanes
 * (turboprop and piston: engine type; jets: the charter market's cabin classes; airliner: airline
 * types flown for charter), then helicopters.
 */
export const AIRCRAFT_CATEGORIES = aircraftCategoryValues;
export type AircraftCategory = Schemas['AircraftCategory'];

/**
 * The spec's FuelType enum (section 9: biojet, fuel, kerosene). It has no avgas: `fuel`, its
 * generic value, stands for aviation gasoline (AVGAS 100LL) on piston types. Turbine types take
 * `Kerosene` (Jet A-1) and `Biojet` (SAF).
 */
export const FUEL_TYPES = fuelTypeValues;
export type FuelType = Schemas['FuelType'];

/** One aircraft type of the catalogue; metric figures from the manufacturer's specifications. */
export type AircraftType = Schemas['AircraftType'];
/** What the operators' add sends (POST /apps/aircraft/aircrafts). */
export type AircraftTypePayload = Schemas['AircraftTypePayload'];
/** The list answer: the API's page shape `{ <items key>, totalItems }` plus the catalogue meta. */
export type AircraftTypePage = Schemas['AircraftTypePage'];
