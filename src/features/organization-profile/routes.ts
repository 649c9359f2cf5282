import { defineRoutes } from '@/lib/auth/routes';
import { organizationPaths } from './paths';

const NAMESPACES = ['organizations', 'enums'];

/**
 * The organization screens (spec section 2, "Account and organization"): its tabs (declared by
 * each feature's organizationTabs.ts) and the operators' list. A user's pages are organization-users'.
 */
export default defineRoutes([
  {
    // The menu's entry: opens the first tab.
    id: 'organizations.home',
    path: organizationPaths.home.pattern,
    permission: 'ORGANIZATION_ACCOUNT_VIEW',
    page: () => import('./pages/OrganizationHomePage'),
    prefetch: () => import('./pages/OrganizationPage.prefetch'),
    menu: {
      labelKey: 'organizations:menu.organization',
      icon: () => import('@mui/icons-material/BusinessOutlined'),
      group: 'organization',
      order: 10,
    },
  },
  {
    id: 'organizations.own',
    path: organizationPaths.own.pattern,
    choices: organizationPaths.own.choices,
    permission: 'ORGANIZATION_ACCOUNT_VIEW',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationPage'),
    prefetch: () => import('./pages/OrganizationPage.prefetch'),
  },
  {
    id: 'organizations.edit',
    path: organizationPaths.edit.pattern,
    choices: organizationPaths.edit.choices,
    permission: 'OPERATOR_ORGANIZATION_EDIT',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationPage'),
  },
  {
    id: 'organizations.view',
    path: organizationPaths.view.pattern,
    choices: organizationPaths.view.choices,
    permission: 'OPERATOR_ORGANIZATION_VIEW',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationPage'),
  },
  {
    id: 'organizations.list',
    path: organizationPaths.list.pattern,
    permission: 'OPERATOR_ORGANIZATION_VIEW',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationListPage'),
    menu: {
      labelKey: 'organizations:menu.organizations',
      icon: () => import('@mui/icons-material/ApartmentOutlined'),
      group: 'administration',
      order: 10,
    },
  },
]);
