import { baseApi } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';

export type FuelCertificate = Schemas['FuelCertificate'];

/**
 * The fuel certificates of one order (GET api/fuel-certificate/order/{id}), for its buyer or
 * its seller. Not cached under a tag: the page reads them afresh each time it is opened.
 */
export const orderFuelCertificatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orderFuelCertificates: build.query<FuelCertificate[], number>({
      query: (quoteId) => ({ url: `api/fuel-certificate/order/${quoteId}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useOrderFuelCertificatesQuery } = orderFuelCertificatesApi;
