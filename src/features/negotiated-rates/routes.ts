import { defineRoutes } from '@/lib/auth/routes';
import { negotiatedRatePaths } from './paths';

/** Negotiated rates: the client companies a seller gives its price lists to. */
export default defineRoutes([
  {
    id: 'negotiatedRates.list',
    path: negotiatedRatePaths.list.pattern,
    permission: 'NEGOTIATED_RATE_VIEW',
    namespaces: ['negotiatedRates', 'priceLists'],
    page: () => import('./pages/NegotiatedRatesPage'),
    menu: {
      labelKey: 'negotiatedRates:menu',
      icon: () => import('@mui/icons-material/HandshakeOutlined'),
      group: 'sales',
      order: 30,
    },
  },
]);
