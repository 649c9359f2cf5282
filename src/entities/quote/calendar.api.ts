import { withTagTypes } from '@/lib/api/baseApi';
import { LIST_ID } from '@/lib/api/tags';
import type { QuoteCalendarEntry } from './quotes.types';

/** The quotes calendar's cache tag: the orders feature's writes invalidate it. */
export const QUOTE_CALENDAR_TAG = 'QuoteCalendar';

/**
 * GET api/calendar/quote over a range of days, without filters: the acting organization's quotes
 * at their event's time, read by the dashboard's calendar and charts (the orders feature's own
 * calendar adds its list filters).
 */
export const quoteCalendarApi = withTagTypes([QUOTE_CALENDAR_TAG]).injectEndpoints({
  endpoints: (build) => ({
    quotesInRange: build.query<QuoteCalendarEntry[], { start: string; end: string }>({
      query: ({ start, end }) => ({ url: 'api/calendar/quote', params: { start, end } }),
      providesTags: [{ type: QUOTE_CALENDAR_TAG, id: LIST_ID }],
    }),
  }),
});

export const { useQuotesInRangeQuery } = quoteCalendarApi;
