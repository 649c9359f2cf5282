import { withTagTypes } from '@/lib/api/baseApi';
import type { Trip, TripCalendarEvent } from './trips.types';

/**
 * The one trip read that several features share (the trip screens, slots, a leg's airport
 * operations): GET api/trip/{id}/infos, tagged `{ Trip, id }`. A feature's mutation that
 * changes a trip invalidates `tripChanged(tripId)`, so every screen showing it refetches: the
 * trip, the trip lists, the calendar and the steps' cost details.
 */
export const TRIP_TAG = 'Trip';
/** The trips calendar (GET api/trip/calendar and external-calendar). */
export const TRIP_CALENDAR_TAG = 'TripCalendar';
/** A step's cost details (GET api/trip-step/{id}/cost-details). */
export const TRIP_COSTS_TAG = 'TripCostDetails';
/** Every tag type `tripChanged` names: give them to `withTagTypes` with the feature's own. */
export const TRIP_TAG_TYPES = [TRIP_TAG, TRIP_CALENDAR_TAG, TRIP_COSTS_TAG] as const;

export const tripInfosApi = withTagTypes(TRIP_TAG_TYPES).injectEndpoints({
  endpoints: (build) => ({
    getTripInfos: build.query<Trip, number>({
      query: (tripId) => `api/trip/${tripId}/infos`,
      providesTags: (_result, _error, tripId) => [{ type: TRIP_TAG, id: tripId }],
    }),
    /** GET api/trip/calendar over a range, unfiltered: the dashboard's calendar and next trips. */
    tripsInRange: build.query<TripCalendarEvent[], { start: string; end: string }>({
      query: ({ start, end }) => ({ url: 'api/trip/calendar', params: { start, end } }),
      providesTags: [{ type: TRIP_CALENDAR_TAG, id: 'LIST' }],
    }),
  }),
});

export const { useGetTripInfosQuery, useTripsInRangeQuery } = tripInfosApi;

/**
 * The tags a change of trip `tripId` invalidates: the trip, every trip list, the calendar and
 * every cost details. `null` after a delete: refetching the deleted trip would answer 404.
 */
export function tripChanged(tripId: number | null) {
  const tags = [
    { type: TRIP_TAG, id: 'LIST' },
    { type: TRIP_CALENDAR_TAG, id: 'LIST' },
    { type: TRIP_COSTS_TAG, id: 'LIST' },
  ] as const;
  return tripId === null ? [...tags] : [...tags, { type: TRIP_TAG, id: tripId } as const];
}
