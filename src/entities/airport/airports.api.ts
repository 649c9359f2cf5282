import { baseApi } from '@/lib/api/baseApi';
import type { AirportDetails, AirportPage } from './airports.types';
import { pageOf } from '@/lib/api/listQuery';

/** How many airports a search offers at once. */
export const AIRPORT_SUGGESTIONS = 20;

/**
 * Airports matching a text (ICAO, IATA or FAA code, name or city): GET api/airport. The one
 * definition every airport picker shares (a leg's airports, an aircraft's home base): endpoints
 * are injected by name into one API, so two features defining `searchAirports` would get
 * whichever loaded first.
 */
export const airportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAirports: build.query<AirportDetails[], string>({
      query: (searchQuery) => ({
        url: 'api/airport',
        params: { searchQuery, page: 1, numberOfItemsPerPage: AIRPORT_SUGGESTIONS },
      }),
      transformResponse: (response: unknown) => pageOf<AirportPage>('airports')(response).items,
    }),
    /** GET api/airport/{id}: one airport by its id (a service's airports are ids). */
    getAirport: build.query<AirportDetails, number>({
      query: (id) => `api/airport/${id}`,
    }),
  }),
});

export const { useSearchAirportsQuery, useGetAirportQuery } = airportsApi;
