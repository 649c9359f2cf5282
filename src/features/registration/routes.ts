import { defineRoutes } from '@/lib/auth/routes';

const PUBLIC = { permission: null, public: true, layout: 'bare' } as const;
const NAMESPACES = ['registration', 'http'];

// Literal patterns, equal to the path table's (routes.test.ts): the route table is in the
// startup chunk, the path table is not.
/** Registration, buyer and seller, its mailed validation and invited users (spec section 2). */
export default defineRoutes([
  {
    ...PUBLIC,
    path: '/register',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterChoicePage'),
  },
  {
    ...PUBLIC,
    path: '/registration/:tab',
    namespaces: [...NAMESPACES, 'validation', 'enums', 'captcha'],
    page: () => import('./pages/RegistrationFormPage'),
  },
  {
    ...PUBLIC,
    path: '/register-validation/:id',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterValidationPage'),
  },
  {
    ...PUBLIC,
    path: '/register-validate',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterValidatePage'),
  },
  {
    ...PUBLIC,
    path: '/registration-validation',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationValidationPage'),
  },
  {
    ...PUBLIC,
    path: '/registration-user',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserPage'),
  },
  {
    ...PUBLIC,
    path: '/registration-user-validation',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserValidationPage'),
  },
  {
    ...PUBLIC,
    path: '/registration-user-valid',
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserValidPage'),
  },
]);
