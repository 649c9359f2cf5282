import { defineRoutes } from '@/lib/auth/routes';
import { paths } from '@/lib/paths';
import { tripPaths } from '@/lib/paths/trips';

/** The shop (spec section 2 "Shop"). */
export default defineRoutes([
  // shopbrowse: the browsing screens.
  {
    path: paths.shop.providers.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProvidersPage'),
  },
  {
    path: paths.shop.provider.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProviderPage'),
  },
  {
    path: paths.shop.providerWithoutAirport.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProviderPage'),
  },
  {
    path: paths.shop.service.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ServicePage'),
  },
  {
    path: paths.shop.hangarDetail.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/HangarDetailPage'),
  },
  {
    path: paths.shop.mandatoryPackage.pattern,
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
    path: paths.shop.checkout.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/CheckoutPage'),
  },
  {
    path: tripPaths.helicopters.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicoptersPage'),
  },
  {
    path: paths.shop.helicopter.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicopterOffersPage'),
  },
  {
    path: paths.shop.helicopterValidate.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicopterValidatePage'),
  },
  // end checkout
]);
