import { withTagTypes } from '@/lib/api/baseApi';
import { pageOf, type Page } from '@/lib/api/listQuery';
import { providesList } from '@/lib/api/tags';
import { tripChanged, TRIP_TAG_TYPES } from '@/entities/trip';
import { FILE_NAMES } from '@/lib/files/fileNames';
import type {
  ApplyCancellationPayload,
  ClaimAnswerPayload,
  ClaimPayload,
  ClientInformationsPayload,
  QuoteCalendarEntry,
  QuoteCancelPayload,
  QuoteCancellationPreview,
  QuoteDetail,
  QuoteEditPayload,
  QuoteFilterOptions,
  QuoteLinesDatesPayload,
  QuoteLinesStatusPayload,
  QuotePage,
  QuoteValidateConfirmPayload,
  QuoteValidatePayload,
  QuoteValidateResult,
} from '@/entities/quote';
import { QUOTE_CALENDAR_TAG } from '@/entities/quote';
import { quoteFilterQuery, quoteListQuery, type QuoteFilterKey } from '../model/quoteFilter';

/** Quotes (lists and items), their calendar, and the filters' choices. */
export const QUOTE_TAG = 'Quote';
// The calendar's tag is the quote entity's: the dashboard reads the same calendar.
export { QUOTE_CALENDAR_TAG };
export const QUOTE_FILTERS_TAG = 'QuoteFilters';
const QUOTE_TAG_TYPES = [QUOTE_TAG, QUOTE_CALENDAR_TAG, QUOTE_FILTERS_TAG] as const;

/** The URL's filters, as the list holds them (quoteFilter maps them to the contract's). */
export type QuoteUrlFilters = Partial<Record<QuoteFilterKey, string>>;

export interface QuoteListArgs {
  page: number;
  pageSize: number;
  /** A column's sort key (createdAt, eventTime); null: the API's own (spec section 4). */
  sort: string | null;
  order: 'asc' | 'desc';
  filters: QuoteUrlFilters;
}

export interface QuoteCalendarArgs {
  /** ISO dates of the visible range. */
  start: string;
  end: string;
  filters: QuoteUrlFilters;
}

/** Every action changes the quote, the lists, the calendar and the trip that shows the quote. */
function quoteChanged(id: number) {
  return [
    { type: QUOTE_TAG, id },
    { type: QUOTE_TAG, id: 'LIST' },
    { type: QUOTE_CALENDAR_TAG, id: 'LIST' },
    ...tripChanged(null),
  ] as const;
}

/** The PATCH actions without a body (spec section 7 "Quote"). */
export type SimpleQuoteAction =
  | 'save-and-send'
  | 'cancel-and-edit'
  | 'cancel'
  | 'refuse'
  | 'cancel-draft'
  | 'request-invoice'
  | 'send-seller-ack';

export const ordersApi = withTagTypes([...QUOTE_TAG_TYPES, ...TRIP_TAG_TYPES]).injectEndpoints({
  endpoints: (build) => ({
    quoteList: build.query<Page<QuoteDetail>, QuoteListArgs>({
      query: ({ page, pageSize, sort, order, filters }) => ({
        url: 'api/quote',
        params: quoteListQuery({ page, pageSize, sort, order, filters }),
      }),
      transformResponse: pageOf<QuotePage>('quotes'),
      providesTags: providesList(QUOTE_TAG),
    }),
    quoteCalendar: build.query<QuoteCalendarEntry[], QuoteCalendarArgs>({
      query: ({ start, end, filters }) => ({
        url: 'api/calendar/quote',
        params: { start, end, ...quoteFilterQuery(filters) },
      }),
      providesTags: [{ type: QUOTE_CALENDAR_TAG, id: 'LIST' }],
    }),
    quoteFilterOptions: build.query<QuoteFilterOptions, undefined>({
      query: () => ({ url: 'api/quote-filters' }),
      providesTags: [{ type: QUOTE_FILTERS_TAG, id: 'LIST' }],
    }),
    quoteShow: build.query<QuoteDetail, number>({
      query: (id) => ({ url: `api/quote/${id}` }),
      providesTags: (_result, _error, id) => [{ type: QUOTE_TAG, id }],
    }),
    quoteEdit: build.mutation<QuoteDetail, { id: number; payload: QuoteEditPayload }>({
      // The page names what happened (useQuoteDone): no generic "Successfully updated" as well.
      query: ({ id, payload }) => ({
        url: `api/quote/${id}`,
        method: 'PATCH',
        data: payload,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteClientInformations: build.mutation<
      QuoteDetail,
      { id: number; payload: ClientInformationsPayload }
    >({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/client-informations`,
        method: 'PATCH',
        data: payload,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteAction: build.mutation<QuoteDetail, { id: number; action: SimpleQuoteAction }>({
      query: ({ id, action }) => ({
        url: `api/quote/${id}/${action}`,
        method: 'PATCH',
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteSendInvoice: build.mutation<QuoteDetail, number>({
      query: (id) => ({
        url: `api/quote/${id}/send-invoice`,
        method: 'POST',
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, id) => [...quoteChanged(id)],
    }),
    quoteCancelOrder: build.mutation<QuoteDetail, { id: number; payload: QuoteCancelPayload }>({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/cancel-order`,
        method: 'PATCH',
        data: payload,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteValidate: build.mutation<
      QuoteValidateResult,
      { id: number; payload: QuoteValidatePayload }
    >({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/validate`,
        method: 'POST',
        data: payload,
        // The dialog shows the payment's outcome (a declined card answers 200) and any error.
        meta: { silentError: true, success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteValidateConfirm: build.mutation<
      QuoteValidateResult,
      { id: number; payload: QuoteValidateConfirmPayload }
    >({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/validate`,
        method: 'PATCH',
        data: payload,
        // The dialog shows the payment's outcome (a declined card answers 200) and any error.
        meta: { silentError: true, success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteLinesStatus: build.mutation<QuoteDetail, { id: number; payload: QuoteLinesStatusPayload }>(
      {
        query: ({ id, payload }) => ({
          url: `api/quote/${id}/quote-lines-status`,
          method: 'PATCH',
          data: payload,
          meta: { success: false },
        }),
        invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
      },
    ),
    quoteLinesDates: build.mutation<QuoteDetail, { id: number; payload: QuoteLinesDatesPayload }>({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/quote-lines-dates`,
        method: 'PATCH',
        data: payload,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteCancellationPreview: build.query<QuoteCancellationPreview, number>({
      query: (id) => ({ url: `api/quote/cancellation-policy/${id}` }),
      providesTags: (_result, _error, id) => [{ type: QUOTE_TAG, id }],
    }),
    quoteApplyCancellation: build.mutation<
      QuoteDetail,
      { id: number; payload: ApplyCancellationPayload }
    >({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/apply-cancellation-policies`,
        method: 'PATCH',
        data: payload,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteClaim: build.mutation<QuoteDetail, { id: number; payload: ClaimPayload }>({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/claim`,
        method: 'POST',
        data: payload,
        meta: { success: 'claimed', forceToast: true },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
    quoteClaimAnswer: build.mutation<QuoteDetail, { id: number; payload: ClaimAnswerPayload }>({
      query: ({ id, payload }) => ({
        url: `api/quote/${id}/claim`,
        method: 'PATCH',
        data: payload,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => [...quoteChanged(id)],
    }),
  }),
});

export const {
  useQuoteListQuery,
  useQuoteCalendarQuery,
  useQuoteFilterOptionsQuery,
  useQuoteShowQuery,
  useLazyQuoteShowQuery,
  useQuoteEditMutation,
  useQuoteActionMutation,
  useQuoteClientInformationsMutation,
  useQuoteSendInvoiceMutation,
  useQuoteCancelOrderMutation,
  useQuoteValidateMutation,
  useQuoteValidateConfirmMutation,
  useQuoteLinesStatusMutation,
  useQuoteLinesDatesMutation,
  useQuoteCancellationPreviewQuery,
  useQuoteApplyCancellationMutation,
  useQuoteClaimMutation,
  useQuoteClaimAnswerMutation,
} = ordersApi;

/** The quote as a PDF (GET api/quote/{id}/print). */
export function quotePrintDownload(id: number) {
  return { url: `api/quote/${id}/print`, fileName: FILE_NAMES.quote(id) };
}
