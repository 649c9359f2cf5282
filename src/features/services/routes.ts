import { defineRoutes } from '@/lib/auth/routes';
import { servicePaths } from './paths';

/**
 * The seller's services (issue 19, "Services"): what it offers, per typology and airport, and
 * why one is not on sale yet. The `{tab}` segment is optional: a missing one opens the first.
 */
export default defineRoutes([
  {
    id: 'services.list',
    path: servicePaths.list.pattern,
    permission: 'SERVICE_VIEW',
    namespaces: ['services', 'enums'],
    page: () => import('./pages/ServiceListPage'),
    prefetch: () => import('./pages/ServiceListPage.prefetch'),
    menu: {
      labelKey: 'services:menu.services',
      icon: () => import('@mui/icons-material/Inventory2Outlined'),
      group: 'sales',
      order: 10,
    },
  },
  {
    id: 'services.add',
    path: servicePaths.add.pattern,
    permission: 'SERVICE_EDIT',
    namespaces: ['services', 'enums'],
    page: () => import('./pages/ServiceAddPage'),
  },
  {
    id: 'services.edit',
    path: '/services/edit/:id/:typology/:tab?',
    choices: servicePaths.edit.choices,
    permission: 'SERVICE_EDIT',
    namespaces: ['services', 'enums'],
    page: () => import('./pages/ServiceEditPage'),
    prefetch: () => import('./pages/ServiceEditPage.prefetch'),
  },
  {
    id: 'services.show',
    path: '/services/show/:id/:typology/:tab?',
    choices: servicePaths.show.choices,
    permission: 'SERVICE_VIEW',
    namespaces: ['services', 'enums'],
    page: () => import('./pages/ServiceShowPage'),
  },
]);
