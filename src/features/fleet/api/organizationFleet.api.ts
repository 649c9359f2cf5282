import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import type { AircraftType, AircraftTypePage } from '@/entities/aircraft';
import type {
  OrganizationAircraft,
  OrganizationAircraftPage,
  OrganizationAircraftPayload,
  OrganizationHelicopter,
  OrganizationHelicopterPage,
  OrganizationHelicopterPayload,
} from '@/entities/organization';
import { invalidatesItem, invalidatesList, providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/list/listParams';

/** The organization aircraft list's filters as they appear in the URL. */
export type AircraftFilter = 'search' | 'status' | 'category';
export type HelicopterFilter = 'search' | 'status';
export type CatalogueFilter = 'search' | 'category' | 'manufacturer';

/** URL list params -> the API's query (organizationFleet.types.ts documents the API's names). */
const aircraftQuery = defineListQuery<AircraftFilter>({ search: 'search' });
const helicopterQuery = defineListQuery<HelicopterFilter>({ search: 'search' });
const catalogueQuery = defineListQuery<CatalogueFilter>({ search: 'search' });

/** How many catalogue types or airports an autocomplete offers at once. */
const SUGGESTIONS = 20;
/** The largest page the API serves: the catalogue's real types (66) fit in one. */
const CATALOGUE_MAX = 100;

const AIRCRAFT = 'OrganizationAircraft';
const HELICOPTER = 'OrganizationHelicopter';
const CATALOGUE = 'AircraftType';

export const organizationFleetApi = withTagTypes([AIRCRAFT, HELICOPTER, CATALOGUE]).injectEndpoints(
  {
    endpoints: (build) => ({
      listOrganizationAircraft: build.query<Page<OrganizationAircraft>, ListParams<AircraftFilter>>(
        {
          query: (params) => ({ url: 'api/organization-aircraft', params: aircraftQuery(params) }),
          transformResponse: pageOf<OrganizationAircraftPage>('organizationAircraft'),
          providesTags: providesList(AIRCRAFT),
        },
      ),
      getOrganizationAircraft: build.query<OrganizationAircraft, number>({
        query: (id) => `api/organization-aircraft/${id}`,
        providesTags: providesItem(AIRCRAFT),
      }),
      createOrganizationAircraft: build.mutation<OrganizationAircraft, OrganizationAircraftPayload>(
        {
          query: (data) => ({ url: 'api/organization-aircraft', method: 'POST', data }),
          invalidatesTags: invalidatesList(AIRCRAFT),
        },
      ),
      updateOrganizationAircraft: build.mutation<
        OrganizationAircraft,
        { id: number } & OrganizationAircraftPayload
      >({
        query: ({ id, ...data }) => ({
          url: `api/organization-aircraft/${id}`,
          method: 'PATCH',
          data,
        }),
        invalidatesTags: invalidatesItem(AIRCRAFT),
      }),
      deleteOrganizationAircraft: build.mutation<null, number>({
        query: (id) => ({ url: `api/organization-aircraft/${id}`, method: 'DELETE' }),
        invalidatesTags: invalidatesList(AIRCRAFT),
      }),

      listOrganizationHelicopters: build.query<
        Page<OrganizationHelicopter>,
        ListParams<HelicopterFilter>
      >({
        query: (params) => ({
          url: 'api/organization-helicopter',
          params: helicopterQuery(params),
        }),
        transformResponse: pageOf<OrganizationHelicopterPage>('organizationHelicopters'),
        providesTags: providesList(HELICOPTER),
      }),
      createOrganizationHelicopter: build.mutation<
        OrganizationHelicopter,
        OrganizationHelicopterPayload
      >({
        query: (data) => ({ url: 'api/organization-helicopter', method: 'POST', data }),
        invalidatesTags: invalidatesList(HELICOPTER),
      }),
      updateOrganizationHelicopter: build.mutation<
        OrganizationHelicopter,
        { id: number } & OrganizationHelicopterPayload
      >({
        query: ({ id, ...data }) => ({
          url: `api/organization-helicopter/${id}`,
          method: 'PATCH',
          data,
        }),
        invalidatesTags: invalidatesItem(HELICOPTER),
      }),
      refreshHelicopterCalendar: build.mutation<OrganizationHelicopter, number>({
        query: (id) => ({
          url: `api/organization-helicopter/${id}/refresh-calendar`,
          method: 'PATCH',
        }),
        invalidatesTags: invalidatesItem(HELICOPTER),
      }),
      deleteOrganizationHelicopter: build.mutation<null, number>({
        query: (id) => ({ url: `api/organization-helicopter/${id}`, method: 'DELETE' }),
        invalidatesTags: invalidatesList(HELICOPTER),
      }),

      /** The operators' catalogue (/aircrafts). */
      listAircraftTypes: build.query<Page<AircraftType>, ListParams<CatalogueFilter>>({
        query: (params) => ({ url: 'api/aircraft', params: catalogueQuery(params) }),
        transformResponse: pageOf<AircraftTypePage>('aircraft'),
        providesTags: providesList(CATALOGUE),
      }),
      /** Every manufacturer of the catalogue (its whole list fits one page), for its filter. */
      listAircraftManufacturers: build.query<string[], null>({
        query: () => ({ url: 'api/aircraft', params: { perPage: CATALOGUE_MAX } }),
        transformResponse: (response: AircraftTypePage) =>
          [...new Set(response.aircraft.map((type) => type.manufacturer))].sort((a, b) =>
            a.localeCompare(b),
          ),
      }),
      /** The catalogue types matching a text, for the aircraft form's type picker. */
      searchAircraftTypes: build.query<AircraftType[], string>({
        query: (searchQuery) => ({
          url: 'api/aircraft',
          params: { searchQuery, perPage: SUGGESTIONS },
        }),
        transformResponse: (response: AircraftTypePage) => response.aircraft,
      }),
    }),
  },
);

export const {
  useListOrganizationAircraftQuery,
  useGetOrganizationAircraftQuery,
  useCreateOrganizationAircraftMutation,
  useUpdateOrganizationAircraftMutation,
  useDeleteOrganizationAircraftMutation,
  useListOrganizationHelicoptersQuery,
  useCreateOrganizationHelicopterMutation,
  useUpdateOrganizationHelicopterMutation,
  useRefreshHelicopterCalendarMutation,
  useDeleteOrganizationHelicopterMutation,
  useListAircraftTypesQuery,
  useListAircraftManufacturersQuery,
  useSearchAircraftTypesQuery,
} = organizationFleetApi;
