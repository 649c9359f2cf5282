import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * The catalogue's categories (spec sections 2, 3 and 7; issue 31): the tree at /categories
 * (drag to re-parent, or "Move to…"), add at /category, edit at /category/{category_id} with
 * its product names. The shop's records, extended with the operator's fields.
 */
export const categories = defineResource({
  id: 'categories',
  subject: 'OPERATOR_CATEGORY',
  namespaces: ['categories'],
  paths: {
    list: route('/categories'),
    add: route('/category'),
    edit: route('/category/:id'),
  },
  endpoint: 'api/category',
  tag: 'Category',
  listKey: 'categories',
  pages: {
    list: () => import('./pages/CategoryTreePage'),
    form: () => import('./pages/CategoryFormPage'),
  },
  menu: {
    labelKey: 'categories:menu',
    icon: () => import('@mui/icons-material/AccountTreeOutlined'),
    group: 'administration',
    order: 31,
  },
});
