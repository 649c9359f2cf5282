import { defineRoutes } from '@/lib/auth/routes';
import { priceListPaths } from './paths';

const namespaces = ['priceLists'];

/** Price lists ("price management"): a seller's prices for one client company each. */
export default defineRoutes([
  {
    id: 'priceLists.list',
    path: priceListPaths.list.pattern,
    permission: 'PRICE_MANAGEMENT_VIEW',
    namespaces,
    page: () => import('./pages/PriceListListPage'),
    menu: {
      labelKey: 'priceLists:menu',
      icon: () => import('@mui/icons-material/SellOutlined'),
      group: 'sales',
      order: 20,
    },
  },
  {
    id: 'priceLists.add',
    path: priceListPaths.add.pattern,
    permission: 'PRICE_MANAGEMENT_ADD',
    namespaces,
    page: () => import('./pages/PriceListAddPage'),
  },
  {
    id: 'priceLists.edit',
    path: priceListPaths.edit.pattern,
    permission: 'PRICE_MANAGEMENT_EDIT',
    namespaces,
    page: () => import('./pages/PriceListEditPage'),
  },
  {
    id: 'priceLists.duplicate',
    path: priceListPaths.duplicate.pattern,
    permission: 'PRICE_MANAGEMENT_ADD',
    namespaces,
    page: () => import('./pages/PriceListDuplicatePage'),
  },
  {
    id: 'priceLists.show',
    path: priceListPaths.show.pattern,
    permission: 'PRICE_MANAGEMENT_VIEW',
    namespaces,
    page: () => import('./pages/PriceListShowPage'),
  },
]);
