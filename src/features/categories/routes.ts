import { defineRoutes } from '@/lib/auth/routes';
import { categories } from './resource';

export default defineRoutes([
  ...categories.routes,
  {
    // The products' parameters: typologies, units and fuel types with their use (read only).
    id: 'categories.productParameters',
    path: '/parameters/products',
    permission: 'OPERATOR_PARAMETER_VIEW',
    namespaces: ['categories', 'enums', 'services'],
    page: () => import('./pages/ProductParametersPage'),
    menu: {
      labelKey: 'categories:parameters.menu',
      icon: () => import('@mui/icons-material/CategoryOutlined'),
      group: 'administration',
      order: 32,
    },
  },
]);
