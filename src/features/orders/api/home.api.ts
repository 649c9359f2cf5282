import { withTagTypes } from '@/lib/api/baseApi';
import { countRequest, totalOf } from '@/lib/api/countQuery';
import { LIST_ID } from '@/lib/api/tags';
import type { QuoteCalendarEntry } from '@/entities/quote';
import { QUOTE_CALENDAR_TAG, QUOTE_TAG } from './orders.api';

/**
 * The orders' home cards (contributes.ts): counts of quotes waiting for the acting
 * organization, and the next orders from the calendar. Tagged like the lists they summarize,
 * so a change made elsewhere refreshes the home too.
 */
export const ordersHomeApi = withTagTypes([QUOTE_TAG, QUOTE_CALENDAR_TAG]).injectEndpoints({
  endpoints: (build) => ({
    quoteCount: build.query<number, Readonly<Record<string, string>>>({
      query: (params) => countRequest('api/quote', params),
      transformResponse: totalOf,
      providesTags: [{ type: QUOTE_TAG, id: LIST_ID }],
    }),
    upcomingOrders: build.query<QuoteCalendarEntry[], { start: string; end: string }>({
      query: (range) => ({ url: 'api/calendar/quote', params: range }),
      providesTags: [{ type: QUOTE_CALENDAR_TAG, id: LIST_ID }],
    }),
  }),
});

export const { useQuoteCountQuery, useUpcomingOrdersQuery } = ordersHomeApi;
