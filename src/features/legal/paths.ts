import { route } from '@/lib/pathBuilder';

/** The legal pages and contact (spec section 2): public. */
export const legalPaths = {
  privacyPolicy: route('/privacy-policy'),
  cookiesPolicy: route('/cookies-policy'),
  termsOfServices: route('/terms-of-services'),
  commercialTerms: route('/commercial-terms'),
  termsOfUse: route('/terms-of-use'),
  legalNotices: route('/legal-notices'),
  contact: route('/contact'),
};
