import { createElement } from 'react';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { defineRoutes } from '@/lib/auth/routes';
import { env } from '@/lib/config/env';
import { corePaths } from '@/lib/paths/core';

/** Auth and general pages (spec section 2). */
export default defineRoutes([
  {
    path: corePaths.login.pattern,
    permission: null,
    public: true,
    guestOnly: true,
    layout: 'bare',
    // The demo accounts' texts come with the page, so the list paints as soon as its code does.
    namespaces: env.demoAccounts ? ['auth', 'demo'] : ['auth'],
    page: () => import('./pages/LoginPage'),
  },
  // Password recovery (spec section 2). Literal paths, equal to paths.forgotPassword etc. (checked
  // by routes.test.ts): this table is in the startup chunk, the full path table is not.
  {
    path: '/forgot-password',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth', 'http'],
    page: () => import('./pages/PublicPages').then((m) => ({ default: m.ForgotPasswordPage })),
  },
  {
    path: '/forgot-password-validation',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth'],
    page: () =>
      import('./pages/PublicPages').then((m) => ({ default: m.ForgotPasswordValidationPage })),
  },
  {
    path: '/reset-password',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth', 'http'],
    page: () => import('./pages/PublicPages').then((m) => ({ default: m.ResetPasswordPage })),
  },
  {
    path: '/reset-password-validation',
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth'],
    page: () =>
      import('./pages/PublicPages').then((m) => ({ default: m.ResetPasswordValidationPage })),
  },
  // The demo API's outbox (DECISIONS.md "Authority and money"): only in demo mode.
  ...(env.demoMailbox
    ? defineRoutes([
        {
          path: '/demo/mailbox',
          permission: null,
          public: true,
          layout: 'bare',
          namespaces: ['demo', 'http'],
          page: () => import('./pages/PublicPages').then((m) => ({ default: m.DemoMailboxPage })),
        },
      ])
    : []),
  {
    path: corePaths.maintenance.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth'],
    page: () => import('./pages/MaintenancePage'),
  },
  {
    path: corePaths.home.pattern,
    permission: 'DEFAULT_VIEW',
    namespaces: ['auth'],
    page: () => import('./pages/HomePage'),
    menu: {
      labelKey: 'auth:menu.home',
      icon: () => createElement(HomeIcon),
      group: 'main',
      order: 0,
    },
  },
  {
    path: corePaths.notAuthorized.pattern,
    permission: 'DEFAULT_VIEW',
    namespaces: ['auth'],
    page: () => import('./pages/NotAuthorizedPage'),
  },
  {
    // Catch-all: an unknown page is not public, so a visitor logs in first (spec section 2).
    path: '*',
    permission: 'DEFAULT_VIEW',
    namespaces: ['auth'],
    page: () => import('./pages/NotFoundPage'),
  },
]);
