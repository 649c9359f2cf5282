import { createContext } from 'react';
import type { AppRoute } from '@/lib/auth/routes';

/**
 * The route table in force when a test renders the app with its own; null: the app's own table,
 * which the shell reads (layout/useAppRoutes.ts) and the startup chunk never imports.
 */
export const RoutesContext = createContext<AppRoute[] | null>(null);
