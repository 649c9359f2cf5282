import { baseApi } from '@/lib/api/baseApi';
import type {
  FuelOffers,
  HangarAvailability,
  HangarAvailabilityQuery,
  ShopProductDetails,
  ShopProviderDetails,
  ShopProvidersPage,
  ShopProvidersQuery,
} from '@/entities/cart';

export interface ShopProviderArgs {
  providerId: number;
  /** Without it, the seller's products at every airport. */
  airportId: number | null;
  currency: string;
  /** The cart's products of this seller: the policy is the one they are sold under. */
  productIds?: readonly number[];
}

export interface ShopProductArgs {
  productId: number;
  tripId: number;
  eventId: number;
  currency: string;
}

export interface ShopFuelArgs {
  tripId: number;
  eventId: number;
  airportId: number;
  currency: string;
}

/** The shop's browsing calls (lib/api/shop.types); names start with `shop` (unique app-wide). */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shopProviders: build.query<ShopProvidersPage, ShopProvidersQuery>({
      query: (params) => ({ url: 'api/shop/providers', params }),
    }),
    shopProvider: build.query<ShopProviderDetails, ShopProviderArgs>({
      query: ({ providerId, airportId, currency, productIds = [] }) => ({
        url: `api/shop/providers/${providerId}`,
        params: {
          currency,
          ...(airportId === null ? {} : { airportId }),
          ...(productIds.length === 0 ? {} : { productIds: productIds.join(',') }),
        },
      }),
    }),
    shopProduct: build.query<ShopProductDetails, ShopProductArgs>({
      query: ({ productId, ...params }) => ({ url: `api/shop/products/${productId}`, params }),
    }),
    shopHangarAvailability: build.query<
      HangarAvailability,
      HangarAvailabilityQuery & { productId: number }
    >({
      query: ({ productId, ...params }) => ({
        url: `api/shop/hangar/${productId}/availability`,
        params,
      }),
    }),
    shopFuel: build.query<FuelOffers, ShopFuelArgs>({
      query: (params) => ({ url: 'api/shop/fuel', params }),
    }),
  }),
});

export const {
  useShopProvidersQuery,
  useShopProviderQuery,
  useLazyShopProviderQuery,
  useShopProductQuery,
  useShopHangarAvailabilityQuery,
  useShopFuelQuery,
} = shopApi;
