import { withTagTypes } from '@/lib/api/baseApi';
import { pageOf, type ListQuery, type Page } from '@/lib/api/listQuery';
import { providesList } from '@/lib/api/tags';
import {
  TRIP_CALENDAR_TAG,
  TRIP_COSTS_TAG,
  TRIP_TAG,
  TRIP_TAG_TYPES,
  tripChanged,
} from '@/entities/trip';
import { downloadFile } from '@/lib/files/download';
import { FILE_NAMES } from '@/lib/files/fileNames';
import type { ApiError } from '@/lib/http/types';
import { pollUntilReady, PollTimeoutError } from '../model/polling';
import type {
  CostDetails,
  FlightStepPayload,
  TransferStepPayload,
  Trip,
  TripCalendarEvent,
  TripCascadeResult,
  TripFilterOptions,
  TripOrganizationInfos,
  TripPage,
  TripPayload,
  TripSummary,
} from '@/entities/trip';

export interface TripListArgs {
  page: number;
  pageSize: number;
  /** The filter's API params (model/tripFilter). */
  filter: ListQuery;
}

export interface TripCalendarArgs {
  /** ISO dates of the visible range. */
  start: string;
  end: string;
  /** The filter's API params (model/tripFilter). */
  filter: ListQuery;
}

export type ReadyCostDetails = Extract<CostDetails, { ready: true }>;

/** The message shown when cost details were not ready after 30 s (trips namespace). */
export const COST_DETAILS_TIMEOUT = 'trips:costs.timeout';

function timeoutError(): ApiError {
  return {
    kind: 'timeout',
    status: null,
    message: COST_DETAILS_TIMEOUT,
    fieldErrors: {},
    data: null,
  };
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'fieldErrors' in value;
}

export const tripsApi = withTagTypes(TRIP_TAG_TYPES).injectEndpoints({
  endpoints: (build) => ({
    listTrips: build.query<Page<TripSummary>, TripListArgs>({
      query: ({ page, pageSize, filter }) => ({
        url: 'api/trip',
        params: { page, numberOfItemsPerPage: pageSize, ...filter },
      }),
      transformResponse: pageOf<TripPage>('trips'),
      providesTags: providesList(TRIP_TAG),
    }),
    tripCalendar: build.query<TripCalendarEvent[], TripCalendarArgs>({
      query: ({ start, end, filter }) => ({
        url: 'api/trip/calendar',
        params: { start, end, ...filter },
      }),
      providesTags: [{ type: TRIP_CALENDAR_TAG, id: 'LIST' }],
    }),
    externalCalendar: build.query<TripCalendarEvent[], { start: string; end: string }>({
      query: (params) => ({ url: 'api/trip/external-calendar', params }),
      providesTags: [{ type: TRIP_CALENDAR_TAG, id: 'LIST' }],
    }),
    tripFilters: build.query<TripFilterOptions, undefined>({
      query: () => 'api/trip-filters',
      providesTags: [{ type: TRIP_TAG, id: 'FILTERS' }],
    }),
    tripOrganizationInfos: build.query<TripOrganizationInfos, undefined>({
      query: () => 'api/trip/organization-infos',
    }),
    createTrip: build.mutation<Trip, TripPayload>({
      query: (data) => ({ url: 'api/trip', method: 'POST', data }),
      // A new trip shows in the lists and the calendar, and may add filter choices.
      invalidatesTags: () => [...tripChanged(null), { type: TRIP_TAG, id: 'FILTERS' }],
    }),
    updateTrip: build.mutation<Trip, { id: number } & Partial<TripPayload>>({
      // The form names the trip saved (a toast): the http layer's "Successfully updated" is off.
      query: ({ id, ...data }) => ({
        url: `api/trip/${id}/infos`,
        method: 'PATCH',
        data,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { id }) => tripChanged(id),
    }),
    deleteTrip: build.mutation<TripCascadeResult, number>({
      query: (id) => ({ url: `api/trip/${id}/delete`, method: 'DELETE' }),
      // Refetching the deleted trip would answer 404 to the page leaving it.
      invalidatesTags: () => tripChanged(null),
    }),
    createFlightStep: build.mutation<Trip, FlightStepPayload>({
      // A step inside the editor's flow: no creation modal (UI.md "Forms"), and no "Successfully
      // added" either: the dialog's toast names the step.
      query: (data) => ({
        url: 'api/trip-step-flight',
        method: 'POST',
        data,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => tripChanged(tripId),
    }),
    updateFlightStep: build.mutation<
      TripCascadeResult,
      { tripId: number; stepId: number } & Partial<Omit<FlightStepPayload, 'tripId'>>
    >({
      query: ({ tripId: _tripId, stepId, ...data }) => ({
        url: `api/trip-step-flight/${stepId}`,
        method: 'PATCH',
        data,
        // The dialog's toast names the step.
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => tripChanged(tripId),
    }),
    createTransferStep: build.mutation<Trip, TransferStepPayload>({
      // A step inside the editor's flow: no creation modal (UI.md "Forms"), and no "Successfully
      // added" either: the dialog's toast names the step.
      query: (data) => ({
        url: 'api/trip-step-transfer',
        method: 'POST',
        data,
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => tripChanged(tripId),
    }),
    updateTransferStep: build.mutation<
      TripCascadeResult,
      { tripId: number; stepId: number } & Partial<Omit<TransferStepPayload, 'tripId'>>
    >({
      query: ({ tripId: _tripId, stepId, ...data }) => ({
        url: `api/trip-step-transfer/${stepId}`,
        method: 'PATCH',
        data,
        // The dialog's toast names the step.
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => tripChanged(tripId),
    }),
    deleteStep: build.mutation<TripCascadeResult, { tripId: number; stepId: number }>({
      // The dialog's toast names the step deleted.
      query: ({ stepId }) => ({
        url: `api/trip-step/${stepId}/delete`,
        method: 'DELETE',
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => tripChanged(tripId),
    }),
    /** Asked every 100 ms until ready, given up after 30 s (model/polling). */
    costDetails: build.query<ReadyCostDetails, number>({
      async queryFn(stepId, api, _extra, baseQuery) {
        try {
          const data = await pollUntilReady<CostDetails>({
            fetch: async () => {
              const result = await baseQuery(`api/trip-step/${stepId}/cost-details`);
              if (result.error) throw result.error;
              // The contract type is trusted: this is the API's boundary.
              return result.data as CostDetails;
            },
            isReady: (details) => details.ready,
            // Leaving the page (or a refetch) stops the polling.
            signal: api.signal,
          });
          return data.ready ? { data } : { error: timeoutError() };
        } catch (error) {
          if (error instanceof PollTimeoutError) return { error: timeoutError() };
          if (isApiError(error)) return { error };
          throw error;
        }
      },
      providesTags: (_result, _error, stepId) => [
        { type: TRIP_COSTS_TAG, id: stepId },
        { type: TRIP_COSTS_TAG, id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListTripsQuery,
  useTripCalendarQuery,
  useExternalCalendarQuery,
  useTripFiltersQuery,
  useTripOrganizationInfosQuery,
  useCreateTripMutation,
  useUpdateTripMutation,
  useDeleteTripMutation,
  useCreateFlightStepMutation,
  useUpdateFlightStepMutation,
  useCreateTransferStepMutation,
  useUpdateTransferStepMutation,
  useDeleteStepMutation,
  useCostDetailsQuery,
} = tripsApi;

/** The trip as a PDF (GET api/trip/{id}/export), saved as `trip-<id>.pdf`. */
export function tripExportDownload(tripId: number) {
  return { url: `api/trip/${tripId}/export`, fileName: FILE_NAMES.trip(tripId) };
}

/** Same, without the progress state of useDownload. */
export function downloadTripPdf(tripId: number): Promise<void> {
  return downloadFile(tripExportDownload(tripId));
}
