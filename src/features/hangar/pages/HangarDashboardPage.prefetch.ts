import { hangarApi } from '../api/hangar.api';
import { hangarPrefetch } from '../api/hangarPrefetch';

/** /hangar/dashboard: the variants, then the shown variant's figures (routes.ts `prefetch`). */
export default hangarPrefetch((variant, { dispatch }) => {
  dispatch(hangarApi.util.prefetch('getHangarDashboard', { variantId: variant.id }, {}));
});
