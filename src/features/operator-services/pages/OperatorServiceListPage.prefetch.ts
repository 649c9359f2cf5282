import { servicesApi, type OperatorServiceFilter } from '@/entities/service';
import type { RoutePrefetch } from '@/lib/auth/routes';
import { listArgsOfUrl } from '@/lib/ui/controllers/list/listPrefetch';
import { OPERATOR_SERVICE_PAGE_SIZE } from './operatorServiceListArgs';

/** The operator's list filters (the entity's useOperatorServiceFilters). */
const FILTER_KEYS: readonly OperatorServiceFilter[] = [
  'search',
  'seller',
  'typology',
  'airport',
  'validationState',
  'status',
];

/**
 * /operator-services: its first requests (OperatorServiceListPage), started while the page loads:
 * the filters' choices and the page of services the URL asks for.
 */
const prefetch: RoutePrefetch = ({ search, dispatch }) => {
  dispatch(servicesApi.util.prefetch('getOperatorServiceFilters', null, {}));
  const args = listArgsOfUrl(search, {
    filterKeys: FILTER_KEYS,
    defaultPageSize: OPERATOR_SERVICE_PAGE_SIZE,
  });
  if (args) dispatch(servicesApi.util.prefetch('listOperatorServices', args, {}));
};
export default prefetch;
