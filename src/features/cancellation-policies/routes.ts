import { defineRoutes } from '@/lib/auth/routes';
import { policyPaths } from './paths';

const NS = ['cancellationPolicies', 'cancellation'];

/** The seller's cancellation policies (spec sections 2 and 3), in the menu's sales group. */
export default defineRoutes([
  {
    id: 'cancellationPolicies.list',
    path: policyPaths.list.pattern,
    permission: 'CANCELLATION_POLICY_VIEW',
    namespaces: NS,
    page: () => import('./pages/PolicyListPage'),
    menu: {
      labelKey: 'cancellationPolicies:menu.list',
      icon: () => import('@mui/icons-material/EventBusyOutlined'),
      group: 'sales',
      order: 40,
    },
  },
  {
    id: 'cancellationPolicies.add',
    path: policyPaths.add.pattern,
    permission: 'CANCELLATION_POLICY_ADD',
    namespaces: NS,
    page: () => import('./pages/PolicyAddPage'),
  },
  {
    id: 'cancellationPolicies.edit',
    path: policyPaths.edit.pattern,
    permission: 'CANCELLATION_POLICY_EDIT',
    namespaces: NS,
    page: () => import('./pages/PolicyEditPage'),
  },
  {
    id: 'cancellationPolicies.duplicate',
    path: policyPaths.duplicate.pattern,
    permission: 'CANCELLATION_POLICY_ADD',
    namespaces: NS,
    page: () => import('./pages/PolicyDuplicatePage'),
  },
  {
    id: 'cancellationPolicies.show',
    path: policyPaths.show.pattern,
    permission: 'CANCELLATION_POLICY_VIEW',
    namespaces: NS,
    page: () => import('./pages/PolicyShowPage'),
  },
]);
