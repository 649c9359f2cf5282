import { PRICE_LIST_TAG } from '@/entities/price-list/tags';
import { defineResource } from '@/lib/api/defineResource';
import { resourcePaths } from '@/lib/pathBuilder';

/**
 * Price lists ("price management"): a seller's prices for one client company each. The spec's
 * paths (section 2): the list at /prices-management, a record at /price-management.
 */
export const priceLists = defineResource({
  id: 'priceLists',
  subject: 'PRICE_MANAGEMENT',
  namespaces: ['priceLists'],
  paths: resourcePaths('/prices-management', '/price-management'),
  endpoint: 'api/price-management',
  tag: PRICE_LIST_TAG,
  listKey: 'priceLists',
  views: () => import('./views'),
  menu: {
    labelKey: 'priceLists:menu',
    icon: () => import('@mui/icons-material/SellOutlined'),
    group: 'sales',
    order: 20,
  },
});
