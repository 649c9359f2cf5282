import { organizationApi } from '@/entities/organization';
import type { RoutePrefetch } from '@/lib/auth/routes';
import { organizationsApi } from '../api/organizations.api';

/**
 * /organization and /organization/{tab}: the acting organization's record (the page's frame) and,
 * on its first tab, its main information, started while the page loads. The menu's entry opens
 * the first tab through a redirect, so without this the request waited for two chunks.
 */
const prefetch: RoutePrefetch = ({ params, dispatch, organizationId }) => {
  if (organizationId === null) return;
  dispatch(organizationApi.util.prefetch('getOrganization', organizationId, {}));
  if ((params.tab ?? 'main-information') === 'main-information') {
    dispatch(organizationsApi.util.prefetch('getInfos', organizationId, {}));
  }
};
export default prefetch;
