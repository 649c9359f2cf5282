import type { OrganizationTab } from '@/entities/organization';
import { route } from '@/lib/pathBuilder';

/**
 * The tabs a URL may name: the organization entity's list, written out here because this module
 * is in the startup chunk (the route table) and a value import of the entity's index would bring
 * its whole contract there (login +6 KB gzip); the type keeps the two lists' names in step.
 */
const ORGANIZATION_TABS = [
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
  'users-list',
  'workroles',
] as const satisfies readonly OrganizationTab[];

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
};
