import { route } from '../pathBuilder';
import { accountingPaths } from './orders';

/**
 * Accounts: registration, the account and the organization screens. A module of its own so that
 * these domains' route rows, loaded at startup, do not bring the whole table (`paths` in index.ts).
 */

/** `/registration/{tab}`: the side chosen at `/register` (DECISIONS.md). */
export const REGISTRATION_TABS = ['buyer', 'seller'] as const;
/** `/account/{tab}`: address book, main info, organization, payment method, security. */
export const ACCOUNT_TABS = [
  'address-book',
  'main-info',
  'organization',
  'payment-method',
  'security',
] as const;
/** The organization's users tab (spec section 2). */
export const ORGANIZATION_USERS_TAB = 'users-list';
/** `/organization/{tab}` and the operator's `/organization/{id}/{tab}[/view]`. */
export const ORGANIZATION_TABS = [
  'main-information',
  'legal',
  'presentation',
  'emergency-contact',
  'invoice-configuration',
  'airports',
  'bank-accounts',
  'kyc',
  'offer',
  'balance',
  'external-account',
  'external-service',
  'accounting',
  ORGANIZATION_USERS_TAB,
  'workroles',
] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

export const organizationPaths = {
  list: route('/organizations'),
  /** The selected organization's own account, by tab [ORGANIZATION_ACCOUNT_VIEW]. */
  own: route('/organization/:tab', { tab: ORGANIZATION_TABS }),
  /** The operator's editor of any organization [OPERATOR_ORGANIZATION_EDIT]. */
  edit: route('/organization/:id/:tab', { tab: ORGANIZATION_TABS }),
  view: route('/organization/:id/:tab/view', { tab: ORGANIZATION_TABS }),
  invoice: accountingPaths.organizationInvoice,
  order: accountingPaths.organizationOrder,
  user: route('/organization/:organizationId/user/:organizationUserId'),
  userEdit: route('/organization/:organizationId/user-edit/:organizationUserId'),
};

export const accountPaths = {
  forgotPassword: route('/forgot-password'),
  forgotPasswordValidation: route('/forgot-password-validation'),
  resetPassword: route('/reset-password'),
  resetPasswordValidation: route('/reset-password-validation'),
  register: route('/register'),
  registerValidation: route('/register-validation/:id'),
  registerValidate: route('/register-validate'),
  registration: route('/registration/:tab', { tab: REGISTRATION_TABS }),
  registrationValidation: route('/registration-validation'),
  registrationUser: route('/registration-user'),
  registrationUserValidation: route('/registration-user-validation'),
  registrationUserValid: route('/registration-user-valid'),
  invitations: route('/invitations'),
  account: route('/account/:tab', { tab: ACCOUNT_TABS }),
};
