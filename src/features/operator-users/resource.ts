import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * Every user of the marketplace, across organizations (spec section 7, "Users (generic)":
 * GET/POST /apps/user/users, GET /{id}) [OPERATOR_USER_*]: routes of our own. A person is
 * added by inviting them into an organization; memberships are changed on the organization's
 * own users tab.
 */
export const operatorUsers = defineResource({
  id: 'operatorUsers',
  subject: 'OPERATOR_USER',
  namespaces: ['operatorUsers'],
  paths: {
    list: route('/users'),
    add: route('/user/add'),
    show: route('/user/:id'),
  },
  endpoint: 'apps/user/users',
  tag: 'PlatformUser',
  listKey: 'users',
  views: () => import('./views'),
  menu: {
    labelKey: 'operatorUsers:menu',
    icon: () => import('@mui/icons-material/ManageAccountsOutlined'),
    group: 'administration',
    order: 90,
  },
});
