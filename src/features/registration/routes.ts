import { defineRoutes } from '@/lib/auth/routes';
import { paths } from '@/lib/paths';

const PUBLIC = { permission: null, public: true, layout: 'bare' } as const;
const NAMESPACES = ['registration', 'http'];

/** Registration, buyer and seller, its mailed validation and invited users (spec section 2). */
export default defineRoutes([
  {
    ...PUBLIC,
    path: paths.register.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterChoicePage'),
  },
  {
    ...PUBLIC,
    path: paths.registration.pattern,
    namespaces: [...NAMESPACES, 'validation', 'enums', 'captcha'],
    page: () => import('./pages/RegistrationFormPage'),
  },
  {
    ...PUBLIC,
    path: paths.registerValidation.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterValidationPage'),
  },
  {
    ...PUBLIC,
    path: paths.registerValidate.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterValidatePage'),
  },
  {
    ...PUBLIC,
    path: paths.registrationValidation.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationValidationPage'),
  },
  {
    ...PUBLIC,
    path: paths.registrationUser.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserPage'),
  },
  {
    ...PUBLIC,
    path: paths.registrationUserValidation.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserValidationPage'),
  },
  {
    ...PUBLIC,
    path: paths.registrationUserValid.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserValidPage'),
  },
]);
