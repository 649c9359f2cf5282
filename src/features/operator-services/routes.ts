import { defineRoutes } from '@/lib/auth/routes';
import { operatorServicePaths } from './paths';

/**
 * The operator's validation of the sellers' services (issue 19, "Operator validation"): with the
 * other operator pages, in the menu's administration group.
 */
export default defineRoutes([
  {
    id: 'operatorServices.list',
    path: operatorServicePaths.list.pattern,
    permission: 'OPERATOR_SERVICE_VIEW',
    namespaces: ['operatorServices', 'services', 'enums'],
    page: () => import('./pages/OperatorServiceListPage'),
    prefetch: () => import('./pages/OperatorServiceListPage.prefetch'),
    menu: {
      labelKey: 'operatorServices:menu.services',
      icon: () => import('@mui/icons-material/FactCheckOutlined'),
      group: 'administration',
      order: 45,
      // Opens on the work: what awaits validation, and says how much of it there is.
      search: '?validationState=awaiting_validation',
      badge: () => import('./menu/AwaitingValidationCount'),
    },
  },
  {
    id: 'operatorServices.show',
    path: '/operator-services/show/:id/:typology/:tab?',
    choices: operatorServicePaths.show.choices,
    permission: 'OPERATOR_SERVICE_VIEW',
    namespaces: ['operatorServices', 'services', 'enums'],
    page: () => import('./pages/OperatorServiceShowPage'),
  },
]);
