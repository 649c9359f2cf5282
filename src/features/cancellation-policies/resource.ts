import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * The seller's cancellation policies (spec sections 2 and 3), in the menu's sales group. The
 * spec's paths (section 2): a plural list, the singular for one policy.
 */
export const policies = defineResource({
  id: 'cancellationPolicies',
  subject: 'CANCELLATION_POLICY',
  namespaces: ['cancellationPolicies', 'cancellation'],
  paths: {
    list: route('/cancellation-policies'),
    add: route('/cancellation-policy/add'),
    edit: route('/cancellation-policy/:id/edit'),
    show: route('/cancellation-policy/:id/show'),
    duplicate: route('/cancellation-policy/:id/duplicate'),
  },
  endpoint: 'api/cancellation-policy',
  tag: 'CancellationPolicy',
  listKey: 'cancellationPolicies',
  views: () => import('./views'),
  menu: {
    labelKey: 'cancellationPolicies:menu.list',
    icon: () => import('@mui/icons-material/EventBusyOutlined'),
    group: 'sales',
    order: 40,
  },
});
