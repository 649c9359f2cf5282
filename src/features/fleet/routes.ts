import { createElement } from 'react';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { defineRoutes } from '@/lib/auth/routes';
import { crewPaths } from '@/lib/paths/crews';

/** Fleet: crews (spec section 2, "Organization resources"). */
export default defineRoutes([
  {
    path: crewPaths.list.pattern,
    permission: 'CREW_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewListPage'),
    menu: {
      labelKey: 'fleet:menu.crews',
      icon: () => createElement(GroupsIcon),
      group: 'organization',
      order: 30,
    },
  },
  {
    path: crewPaths.add.pattern,
    permission: 'CREW_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewAddPage'),
  },
  {
    path: crewPaths.edit.pattern,
    permission: 'CREW_EDIT',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewEditPage'),
  },
  {
    path: crewPaths.duplicate.pattern,
    permission: 'CREW_ADD',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewDuplicatePage'),
  },
  {
    path: crewPaths.show.pattern,
    permission: 'CREW_VIEW',
    namespaces: ['fleet'],
    page: () => import('./pages/CrewShowPage'),
  },
]);
