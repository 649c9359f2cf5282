import { ORGANIZATION_TABS } from '@/entities/organization';
import { route } from '@/lib/pathBuilder';

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
