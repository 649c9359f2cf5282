import { withTagTypes } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';

export type ProviderVisits = Schemas['ProviderVisits'];

const VISITS = 'ProviderVisits';

/**
 * GET api/shop/providers/{id}/visits: how often buyers opened the seller's shop page, per day
 * (the demo API counts each opening by another organization). Only the dashboard reads it.
 */
export const visitsApi = withTagTypes([VISITS]).injectEndpoints({
  endpoints: (build) => ({
    providerVisits: build.query<ProviderVisits, { sellerId: number; start: string; end: string }>({
      query: ({ sellerId, start, end }) => ({
        url: `api/shop/providers/${sellerId}/visits`,
        params: { start, end },
      }),
      providesTags: (_result, _error, { sellerId }) => [{ type: VISITS, id: sellerId }],
    }),
  }),
});

export const { useProviderVisitsQuery } = visitsApi;
