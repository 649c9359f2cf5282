import { withTagTypes } from '@/lib/api/baseApi';
import { countRequest, totalOf } from '@/lib/api/countQuery';
import { LIST_ID } from '@/lib/api/tags';
import { TRIP_CALENDAR_TAG, TRIP_TAG, type TripCalendarEvent } from '@/entities/trip';

/**
 * The trips' home cards (contributes.ts): the trips whose legs lack a slot or PPR, and the next
 * legs from the calendar, tagged like the lists they summarize.
 */
export const tripsHomeApi = withTagTypes([TRIP_TAG, TRIP_CALENDAR_TAG]).injectEndpoints({
  endpoints: (build) => ({
    tripCount: build.query<number, Readonly<Record<string, string>>>({
      query: (params) => countRequest('api/trip', params),
      transformResponse: totalOf,
      providesTags: [{ type: TRIP_TAG, id: LIST_ID }],
    }),
    upcomingLegs: build.query<TripCalendarEvent[], { start: string; end: string }>({
      query: (range) => ({ url: 'api/trip/calendar', params: range }),
      providesTags: [{ type: TRIP_CALENDAR_TAG, id: LIST_ID }],
    }),
  }),
});

export const { useTripCountQuery, useUpcomingLegsQuery } = tripsHomeApi;
