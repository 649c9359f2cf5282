import { defineOrganizationTabs } from '@/entities/organization';

/**
 * The users' tabs of `/organization/{tab}`, last in the strip (the app gathers them). Their labels
 * are in the page's namespace ('organizations'): the strip shows them before they load.
 */
export default defineOrganizationTabs([
  {
    tab: 'users-list',
    order: 210,
    group: 'users',
    labelKey: 'organizations:tabs.users',
    ownRights: true,
    namespaces: ['orgUsers'],
    load: () => import('./tabs/UsersListTab'),
  },
  {
    tab: 'workroles',
    order: 220,
    group: 'users',
    labelKey: 'organizations:tabs.workroles',
    ownRights: true,
    namespaces: ['orgUsers'],
    load: () => import('./tabs/WorkrolesTab'),
  },
]);
