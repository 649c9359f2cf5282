import type { FuelPriceImport, FuelPriceImportPage } from '@/entities/service';
import { uploadFile } from '@/lib/files';
import { fuelPricesApi } from './fuelPrices.api';

const IMPORTS = { type: 'FuelPrice', id: 'IMPORTS' } as const;
export const IMPORT_URL = 'api/import/fuel-price';
export const TEMPLATE_URL = 'api/import/fuel-price/template';

/** The seller's imports (latest first), under the rows' tag: a run changes both. */
export const fuelImportsApi = fuelPricesApi.api.injectEndpoints({
  endpoints: (build) => ({
    fuelPriceImports: build.query<FuelPriceImportPage, undefined>({
      query: () => ({ url: IMPORT_URL, params: { page: 1, numberOfItemsPerPage: 20 } }),
      providesTags: [IMPORTS],
    }),
  }),
});

export const { useFuelPriceImportsQuery } = fuelImportsApi;

/** Sends a CSV (multipart, as `api/import/attribute`); nothing changes until the nightly run. */
export function uploadFuelPrices(file: File): Promise<FuelPriceImport> {
  return uploadFile<FuelPriceImport>({
    url: IMPORT_URL,
    file,
    meta: { success: 'added', forceToast: true },
  });
}

/** After an upload: the imports list shows the new one as scheduled. */
export const importsChanged = () => fuelImportsApi.util.invalidateTags([IMPORTS]);
