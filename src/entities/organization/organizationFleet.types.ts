/**
 * Contract of an organization's fleet (spec section 3 "Aircraft" and "Organization helicopter",
 * section 7 "Organization: aircraft and helicopter CRUD; PATCH helicopter refresh-calendar"),
 * generated from docs/api/openapi.yaml (tag `organization-fleet`), where each call and its
 * errors are described. Shared by the fleet screens, the trips (a trip flies one of the
 * organization's aircraft) and the demo API's handlers.
 *
 * Every call acts for the selected organization; another organization's aircraft is 404.
 * Figures are stored metric (kg, m); the front converts them with the user's unit system and
 * `measurementUnit` records the system they were typed in.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type OrganizationAircraftStatus = Schemas['OrganizationAircraftStatus'];
export const ORGANIZATION_AIRCRAFT_STATUSES = enumValues<OrganizationAircraftStatus>()([
  'active',
  'maintenance',
  'inactive',
]);

export type MeasurementUnit = Schemas['MeasurementUnit'];
export const MEASUREMENT_UNITS = enumValues<MeasurementUnit>()(['metric', 'imperial']);

/** The home base as the fleet shows it: the airport's id and codes. */
export type FleetAirport = Schemas['FleetAirport'];

/** Everything the organization edits about one aircraft (the POST body). */
export type OrganizationAircraftPayload = Schemas['OrganizationAircraftPayload'];
export type OrganizationAircraftUpdatePayload = Schemas['OrganizationAircraftUpdatePayload'];
export type OrganizationAircraft = Schemas['OrganizationAircraft'];
export type OrganizationAircraftPage = Schemas['OrganizationAircraftPage'];

export type HelicopterStatus = Schemas['HelicopterStatus'];
export const HELICOPTER_STATUSES = enumValues<HelicopterStatus>()([
  'active',
  'maintenance',
  'inactive',
]);

export type CockpitConfiguration = Schemas['CockpitConfiguration'];
export const COCKPIT_CONFIGURATIONS = enumValues<CockpitConfiguration>()([
  'single_pilot',
  'dual_pilot',
]);

export type OrganizationHelicopterPayload = Schemas['OrganizationHelicopterPayload'];
export type OrganizationHelicopterUpdatePayload = Schemas['OrganizationHelicopterUpdatePayload'];
export type OrganizationHelicopter = Schemas['OrganizationHelicopter'];
export type OrganizationHelicopterPage = Schemas['OrganizationHelicopterPage'];
