import { withTagTypes } from '@/lib/api/baseApi';
import { LIST_ID } from '@/lib/api/tags';
import type { QuoteCalendarEntry } from '@/entities/quote';
import { TRIP_CALENDAR_TAG, TRIP_TAG, type TripCalendarEvent } from '@/entities/trip';

/**
 * The home's reads: each card's count is an existing list read with one row, its total kept
 * (spec section 7 "Calls"); the next items come from the calendars' ranges. Tagged like the
 * lists they count, so a change made elsewhere refreshes the home too.
 */
const QUOTE_TAG = 'Quote';
const QUOTE_CALENDAR_TAG = 'QuoteCalendar';
const ORGANIZATION_TAG = 'Organization';

/** The list endpoints a card counts, each with the tag of its lists. */
export const COUNTED_LISTS = {
  'api/quote': QUOTE_TAG,
  'api/trip': TRIP_TAG,
  'api/organization': ORGANIZATION_TAG,
} as const;
export type CountedList = keyof typeof COUNTED_LISTS;

export interface CountArgs {
  list: CountedList;
  /** The list's filters, as the API names them. */
  params: Readonly<Record<string, string>>;
}

export interface RangeArgs {
  /** `YYYY-MM-DD`, both included. */
  start: string;
  end: string;
}

export const homeApi = withTagTypes([
  QUOTE_TAG,
  QUOTE_CALENDAR_TAG,
  ORGANIZATION_TAG,
  TRIP_TAG,
  TRIP_CALENDAR_TAG,
]).injectEndpoints({
  endpoints: (build) => ({
    homeWorkCount: build.query<number, CountArgs>({
      query: ({ list, params }) => ({
        url: list,
        params: { ...params, page: 1, numberOfItemsPerPage: 1 },
      }),
      transformResponse: (response: { totalItems?: unknown }) =>
        typeof response.totalItems === 'number' ? response.totalItems : 0,
      providesTags: (_result, _error, { list }) => [{ type: COUNTED_LISTS[list], id: LIST_ID }],
    }),
    homeUpcomingLegs: build.query<TripCalendarEvent[], RangeArgs>({
      query: (range) => ({ url: 'api/trip/calendar', params: range }),
      providesTags: [{ type: TRIP_CALENDAR_TAG, id: LIST_ID }],
    }),
    homeUpcomingOrders: build.query<QuoteCalendarEntry[], RangeArgs>({
      query: (range) => ({ url: 'api/calendar/quote', params: range }),
      providesTags: [{ type: QUOTE_CALENDAR_TAG, id: LIST_ID }],
    }),
  }),
});

export const { useHomeWorkCountQuery, useHomeUpcomingLegsQuery, useHomeUpcomingOrdersQuery } =
  homeApi;
