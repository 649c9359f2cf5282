/** The organization's users tab (spec section 2). */
export const ORGANIZATION_USERS_TAB = 'users-list';
/** `/organization/{tab}` and the operator's `/organization/{id}/{tab}[/view]`: every tab's name. */
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

/** The groups the tabs are shown in, in this order (issue 18: profile, finance, users, integrations). */
export const ORGANIZATION_TAB_GROUPS = ['profile', 'finance', 'users', 'integrations'] as const;
export type OrganizationTabGroup = (typeof ORGANIZATION_TAB_GROUPS)[number];
