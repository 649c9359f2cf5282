import { withTagTypes } from './baseApi';
import type { Trip } from './trips.types';

/**
 * The one trip read that several features share (the trip screens, slots, a leg's airport
 * operations): GET api/trip/{id}/infos, tagged `{ Trip, id }`. A feature's mutation that
 * changes a trip invalidates that tag (and `{ Trip, LIST }`), so every screen showing it
 * refetches.
 */
export const TRIP_TAG = 'Trip';

export const tripInfosApi = withTagTypes([TRIP_TAG]).injectEndpoints({
  endpoints: (build) => ({
    getTripInfos: build.query<Trip, number>({
      query: (tripId) => `api/trip/${tripId}/infos`,
      providesTags: (_result, _error, tripId) => [{ type: TRIP_TAG, id: tripId }],
    }),
  }),
});

export const { useGetTripInfosQuery } = tripInfosApi;

/** The tags a change of trip `tripId` invalidates: the trip and every trip list. */
export function tripChanged(tripId: number) {
  return [
    { type: TRIP_TAG, id: tripId },
    { type: TRIP_TAG, id: 'LIST' },
  ] as const;
}
