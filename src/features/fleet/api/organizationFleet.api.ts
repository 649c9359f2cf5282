import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import { resourceEndpoints } from '@/lib/api/resourceEndpoints';
import type { AircraftType, AircraftTypePage } from '../model/aircraftCatalogue.types';
import type {
  OrganizationAircraft,
  OrganizationAircraftPayload,
  OrganizationHelicopter,
  OrganizationHelicopterPayload,
} from '@/entities/organization';
import { invalidatesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import { helicopters, organizationAircraft } from '../resource';

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

const CATALOGUE = 'AircraftType';

export const organizationFleetApi = withTagTypes([
  organizationAircraft.tag,
  helicopters.tag,
  CATALOGUE,
]).injectEndpoints({
  endpoints: (build) => {
    const aircraftCrud = resourceEndpoints<
      OrganizationAircraft,
      OrganizationAircraftPayload,
      AircraftFilter
    >(build, organizationAircraft, { query: aircraftQuery });
    const helicopterCrud = resourceEndpoints<
      OrganizationHelicopter,
      OrganizationHelicopterPayload,
      HelicopterFilter
    >(build, helicopters, { query: helicopterQuery });
    return {
      listOrganizationAircraft: aircraftCrud.list,
      getOrganizationAircraft: aircraftCrud.read,
      createOrganizationAircraft: aircraftCrud.create,
      updateOrganizationAircraft: aircraftCrud.update,
      deleteOrganizationAircraft: aircraftCrud.remove,

      listOrganizationHelicopters: helicopterCrud.list,
      createOrganizationHelicopter: helicopterCrud.create,
      updateOrganizationHelicopter: helicopterCrud.update,
      deleteOrganizationHelicopter: helicopterCrud.remove,
      refreshHelicopterCalendar: build.mutation<OrganizationHelicopter, number>({
        query: (id) => ({ url: `${helicopters.endpoint}/${id}/refresh-calendar`, method: 'PATCH' }),
        invalidatesTags: invalidatesItem(helicopters.tag),
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
    };
  },
});

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
