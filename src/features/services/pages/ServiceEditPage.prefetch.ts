import { servicesApi } from '@/entities/service';
import type { RoutePrefetch } from '@/lib/auth/routes';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';

/**
 * /services/edit/{id}: its first requests (ServiceEditPage), started while the page loads: the
 * service and the categories together, then the attributes of the service's categories as soon
 * as it answers, with the page's arguments.
 */
const prefetch: RoutePrefetch = ({ params, dispatch }) => {
  const id = idFromParam(params.id);
  if (id === null) return;
  dispatch(servicesApi.util.prefetch('listServiceCategories', null, {}));
  const service = dispatch(servicesApi.endpoints.getService.initiate(id, { subscribe: false }));
  void service.then(({ data }) => {
    const categoryIds = data?.information.categoryIds ?? [];
    if (categoryIds.length > 0) {
      dispatch(servicesApi.util.prefetch('listServiceAttributes', categoryIds, {}));
    }
  });
};
export default prefetch;
