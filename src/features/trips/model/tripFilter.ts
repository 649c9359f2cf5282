/**
 * The trip filter (spec section 3 "Trip filter") between the URL and the API, declared with the
 * kit's list query. The URL keeps the spec's names, except the start and end dates which are one
 * range (`period=from..to`, the kit's date range filter); ids are positive whole numbers, choices
 * one of the contract's values; anything else in the URL is ignored rather than sent.
 */
import { FLIGHT_MISSIONS, FLIGHT_TYPES, MOVEMENT_TYPES } from '@/entities/trip';
import { toFilterQuery, type ListQuery, type ListQuerySpec } from '@/lib/api/listQuery';

export const TRIP_FILTER_KEYS = [
  'name',
  'customer',
  'period',
  'flightMission',
  'flightType',
  'movementType',
  'organizationAircraftType',
  'organizationAircraft',
  'airport',
  'organizationHelicopter',
  'organizationCrewMember',
  'organizationAirport',
  'externalCalendarHelicopters',
  'organization',
  'missingClearance',
] as const;
export type TripFilterKey = (typeof TRIP_FILTER_KEYS)[number];
export type TripUrlFilters = Partial<Record<TripFilterKey, string>>;

const TRIP_FILTER: ListQuerySpec<TripFilterKey> = {
  filters: {
    customer: { id: 'customer' },
    organizationAircraft: { id: 'organizationAircraft' },
    airport: { id: 'airport' },
    organizationHelicopter: { id: 'organizationHelicopter' },
    organizationCrewMember: { id: 'organizationCrewMember' },
    organizationAirport: { id: 'organizationAirport' },
    organization: { id: 'organization' },
    period: { dateRange: ['start', 'end'] },
    flightMission: { enum: FLIGHT_MISSIONS },
    flightType: { enum: FLIGHT_TYPES },
    movementType: { enum: MOVEMENT_TYPES },
    externalCalendarHelicopters: { boolean: 'externalCalendarHelicopters' },
    missingClearance: { boolean: 'missingClearance' },
  },
};

/** URL filters -> the API params of the list and the calendar (only what is valid). */
export function tripFilterQuery(filters: TripUrlFilters): ListQuery {
  return toFilterQuery(filters, TRIP_FILTER);
}
