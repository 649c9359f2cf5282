import { servicesApi, type ServiceFilter } from '@/entities/service';
import type { RoutePrefetch } from '@/lib/auth/routes';
import { listArgsOfUrl } from '@/lib/ui/controllers/list/listPrefetch';
import { SERVICE_LIST_ALL, SERVICE_LIST_PAGE_SIZE } from './serviceListArgs';

/** The seller's list filters (the entity's useServiceFilters). */
const FILTER_KEYS: readonly ServiceFilter[] = [
  'search',
  'typology',
  'airport',
  'validationState',
  'status',
];

/**
 * /services: its two first requests (ServiceListPage), started while the page loads: every
 * service (the filters' airports) and the page of services the URL asks for.
 */
const prefetch: RoutePrefetch = ({ search, dispatch }) => {
  dispatch(servicesApi.util.prefetch('listServices', SERVICE_LIST_ALL, {}));
  const args = listArgsOfUrl(search, {
    filterKeys: FILTER_KEYS,
    defaultPageSize: SERVICE_LIST_PAGE_SIZE,
  });
  if (args) dispatch(servicesApi.util.prefetch('listServices', args, {}));
};
export default prefetch;
