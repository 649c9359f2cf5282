import { resourceApi } from '@/lib/api/resourceApi';
import type { FuelPrice, FuelPricePayload } from '@/entities/service';
import { productFuelTypeValues } from '@/lib/contract/generated/constants';
import { fuelPrices } from '../resource';

export type FuelPriceFilter = 'search' | 'icao' | 'fuelType' | 'activeAt';

/** The URL's filters as the API names them (`?icao=LFML&fuelType=kerosene&activeAt=2026-11-28`). */
export const fuelPricesApi = resourceApi<FuelPrice, FuelPricePayload, FuelPriceFilter>(fuelPrices, {
  query: { search: 'search', filters: { fuelType: { enum: productFuelTypeValues } } },
});
