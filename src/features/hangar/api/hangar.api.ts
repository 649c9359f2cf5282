import { withTagTypes } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';

export type HangarVariant = Schemas['HangarVariant'];
export type HangarDashboard = Schemas['HangarDashboard'];
export type HangarMovement = Schemas['HangarMovement'];
export type HangarNightLoad = Schemas['HangarNightLoad'];
export type HangarSliceGrid = Schemas['HangarSliceGrid'];
export type HangarSliceBar = Schemas['HangarSliceBar'];
export type HangarCalendarEntry = Schemas['HangarCalendarEntry'];
type CustomEvent = Schemas['HangarCustomEvent'];

/** A variant's nights `from`..`to` (inclusive, `YYYY-MM-DD`, at most 62). */
export interface HangarPeriod {
  variantId: number;
  from: string;
  to: string;
}

const VARIANT = 'HangarVariant';
/** Bookings and custom events: what the dashboard, the grid and the calendar count. */
const OCCUPANCY = 'HangarOccupancy';

/** Hangar capacity (spec section 7 "Hangar"; api/hangar/variant, api/hangar-variant/{id}/…). */
export const hangarApi = withTagTypes([VARIANT, OCCUPANCY]).injectEndpoints({
  endpoints: (build) => ({
    listHangarVariants: build.query<HangarVariant[], undefined>({
      query: () => ({ url: 'api/hangar/variant' }),
      transformResponse: (response: Schemas['HangarVariantList']) => response.variants,
      providesTags: [{ type: VARIANT, id: 'LIST' }],
    }),
    getHangarDashboard: build.query<HangarDashboard, { variantId: number }>({
      query: ({ variantId }) => ({ url: `api/hangar-variant/${variantId}/dashboard` }),
      providesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
    getHangarSlicesNumber: build.query<Schemas['HangarSlicesNumber'], { variantId: number }>({
      query: ({ variantId }) => ({
        url: 'api/hangar/hangar-slices-number',
        params: { variantId: String(variantId) },
      }),
      providesTags: [{ type: VARIANT, id: 'LIST' }],
    }),
    getHangarSliceGrid: build.query<HangarSliceGrid, HangarPeriod>({
      query: ({ variantId, from, to }) => ({
        url: `api/hangar-variant/${variantId}/calendar/slices`,
        params: { from, to },
      }),
      providesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
    getHangarCalendar: build.query<HangarCalendarEntry[], HangarPeriod>({
      query: ({ variantId, from, to }) => ({
        url: `api/hangar-variant/${variantId}/calendar`,
        params: { from, to },
      }),
      transformResponse: (response: Schemas['HangarCalendar']) => response.entries,
      providesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
    createHangarCustomEvent: build.mutation<CustomEvent, Schemas['HangarCustomEventPayload']>({
      query: (payload) => ({ url: 'api/hangar/custom-event', method: 'POST', data: payload }),
      invalidatesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
    updateHangarCustomEvent: build.mutation<
      CustomEvent,
      { id: number; variantId: number; changes: Schemas['HangarCustomEventChanges'] }
    >({
      query: ({ id, changes }) => ({
        url: `api/hangar/custom-event/${id}`,
        method: 'PATCH',
        data: changes,
      }),
      invalidatesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
    /** A drag or a resize in the calendar: the kit's toast says a refusal and puts it back. */
    moveHangarCustomEvent: build.mutation<
      CustomEvent,
      { id: number; variantId: number; changes: Schemas['HangarCustomEventChanges'] }
    >({
      query: ({ id, changes }) => ({
        url: `api/hangar/custom-event/${id}`,
        method: 'PATCH',
        data: changes,
        meta: { silentError: true, success: false },
      }),
      invalidatesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
    deleteHangarCustomEvent: build.mutation<null, { id: number; variantId: number }>({
      query: ({ id }) => ({ url: `api/hangar/custom-event/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { variantId }) => [{ type: OCCUPANCY, id: variantId }],
    }),
  }),
});

export const {
  useListHangarVariantsQuery,
  useGetHangarDashboardQuery,
  useGetHangarSlicesNumberQuery,
  useGetHangarSliceGridQuery,
  useGetHangarCalendarQuery,
  useCreateHangarCustomEventMutation,
  useUpdateHangarCustomEventMutation,
  useMoveHangarCustomEventMutation,
  useDeleteHangarCustomEventMutation,
} = hangarApi;
