import { route } from '../pathBuilder';

/**
 * The paths the startup code itself needs (the guard, the landing rule, the auth routes). Kept
 * apart from `paths.ts`, which holds every screen of the spec and reuses these: the startup
 * chunk then carries five patterns instead of the whole table.
 */
export const corePaths = {
  home: route('/'),
  login: route('/login'),
  maintenance: route('/maintenance'),
  notAuthorized: route('/not-authorized'),
  /** The orders manager, where a login lands with TRIP_ACCOUNTING_VIEW. */
  ordersManager: route('/order'),
};
