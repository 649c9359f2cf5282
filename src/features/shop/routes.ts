import { defineRoutes } from '@/lib/auth/routes';
import { shopPaths } from '@/lib/paths/shop';
import { tripPaths } from '@/lib/paths/trips';

/** The shop (spec section 2 "Shop"). */
export default defineRoutes([
  // shopbrowse: the browsing screens.
  {
    path: shopPaths.providers.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProvidersPage'),
  },
  {
    path: shopPaths.provider.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProviderPage'),
  },
  {
    path: shopPaths.providerWithoutAirport.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProviderPage'),
  },
  {
    path: shopPaths.service.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ServicePage'),
  },
  {
    path: shopPaths.hangarDetail.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/HangarDetailPage'),
  },
  {
    path: shopPaths.mandatoryPackage.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/MandatoryPackagePage'),
  },
  {
    path: tripPaths.fuel.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/FuelPage'),
  },
  {
    path: tripPaths.hangar.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/HangarSearchPage'),
  },
  // end shopbrowse
  // checkout: the cart's review, payment and order.
  {
    path: shopPaths.checkout.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments', 'shop'],
    page: () => import('./pages/CheckoutPage'),
  },
  {
    path: tripPaths.helicopters.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicoptersPage'),
  },
  {
    path: shopPaths.helicopter.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicopterOffersPage'),
  },
  {
    path: shopPaths.helicopterValidate.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments', 'shop'],
    page: () => import('./pages/HelicopterValidatePage'),
  },
  // end checkout
]);
