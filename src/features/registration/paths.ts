import { route } from '@/lib/pathBuilder';

/** `/registration/{tab}`: the side chosen at `/register` (DECISIONS.md). */
export const REGISTRATION_TABS = ['buyer', 'seller'] as const;

/** Registration, buyer and seller, its mailed validation and invited users (spec section 2). */
export const registrationPaths = {
  register: route('/register'),
  registerValidation: route('/register-validation/:id'),
  registerValidate: route('/register-validate'),
  registration: route('/registration/:tab', { tab: REGISTRATION_TABS }),
  registrationValidation: route('/registration-validation'),
  registrationUser: route('/registration-user'),
  registrationUserValidation: route('/registration-user-validation'),
  registrationUserValid: route('/registration-user-valid'),
};
