import { resourceApi } from '@/lib/api/resourceApi';
import { invalidatesList } from '@/lib/api/tags';
import type { Schemas } from '@/lib/api/contract';
import { aircraftCatalogue } from '../resource';

/**
 * The aircraft catalogue (spec sections 3 and 7, "GET api/aircraft"): the real aircraft types an
 * organization's aircraft are instances of, metric figures whatever the `measurement` header.
 */
export type AircraftType = Schemas['AircraftType'];
/** What the operators' add sends (POST /apps/aircraft/aircrafts). */
export type AircraftTypePayload = Schemas['AircraftTypePayload'];
type AircraftTypePage = Schemas['AircraftTypePage'];

/** "Cessna Citation Latitude": a catalogue type as people name it. */
export const typeLabel = (type: Pick<AircraftType, 'manufacturer' | 'model'>) =>
  `${type.manufacturer} ${type.model}`;
export type CatalogueFilter = 'search' | 'category' | 'manufacturer';

/** The largest page the API serves: the catalogue's types fit in one. */
const CATALOGUE_MAX = 100;

export const catalogueApi = resourceApi<AircraftType, AircraftTypePayload, CatalogueFilter>(
  aircraftCatalogue,
  { query: { search: 'search' } },
);

/** Beside the list: its manufacturers, the aircraft form's search, and the operators' add. */
const more = catalogueApi.api.injectEndpoints({
  endpoints: (build) => ({
    /** The manufacturers as the filter's choices, sorted. */
    listAircraftManufacturers: build.query<{ value: string; label: string }[], null>({
      query: () => ({ url: aircraftCatalogue.endpoint, params: { perPage: CATALOGUE_MAX } }),
      transformResponse: (response: AircraftTypePage) =>
        [...new Set(response.aircraft.map((type) => type.manufacturer))]
          .sort((a, b) => a.localeCompare(b))
          .map((name) => ({ value: name, label: name })),
    }),
    /** The catalogue types matching a text (the aircraft form's type), 20 at once. */
    searchAircraftTypes: build.query<AircraftType[], string>({
      query: (searchQuery) => ({
        url: aircraftCatalogue.endpoint,
        params: { searchQuery, perPage: 20 },
      }),
      transformResponse: (response: AircraftTypePage) => response.aircraft,
    }),
    /** The spec's own URL for the catalogue's writes (section 7, "POST /apps/aircraft/aircrafts"). */
    createAircraftType: build.mutation<AircraftType, AircraftTypePayload>({
      query: (data) => ({ url: 'apps/aircraft/aircrafts', method: 'POST', data }),
      invalidatesTags: invalidatesList(aircraftCatalogue.tag),
    }),
  }),
});

export const {
  useListAircraftManufacturersQuery,
  useSearchAircraftTypesQuery,
  useCreateAircraftTypeMutation,
} = more;
