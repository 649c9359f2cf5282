/** The service (a seller's catalogue entry): its contract and its calls. Imported only through this index (or ./contract in the demo API). */
export * from './contract';
export {
  operatorServiceQuery,
  serviceQuery,
  servicesApi,
  useCreateServiceMutation,
  useDeleteServiceMutation,
  useGetOperatorServiceQuery,
  useGetOperatorServiceFiltersQuery,
  useGetServiceQuery,
  useListOperatorServicesQuery,
  useListServiceAttributesQuery,
  useListServiceCategoriesQuery,
  useListServicesQuery,
  useRefuseServiceMutation,
  useSearchPlacesQuery,
  useUpdateServiceMutation,
  useValidateServiceMutation,
  type OperatorServiceFilter,
  type ServiceFilter,
} from './services.api';
export * from './ui';
