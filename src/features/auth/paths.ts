import { route } from '@/lib/pathBuilder';

/** Auth and general pages (spec section 2): login, password recovery, maintenance. */
export const authPaths = {
  login: route('/login'),
  forgotPassword: route('/forgot-password'),
  forgotPasswordValidation: route('/forgot-password-validation'),
  resetPassword: route('/reset-password'),
  resetPasswordValidation: route('/reset-password-validation'),
  /** The demo API's outbox: only in demo mode. */
  demoMailbox: route('/demo/mailbox'),
  maintenance: route('/maintenance'),
  notAuthorized: route('/not-authorized'),
};
