import { withTagTypes } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';

export type HangarVariant = Schemas['HangarVariant'];
export type HangarDashboard = Schemas['HangarDashboard'];
export type HangarMovement = Schemas['HangarMovement'];
export type HangarNightLoad = Schemas['HangarNightLoad'];

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
  }),
});

export const { useListHangarVariantsQuery, useGetHangarDashboardQuery } = hangarApi;
