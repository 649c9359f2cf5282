/**
 * The password recovery pages and the demo mailbox, one lazy chunk for all. Apart, each would
 * share a different part of the login page's form kit, and the bundler would cut that kit into
 * more chunks for /login to fetch (about 1.6 KB gzip more on a page with a 260 KB budget).
 */
export { default as ForgotPasswordPage } from './ForgotPasswordPage';
export { default as ForgotPasswordValidationPage } from './ForgotPasswordValidationPage';
export { default as ResetPasswordPage } from './ResetPasswordPage';
export { default as ResetPasswordValidationPage } from './ResetPasswordValidationPage';
export { default as DemoMailboxPage } from './DemoMailboxPage';
