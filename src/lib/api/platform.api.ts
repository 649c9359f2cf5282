import type { Right } from '@/lib/auth/types';
import { baseApi } from './baseApi';

/** GET marketplace-public-configuration: languages and the operator's translations by locale then namespace. */
export interface PublicConfiguration {
  appLang: string[];
  translations: Record<string, Record<string, Record<string, unknown>>>;
}

/** GET api/enum/{EnumName}: label -> value. */
export type EnumValues = Record<string, string | number>;

export const platformApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicConfiguration: build.query<PublicConfiguration, undefined>({
      query: () => ({
        url: 'marketplace-public-configuration',
        meta: { public: true, silentError: true },
      }),
      providesTags: ['Configuration'],
    }),
    enumValues: build.query<EnumValues, string>({
      query: (name) => ({ url: `api/enum/${encodeURIComponent(name)}`, meta: { public: true } }),
      providesTags: (_result, _error, name) => [{ type: 'Enum', id: name }],
      keepUnusedDataFor: 3600,
    }),
    rights: build.query<Right[], undefined>({
      query: () => 'api/rights',
      providesTags: ['Rights'],
    }),
  }),
});

export const { usePublicConfigurationQuery, useEnumValuesQuery, useRightsQuery } = platformApi;
