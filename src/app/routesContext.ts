import { createContext, useContext } from 'react';
import type { AppRoute } from '@/lib/auth/routes';
import { appRoutes } from './routeTable';

/** The route table in force, read by the menu (tests render the app with their own table). */
export const RoutesContext = createContext<AppRoute[]>(appRoutes);

export function useAppRoutes(): AppRoute[] {
  return useContext(RoutesContext);
}
