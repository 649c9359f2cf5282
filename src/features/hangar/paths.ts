import { route } from '@/lib/pathBuilder';

/** Hangar capacity (spec section 7 "Hangar"): the dashboard and the calendar of a variant. */
export const hangarPaths = {
  dashboard: route('/hangar/dashboard'),
  calendar: route('/hangar/calendar'),
};
