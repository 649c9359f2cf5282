import { defineRoutes } from '@/lib/auth/routes';
import { registrationPaths } from './paths';

const PUBLIC = { permission: null, public: true, layout: 'bare' } as const;
const NAMESPACES = ['registration', 'http'];

/** Registration, buyer and seller, its mailed validation and invited users (spec section 2). */
export default defineRoutes([
  {
    ...PUBLIC,
    id: 'registration.register',
    path: registrationPaths.register.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterChoicePage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registration',
    path: registrationPaths.registration.pattern,
    choices: registrationPaths.registration.choices,
    namespaces: [...NAMESPACES, 'validation', 'enums', 'captcha'],
    page: () => import('./pages/RegistrationFormPage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registerValidation',
    path: registrationPaths.registerValidation.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterValidationPage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registerValidate',
    path: registrationPaths.registerValidate.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegisterValidatePage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registrationValidation',
    path: registrationPaths.registrationValidation.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationValidationPage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registrationUser',
    path: registrationPaths.registrationUser.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserPage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registrationUserValidation',
    path: registrationPaths.registrationUserValidation.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserValidationPage'),
  },
  {
    ...PUBLIC,
    id: 'registration.registrationUserValid',
    path: registrationPaths.registrationUserValid.pattern,
    namespaces: NAMESPACES,
    page: () => import('./pages/RegistrationUserValidPage'),
  },
]);
