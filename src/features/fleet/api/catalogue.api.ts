import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import type { ListParams } from '@/lib/api/listParams';
import { providesList } from '@/lib/api/tags';
import type { AircraftType, AircraftTypePage } from '../model/aircraftCatalogue.types';

export type CatalogueFilter = 'search' | 'category' | 'manufacturer';

const catalogueQuery = defineListQuery<CatalogueFilter>({ search: 'search' });

/** How many catalogue types an autocomplete offers at once. */
const SUGGESTIONS = 20;
/** The largest page the API serves: the catalogue's real types (66) fit in one. */
const CATALOGUE_MAX = 100;

const CATALOGUE = 'AircraftType';

/** The operators' catalogue of aircraft types (/aircrafts), which the aircraft form picks from. */
export const catalogueApi = withTagTypes([CATALOGUE]).injectEndpoints({
  endpoints: (build) => ({
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
});

export const {
  useListAircraftTypesQuery,
  useListAircraftManufacturersQuery,
  useSearchAircraftTypesQuery,
} = catalogueApi;
