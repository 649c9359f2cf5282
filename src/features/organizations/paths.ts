import { route } from '@/lib/pathBuilder';

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

/** The organization screens (spec section 2, "Account and organization"). */
export const organizationPaths = {
  /** The menu's entry: opens the first tab. */
  home: route('/organization'),
  list: route('/organizations'),
  /** The selected organization's own account, by tab [ORGANIZATION_ACCOUNT_VIEW]. */
  own: route('/organization/:tab', { tab: ORGANIZATION_TABS }),
  /** The operator's editor of any organization [OPERATOR_ORGANIZATION_EDIT]. */
  edit: route('/organization/:id/:tab', { tab: ORGANIZATION_TABS }),
  view: route('/organization/:id/:tab/view', { tab: ORGANIZATION_TABS }),
  user: route('/organization/:organizationId/user/:organizationUserId'),
  userEdit: route('/organization/:organizationId/user-edit/:organizationUserId'),
};
