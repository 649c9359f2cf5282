import type { Schemas } from '@/lib/api/contract';
import { resourceApi } from '@/lib/api/resourceApi';
import { fuelCertificates } from '../resource';

export type FuelCertificate = Schemas['FuelCertificate'];
export type FuelCertificatePayload = Schemas['FuelCertificatePayload'];
export type FuelDeliveredLine = Schemas['FuelDeliveredLine'];

/** The list is searched by words only (the API sorts by start of fuelling, latest first). */
export const fuelCertificatesApi = resourceApi<FuelCertificate, FuelCertificatePayload, 'search'>(
  fuelCertificates,
  { query: { search: 'search' } },
);

/**
 * The delivered fuel lines a certificate may belong to (GET api/fuel-certificate/delivered-lines,
 * FUEL_EDIT): the form's choices. Under the resource's tag, so a new certificate recounts them.
 */
export const deliveredLinesApi = fuelCertificatesApi.api.injectEndpoints({
  endpoints: (build) => ({
    fuelDeliveredLines: build.query<FuelDeliveredLine[], undefined>({
      query: () => ({ url: 'api/fuel-certificate/delivered-lines' }),
      providesTags: [{ type: 'FuelCertificate', id: 'LIST' }],
    }),
  }),
});

export const { useFuelDeliveredLinesQuery } = deliveredLinesApi;
