import { useContext } from 'react';
import type { AppRoute } from '@/lib/auth/routes';
import { appRoutes } from '../routeTable';
import { RoutesContext } from '../routesContext';

/** The route table the menu reads: a test's own, or the app's (loaded with the shell). */
export function useAppRoutes(): AppRoute[] {
  return useContext(RoutesContext) ?? appRoutes;
}
