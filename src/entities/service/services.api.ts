import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import {
  LIST_ID,
  invalidatesItem,
  invalidatesList,
  providesItem,
  providesList,
} from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import {
  SERVICE_STATUSES,
  SERVICE_TYPOLOGIES,
  VALIDATION_STATES,
  type Service,
  type ServiceAttributeDefinition,
  type OperatorServiceFilterOptions,
  type ServiceAttributeDefinitionPage,
  type ServiceCategory,
  type ServiceCategoryPage,
  type ServiceDecision,
  type ServicePage,
  type ServicePayload,
  type ServiceRefusal,
  type ServiceSummary,
  type ServiceUpdate,
} from './service.types';
import type { Place, PlacePage } from './place.types';

/** How many places a search answers (the autocomplete's list). */
const PLACE_SEARCH_SIZE = 10;

/** The services lists' filters as they appear in the URL (service.types documents the API's). */
export type ServiceFilter = 'search' | 'typology' | 'airport' | 'status' | 'validationState';
export type OperatorServiceFilter = ServiceFilter | 'seller';

const filters = {
  typology: { enum: SERVICE_TYPOLOGIES },
  airport: { id: 'airportId' },
  status: { enum: SERVICE_STATUSES },
  validationState: { enum: VALIDATION_STATES },
} as const;

export const serviceQuery = defineListQuery<ServiceFilter>({ search: 'search', filters });

export const operatorServiceQuery = defineListQuery<OperatorServiceFilter>({
  search: 'search',
  filters: { ...filters, seller: { id: 'sellerId' } },
});

const SERVICE = 'Service';
const OPERATOR_SERVICE = 'OperatorService';

/** The seller's services and the operator's validation (DECISIONS.md "Catalogue"). */
export const servicesApi = withTagTypes([SERVICE, OPERATOR_SERVICE]).injectEndpoints({
  endpoints: (build) => ({
    listServices: build.query<Page<ServiceSummary>, ListParams<ServiceFilter>>({
      query: (params) => ({ url: 'api/product', params: serviceQuery(params) }),
      transformResponse: pageOf<ServicePage>('products'),
      providesTags: providesList(SERVICE),
    }),
    getService: build.query<Service, number>({
      query: (id) => `api/product/${id}`,
      providesTags: providesItem(SERVICE),
    }),
    createService: build.mutation<Service, ServicePayload>({
      query: (data) => ({ url: 'api/product', method: 'POST', data }),
      invalidatesTags: invalidatesList(SERVICE),
    }),
    updateService: build.mutation<Service, { id: number } & ServiceUpdate>({
      query: ({ id, ...data }) => ({ url: `api/product/${id}`, method: 'PATCH', data }),
      invalidatesTags: invalidatesItem(SERVICE),
    }),
    deleteService: build.mutation<null, number>({
      query: (id) => ({ url: `api/product/${id}`, method: 'DELETE' }),
      // The item is gone: refetching it would only answer 404 to the page that deleted it.
      invalidatesTags: invalidatesList(SERVICE),
    }),
    listOperatorServices: build.query<Page<ServiceSummary>, ListParams<OperatorServiceFilter>>({
      query: (params) => ({ url: 'api/operator/product', params: operatorServiceQuery(params) }),
      transformResponse: pageOf<ServicePage>('products'),
      providesTags: providesList(OPERATOR_SERVICE),
    }),
    getOperatorServiceFilters: build.query<OperatorServiceFilterOptions, null>({
      // Every seller with a service and every airport: the filters offer what the page lacks.
      query: () => 'api/operator/product-filters',
      // Refreshed with the operator's lists (a decision moves a service; none adds a seller).
      providesTags: [{ type: OPERATOR_SERVICE, id: LIST_ID }],
    }),
    getOperatorService: build.query<Service, number>({
      query: (id) => `api/operator/product/${id}`,
      providesTags: providesItem(OPERATOR_SERVICE),
    }),
    // Both decisions name the version shown (`updatedAt`): a newer one answers 409 and the tab
    // reloads onto it.
    validateService: build.mutation<Service, { id: number } & ServiceDecision>({
      query: ({ id, ...data }) => ({ url: `api/product/${id}/validate`, method: 'PATCH', data }),
      invalidatesTags: (_result, _error, arg) => [
        ...invalidatesItem(OPERATOR_SERVICE)(_result, _error, arg),
        ...invalidatesItem(SERVICE)(_result, _error, arg),
      ],
    }),
    refuseService: build.mutation<Service, { id: number } & ServiceRefusal>({
      query: ({ id, ...data }) => ({ url: `api/product/${id}/refuse`, method: 'PATCH', data }),
      invalidatesTags: (_result, _error, arg) => [
        ...invalidatesItem(OPERATOR_SERVICE)(_result, _error, arg),
        ...invalidatesItem(SERVICE)(_result, _error, arg),
      ],
    }),
    listServiceCategories: build.query<ServiceCategory[], null>({
      query: () => 'api/category',
      // The argument is null: one tree for everyone.
      transformResponse: (response: unknown) =>
        pageOf<ServiceCategoryPage>('categories')(response).items,
    }),
    /** The places directory a taking-charge address is chosen from (GET api/place). */
    searchPlaces: build.query<Place[], string>({
      query: (search) => ({
        url: 'api/place',
        params: { search, numberOfItemsPerPage: PLACE_SEARCH_SIZE },
      }),
      transformResponse: (response: unknown) => pageOf<PlacePage>('places')(response).items,
    }),
    listServiceAttributes: build.query<ServiceAttributeDefinition[], readonly number[]>({
      query: (categoryIds) => ({ url: 'api/attribute', params: { categoryIds: [...categoryIds] } }),
      transformResponse: (response: unknown) =>
        pageOf<ServiceAttributeDefinitionPage>('attributes')(response).items,
    }),
  }),
});

export const {
  useListServicesQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useListOperatorServicesQuery,
  useGetOperatorServiceQuery,
  useGetOperatorServiceFiltersQuery,
  useValidateServiceMutation,
  useRefuseServiceMutation,
  useListServiceCategoriesQuery,
  useListServiceAttributesQuery,
  useSearchPlacesQuery,
} = servicesApi;
