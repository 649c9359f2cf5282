import type { AircraftCategory, FuelType } from '@/entities/aircraft';

/**
 * Contract of an organization's fleet (spec section 3 "Aircraft" and "Organization helicopter",
 * section 7 "Organization: aircraft and helicopter CRUD; PATCH helicopter refresh-calendar").
 * Shared by the fleet screens (/organization-aircraft, /organization-helicopter), the trips
 * (a trip flies one of the organization's aircraft) and the demo API's handlers.
 *
 *   GET    api/organization-aircraft          page, numberOfItemsPerPage (default 10), searchQuery
 *                                             (name, registration, call sign, type), status,
 *                                             category -> OrganizationAircraftPage
 *   GET    api/organization-aircraft/{id}     OrganizationAircraft
 *   POST   api/organization-aircraft          OrganizationAircraftPayload -> 201 OrganizationAircraft
 *   PATCH  api/organization-aircraft/{id}     Partial<OrganizationAircraftPayload>; 409-free 400
 *                                             `errors.aircraft_bound_to_trip` when a trip not yet
 *                                             completed flies it
 *   DELETE api/organization-aircraft/{id}     204; 400 `errors.aircraft_bound_to_trip` likewise
 *   (POST and PATCH: 400 `errors.aoc_already_exists` on the `aoc` field when another aircraft of
 *   another organization holds the same AOC number)
 *
 *   GET    api/organization-helicopter        page, numberOfItemsPerPage (default 10), searchQuery,
 *                                             status -> OrganizationHelicopterPage
 *   GET    api/organization-helicopter/{id}   OrganizationHelicopter
 *   POST   api/organization-helicopter        OrganizationHelicopterPayload -> 201 (400
 *                                             `errors.helicopter_already_exists` on registration)
 *   PATCH  api/organization-helicopter/{id}   Partial<OrganizationHelicopterPayload>
 *   DELETE api/organization-helicopter/{id}   204
 *   PATCH  api/organization-helicopter/{id}/refresh-calendar -> OrganizationHelicopter with a new
 *                                             lastCalendarRefreshAt (400 `errors.invalid_request`
 *                                             on calendarUrl when it has none)
 *
 * Every call acts for the selected organization (header selectedOrganizationId); another
 * organization's aircraft is 404. Figures are stored metric (kg, m); the front converts them
 * with the user's unit system and `measurementUnit` records the system they were typed in.
 */

export const ORGANIZATION_AIRCRAFT_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type OrganizationAircraftStatus = (typeof ORGANIZATION_AIRCRAFT_STATUSES)[number];

export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** The home base as the fleet shows it: the airport's id and codes. */
export interface FleetAirport {
  id: number;
  icao: string;
  iata: string | null;
  name: string;
}

/** Everything the organization edits about one aircraft (the POST body). */
export interface OrganizationAircraftPayload {
  /** The fleet's own name for it, e.g. `Alpine One`. */
  name: string;
  /** The catalogue type it is an instance of (GET api/aircraft); its figures are copied at creation. */
  aircraftTypeId: number;
  /** Nationality and registration mark, e.g. `F-HALP`, `HB-JFX`, `N650AJ`. */
  registration: string;
  /** ICAO radiotelephony call sign, e.g. `ALP101`; optional. */
  callSign: string | null;
  /** Air operator certificate number under which it flies, e.g. `FR.AOC.0123`; optional. */
  aoc: string | null;
  status: OrganizationAircraftStatus;
  mtowKg: number;
  wingspanM: number;
  lengthM: number;
  heightM: number;
  seats: number;
  passengerSeats: number;
  minimumFlightCrew: number;
  minimumRunwayLengthM: number | null;
  maximumFuelKg: number;
  fuelTypes: FuelType[];
  fireFightingCategory: number;
  /** An airport id (GET api/airport), or null. */
  homebaseId: number | null;
  measurementUnit: MeasurementUnit;
  takeOffDistanceM: number | null;
}

export interface OrganizationAircraft extends Omit<OrganizationAircraftPayload, 'homebaseId'> {
  id: number;
  /** From the catalogue type: manufacturer, model, ICAO designator and category. */
  manufacturer: string;
  model: string;
  icaoType: string;
  category: AircraftCategory;
  homebase: FleetAirport | null;
  /** True while a trip not yet completed flies it: it can then be neither edited nor deleted. */
  boundToTrip: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface OrganizationAircraftPage {
  organizationAircraft: OrganizationAircraft[];
  totalItems: number;
}

export const HELICOPTER_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type HelicopterStatus = (typeof HELICOPTER_STATUSES)[number];

export const COCKPIT_CONFIGURATIONS = ['single_pilot', 'dual_pilot'] as const;
export type CockpitConfiguration = (typeof COCKPIT_CONFIGURATIONS)[number];

export interface OrganizationHelicopterPayload {
  /** The model as the operator names it, e.g. `H145 D3`, `AW139`. */
  modelType: string;
  manufacturer: string;
  registration: string;
  callSign: string | null;
  aoc: string | null;
  description: string | null;
  status: HelicopterStatus;
  cockpitConfiguration: CockpitConfiguration;
  /** An iCalendar (https) feed of the helicopter's bookings, refreshed on demand; optional. */
  calendarUrl: string | null;
}

export interface OrganizationHelicopter extends OrganizationHelicopterPayload {
  id: number;
  /** ISO date-time of the last calendar refresh, null when never refreshed. */
  lastCalendarRefreshAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrganizationHelicopterPage {
  organizationHelicopters: OrganizationHelicopter[];
  totalItems: number;
}
