import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * The catalogue's attributes (spec sections 2, 3 and 7; issue 31): the operator's list at
 * /attributes, add at /attribute/add, edit at /attribute/edit/{attribute_id}. The records the
 * service form and the shop read (GET api/attribute), extended with the operator's fields.
 */
export const attributes = defineResource({
  id: 'attributes',
  subject: 'OPERATOR_ATTRIBUTE',
  namespaces: ['attributes'],
  paths: {
    list: route('/attributes'),
    add: route('/attribute/add'),
    edit: route('/attribute/edit/:id'),
  },
  endpoint: 'api/attribute',
  tag: 'Attribute',
  listKey: 'attributes',
  views: () => import('./views'),
  menu: {
    labelKey: 'attributes:menu',
    icon: () => import('@mui/icons-material/TuneOutlined'),
    group: 'administration',
    order: 30,
  },
});
