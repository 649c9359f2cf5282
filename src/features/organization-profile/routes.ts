import { createElement } from 'react';
import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { defineRoutes } from '@/lib/auth/routes';

const NAMESPACES = ['organizations', 'enums'];

/**
 * The organization screens (spec section 2, "Account and organization"): its tabs (declared by
 * each feature's organizationTabs.ts) and the operators' list. A user's pages are organization-users'.
 */
export default defineRoutes([
  {
    // The menu's entry: `/organization` opens the first tab.
    path: '/organization',
    permission: 'ORGANIZATION_ACCOUNT_VIEW',
    page: () => import('./pages/OrganizationHomePage'),
    menu: {
      labelKey: 'organizations:menu.organization',
      icon: () => createElement(BusinessIcon),
      group: 'organization',
      order: 10,
    },
  },
  {
    path: '/organization/:tab',
    permission: 'ORGANIZATION_ACCOUNT_VIEW',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationPage'),
  },
  {
    path: '/organization/:id/:tab',
    permission: 'OPERATOR_ORGANIZATION_EDIT',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationPage'),
  },
  {
    path: '/organization/:id/:tab/view',
    permission: 'OPERATOR_ORGANIZATION_VIEW',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationPage'),
  },
  {
    path: '/organizations',
    permission: 'OPERATOR_ORGANIZATION_VIEW',
    namespaces: NAMESPACES,
    page: () => import('./pages/OrganizationListPage'),
    menu: {
      labelKey: 'organizations:menu.organizations',
      icon: () => createElement(ApartmentIcon),
      group: 'administration',
      order: 10,
    },
  },
]);
