import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { providesList } from '@/lib/api/tags';
import { TRIP_TAG_TYPES, tripChanged } from '@/entities/trip';
import type {
  SlotDecisionPayload,
  SlotRequest,
  SlotRequestPage,
  Trip,
  TripCascadeResult,
} from '@/entities/trip';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import { SLOT_REQUEST_TAG } from './tags';

/** The slot list's filters as they appear in the URL. */
export type SlotFilter = 'search' | 'status' | 'movementType';

export const slotQuery = defineListQuery<SlotFilter>({ search: 'search' });

const SLOT = SLOT_REQUEST_TAG;

/** Slots (spec section 7 "Trip step": slot validate, slot decision; GET api/slot). */
export const slotsApi = withTagTypes([SLOT, ...TRIP_TAG_TYPES]).injectEndpoints({
  endpoints: (build) => ({
    listSlotRequests: build.query<Page<SlotRequest>, ListParams<SlotFilter>>({
      query: (params) => ({ url: 'api/slot', params: slotQuery(params) }),
      transformResponse: pageOf<SlotRequestPage>('slots'),
      providesTags: providesList(SLOT),
    }),
    requestSlot: build.mutation<Trip, { tripId: number; eventId: number; requestedAt: string }>({
      query: ({ eventId, requestedAt }) => ({
        url: `api/trip-step/slot/${eventId}/validate`,
        method: 'PATCH',
        data: { requestedAt },
        // The form's toast names the slot asked for: no generic "Successfully updated".
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => [
        ...tripChanged(tripId),
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
        // The form's or the decline's toast names the slot decided: no generic one.
        meta: { success: false },
      }),
      invalidatesTags: (_result, _error, { tripId }) => [
        ...tripChanged(tripId),
        { type: SLOT, id: 'LIST' },
      ],
    }),
  }),
});

export const { useListSlotRequestsQuery, useRequestSlotMutation, useDecideSlotMutation } = slotsApi;
