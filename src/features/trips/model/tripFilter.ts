/**
 * The trip filter (spec section 3 "Trip filter") between the URL and the API. The URL keeps
 * the spec's names, except the start and end dates which are one range (`period=from..to`, the
 * kit's date range filter); ids are positive whole numbers, choices one of the contract's values;
 * anything else in the URL is ignored rather than sent.
 */
import { formatDateRange, parseDateRange } from '@/lib/ui/list/dateRange';
import {
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  MOVEMENT_TYPES,
  type TripFilterQuery,
} from '@/entities/trip';

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
] as const;
export type TripFilterKey = (typeof TRIP_FILTER_KEYS)[number];
export type TripUrlFilters = Partial<Record<TripFilterKey, string>>;

const ID_KEYS = [
  'customer',
  'organizationAircraft',
  'airport',
  'organizationHelicopter',
  'organizationCrewMember',
  'organizationAirport',
  'organization',
] as const;

function positiveId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string | undefined): T | undefined {
  return values.find((value) => value === raw?.trim());
}

/** URL filters -> the API's TripFilterQuery (only what is valid). */
export function toTripFilterQuery(filters: TripUrlFilters): TripFilterQuery {
  const query: TripFilterQuery = {};
  const name = filters.name?.trim();
  if (name) query.name = name;
  for (const key of ID_KEYS) {
    const id = positiveId(filters[key]);
    if (id !== undefined) query[key] = id;
  }
  const range = parseDateRange(filters.period);
  if (range?.from) query.start = range.from;
  if (range?.to) query.end = range.to;
  const flightMission = oneOf(FLIGHT_MISSIONS, filters.flightMission);
  if (flightMission) query.flightMission = flightMission;
  const flightType = oneOf(FLIGHT_TYPES, filters.flightType);
  if (flightType) query.flightType = flightType;
  const movementType = oneOf(MOVEMENT_TYPES, filters.movementType);
  if (movementType) query.movementType = movementType;
  const aircraftType = filters.organizationAircraftType?.trim();
  if (aircraftType) query.organizationAircraftType = aircraftType;
  const external = filters.externalCalendarHelicopters;
  if (external === 'true' || external === 'false') {
    query.externalCalendarHelicopters = external === 'true';
  }
  return query;
}

/** TripFilterQuery -> URL filters (the inverse of toTripFilterQuery for valid values). */
export function toTripUrlFilters(query: TripFilterQuery): TripUrlFilters {
  const filters: TripUrlFilters = {};
  if (query.name) filters.name = query.name;
  for (const key of ID_KEYS) {
    const id = query[key];
    if (id !== undefined) filters[key] = String(id);
  }
  if (query.start || query.end) {
    filters.period = formatDateRange({ from: query.start ?? null, to: query.end ?? null });
  }
  if (query.flightMission) filters.flightMission = query.flightMission;
  if (query.flightType) filters.flightType = query.flightType;
  if (query.movementType) filters.movementType = query.movementType;
  if (query.organizationAircraftType) {
    filters.organizationAircraftType = query.organizationAircraftType;
  }
  if (query.externalCalendarHelicopters !== undefined) {
    filters.externalCalendarHelicopters = String(query.externalCalendarHelicopters);
  }
  return filters;
}

/** The API params of a filter (booleans as 'true' | 'false', as axios would send them). */
export function tripFilterParams(query: TripFilterQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return params;
}
