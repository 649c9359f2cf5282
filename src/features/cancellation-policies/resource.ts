import { defineResource } from '@/lib/api/defineResource';
import { resourcePaths } from '@/lib/pathBuilder';

/**
 * The seller's cancellation policies (spec sections 2 and 3), in the menu's sales group. The
 * spec's paths (section 2): a plural list, the singular for one policy.
 */
export const policies = defineResource({
  id: 'cancellationPolicies',
  subject: 'CANCELLATION_POLICY',
  namespaces: ['cancellationPolicies', 'cancellation'],
  paths: resourcePaths('/cancellation-policies', '/cancellation-policy'),
  endpoint: 'api/cancellation-policy',
  tag: 'CancellationPolicy',
  listKey: 'cancellationPolicies',
  views: () => import('./views'),
  menu: {
    labelKey: 'cancellationPolicies:list.title',
    icon: () => import('@mui/icons-material/EventBusyOutlined'),
    group: 'sales',
    order: 40,
  },
});
