// An icon the menu already loads (the login chunk's budget): a client company.
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
      icon: 'negotiatedRates',
      group: 'sales',
      order: 30,
    },
  },
]);
