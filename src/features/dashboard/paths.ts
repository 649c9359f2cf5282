import { route } from '@/lib/pathBuilder';

/** The dashboard (spec section 2, "Other": /dashboard): the acting organization's overview. */
export const dashboardPaths = {
  dashboard: route('/dashboard'),
};
