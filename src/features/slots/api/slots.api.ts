import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { providesList } from '@/lib/api/tags';
import type {
  SlotDecisionPayload,
  SlotRequest,
  SlotRequestPage,
  Trip,
  TripCascadeResult,
} from '@/lib/api/trips.types';
import type { ListParams } from '@/lib/ui/list/listParams';

/** The slot list's filters as they appear in the URL. */
export type SlotFilter = 'search' | 'status' | 'movementType';

export const slotQuery = defineListQuery<SlotFilter>({ search: 'search' });

const SLOT = 'SlotRequest';
// The trip tag is shared with the trip screens (same name): a slot change refreshes them too.
const TRIP = 'Trip';

/** Slots (spec section 7 "Trip step": slot validate, slot decision; GET api/slot). */
export const slotsApi = withTagTypes([SLOT, TRIP]).injectEndpoints({
  endpoints: (build) => ({
    listSlotRequests: build.query<Page<SlotRequest>, ListParams<SlotFilter>>({
      query: (params) => ({ url: 'api/slot', params: slotQuery(params) }),
      transformResponse: pageOf<SlotRequestPage>('slots'),
      providesTags: providesList(SLOT),
    }),
    getSlotTrip: build.query<Trip, number>({
      query: (tripId) => `api/trip/${tripId}/infos`,
      providesTags: (_result, _error, tripId) => [{ type: TRIP, id: tripId }],
    }),
    requestSlot: build.mutation<Trip, { tripId: number; eventId: number; requestedAt: string }>({
      query: ({ eventId, requestedAt }) => ({
        url: `api/trip-step/slot/${eventId}/validate`,
        method: 'PATCH',
        data: { requestedAt },
      }),
      invalidatesTags: (_result, _error, { tripId }) => [
        { type: TRIP, id: tripId },
        { type: TRIP, id: 'LIST' },
        { type: SLOT, id: 'LIST' },
      ],
    }),
    decideSlot: build.mutation<
      TripCascadeResult,
      { tripId: number; eventId: number; decision: SlotDecisionPayload }
    >({
      query: ({ eventId, decision }) => ({
        url: `api/trip-step/slot/${eventId}`,
        method: 'PATCH',
        data: decision,
      }),
      invalidatesTags: (_result, _error, { tripId }) => [
        { type: TRIP, id: tripId },
        { type: TRIP, id: 'LIST' },
        { type: SLOT, id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListSlotRequestsQuery,
  useGetSlotTripQuery,
  useRequestSlotMutation,
  useDecideSlotMutation,
} = slotsApi;
