import { defineRoutes } from '@/lib/auth/routes';
import { shopPaths } from './paths';

/** The shop (spec section 2 "Shop"). */
export default defineRoutes([
  // shopbrowse: the browsing screens.
  {
    id: 'shop.providers',
    path: shopPaths.providers.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ProvidersPage'),
  },
  {
    id: 'shop.provider',
    path: shopPaths.provider.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums', 'cancellation'],
    page: () => import('./pages/ProviderPage'),
  },
  {
    id: 'shop.providerWithoutAirport',
    path: shopPaths.providerWithoutAirport.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums', 'cancellation'],
    page: () => import('./pages/ProviderPage'),
  },
  {
    id: 'shop.service',
    path: shopPaths.service.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/ServicePage'),
  },
  {
    id: 'shop.hangarDetail',
    path: shopPaths.hangarDetail.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/HangarDetailPage'),
  },
  {
    id: 'shop.mandatoryPackage',
    path: shopPaths.mandatoryPackage.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/MandatoryPackagePage'),
  },
  {
    id: 'shop.fuel',
    path: shopPaths.fuel.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/FuelPage'),
  },
  {
    id: 'shop.hangar',
    path: shopPaths.hangar.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['shop', 'enums'],
    page: () => import('./pages/HangarSearchPage'),
  },
  // end shopbrowse
  // checkout: the cart's review, payment and order.
  {
    id: 'shop.checkout',
    path: shopPaths.checkout.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments', 'shop', 'cancellation', 'enums'],
    page: () => import('./pages/CheckoutPage'),
  },
  {
    id: 'shop.helicopters',
    path: shopPaths.helicopters.pattern,
    permission: 'TRIP_EDIT',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicoptersPage'),
  },
  {
    id: 'shop.helicopter',
    path: shopPaths.helicopter.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments'],
    page: () => import('./pages/HelicopterOffersPage'),
  },
  {
    id: 'shop.helicopterValidate',
    path: shopPaths.helicopterValidate.pattern,
    permission: 'TRIP_VIEW',
    namespaces: ['checkout', 'payments', 'shop'],
    page: () => import('./pages/HelicopterValidatePage'),
  },
  // end checkout
]);
