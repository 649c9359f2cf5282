import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * The airport catalogue as operators keep it (routes of our own: the spec names the rights,
 * OPERATOR_AIRPORT_*, and GET api/airport; DECISIONS.md "Administration" the writes). No show
 * page: the list's columns hold what an operator checks, the form the rest.
 */
export const airports = defineResource({
  id: 'airports',
  subject: 'OPERATOR_AIRPORT',
  namespaces: ['airports'],
  paths: {
    list: route('/airports'),
    add: route('/airport/add'),
    edit: route('/airport/:id/edit'),
  },
  endpoint: 'api/airport',
  tag: 'Airport',
  listKey: 'airports',
  views: () => import('./views'),
  menu: {
    labelKey: 'airports:menu',
    icon: () => import('@mui/icons-material/LocalAirportOutlined'),
    group: 'administration',
    order: 85,
  },
});
