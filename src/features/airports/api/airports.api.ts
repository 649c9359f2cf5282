import { resourceApi } from '@/lib/api/resourceApi';
import type { Schemas } from '@/lib/api/contract';
import { airportTypeValues } from '@/lib/contract/generated/constants';
import { airports } from '../resource';

export type Airport = Schemas['AirportDetails'];
export type AirportPayload = Schemas['AirportPayload'];
export type AirportFilter = 'search' | 'type' | 'countryCode';

/** The catalogue's pages as GET api/airport serves them (searchQuery, type, countryCode). */
export const airportsApi = resourceApi<Airport, AirportPayload, AirportFilter>(airports, {
  query: { search: 'search', filters: { type: { enum: airportTypeValues } } },
});
