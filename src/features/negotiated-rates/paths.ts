import { route } from '@/lib/pathBuilder';

/** The seller's client companies (spec section 2: /negotiated-rates). */
export const negotiatedRatePaths = {
  list: route('/negotiated-rates'),
};
