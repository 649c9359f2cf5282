import { route } from '@/lib/pathBuilder';

/**
 * My account's screens (spec section 2, "Account and organization"), used inside this feature;
 * other features link here through route ids (`routeTo('account.show', { tab })`).
 */

/** `/account/{tab}`: address book, main info, organization, payment method, security. */
export const ACCOUNT_TABS = [
  'address-book',
  'main-info',
  'organization',
  'payment-method',
  'security',
] as const;

export const accountPaths = {
  /** The route's pattern is `/account/:tab?`: a missing or unknown tab becomes main-info. */
  show: route('/account/:tab', { tab: ACCOUNT_TABS }),
  invitations: route('/invitations'),
};
