import { defineRoutes } from '@/lib/auth/routes';
import { translationPaths } from './paths';

/** Operator administration (spec section 2): every text of the app, and the server's cache. */
export default defineRoutes([
  {
    id: 'translations.list',
    path: translationPaths.list.pattern,
    permission: 'OPERATOR_TRANSLATION_VIEW',
    namespaces: ['translations'],
    page: () => import('./pages/TranslationsPage'),
    menu: {
      labelKey: 'translations:menu.translations',
      icon: () => import('@mui/icons-material/TranslateOutlined'),
      group: 'administration',
      order: 50,
    },
  },
  {
    id: 'translations.cache',
    path: translationPaths.cache.pattern,
    permission: 'OPERATOR_PARAMETER_DELETE',
    namespaces: ['translations'],
    page: () => import('./pages/CachePage'),
    menu: {
      labelKey: 'translations:menu.cache',
      icon: () => import('@mui/icons-material/CachedOutlined'),
      group: 'administration',
      order: 55,
    },
  },
]);
