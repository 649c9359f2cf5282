import { defineRoutes } from '@/lib/auth/routes';
import { env } from '@/lib/config/env';
import { authPaths } from './paths';

/**
 * Auth and general pages (spec section 2): the visitors' pages, not authorized and the catch-all,
 * all in the startup chunk.
 */
export default defineRoutes([
  {
    id: 'auth.login',
    path: authPaths.login.pattern,
    permission: null,
    public: true,
    guestOnly: true,
    layout: 'bare',
    // The demo accounts' texts come with the page, so the list paints as soon as its code does.
    namespaces: env.demoAccounts ? ['auth', 'demo'] : ['auth'],
    page: () => import('./pages/LoginPage'),
  },
  // Password recovery (spec section 2).
  {
    id: 'auth.forgotPassword',
    path: authPaths.forgotPassword.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth', 'http'],
    page: () => import('./pages/PublicPages').then((m) => ({ default: m.ForgotPasswordPage })),
  },
  {
    id: 'auth.forgotPasswordValidation',
    path: authPaths.forgotPasswordValidation.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth'],
    page: () =>
      import('./pages/PublicPages').then((m) => ({ default: m.ForgotPasswordValidationPage })),
  },
  {
    id: 'auth.resetPassword',
    path: authPaths.resetPassword.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth', 'http'],
    page: () => import('./pages/PublicPages').then((m) => ({ default: m.ResetPasswordPage })),
  },
  {
    id: 'auth.resetPasswordValidation',
    path: authPaths.resetPasswordValidation.pattern,
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
          id: 'auth.demoMailbox',
          path: authPaths.demoMailbox.pattern,
          permission: null,
          public: true,
          layout: 'bare',
          namespaces: ['demo', 'http'],
          page: () => import('./pages/PublicPages').then((m) => ({ default: m.DemoMailboxPage })),
        },
      ])
    : []),
  {
    id: 'auth.maintenance',
    path: authPaths.maintenance.pattern,
    permission: null,
    public: true,
    layout: 'bare',
    namespaces: ['auth'],
    page: () => import('./pages/MaintenancePage'),
  },
  {
    // In the shell, yet in the startup table: the guard sends here before the shell's has loaded.
    id: 'auth.notAuthorized',
    path: authPaths.notAuthorized.pattern,
    permission: 'DEFAULT_VIEW',
    namespaces: ['auth'],
    page: () => import('./pages/NotAuthorizedPage'),
  },
  {
    // Catch-all: an unknown page is not public, so a visitor logs in first (spec section 2). In
    // the shell, yet in the startup chunk: a signed-in page's path matches it until the shell's
    // table has loaded, so the router has a page (and its startup fallback) from the first paint.
    id: 'auth.notFound',
    path: '*',
    permission: 'DEFAULT_VIEW',
    namespaces: ['auth'],
    page: () => import('./pages/NotFoundPage'),
  },
]);
