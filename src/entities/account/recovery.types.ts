/**
 * Contract of password recovery (spec section 7, "Auth") and of the demo mailbox. The demo API's
 * handlers import these types (type-only), so the front and the demo API share one contract.
 *
 *   PATCH api/reset-password-mail  ResetPasswordMailPayload -> 200 { message }, whatever the email
 *                                  (the API never tells whether an account exists)
 *   PATCH api/reset-password       ResetPasswordPayload -> 200 { message }; 400 errors.token_not_found
 *                                  (unknown, used or expired token) or field errors on `password`
 *   GET   api/demo/outbox          demo API only: ?to=&kind=&page=&numberOfItemsPerPage= -> DemoOutboxPage
 */

export interface ResetPasswordMailPayload {
  email: string;
  /** Where the mailed link leads (the app's /reset-password); the API adds `?token=`. */
  redirectUrl: string;
}

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}

/** The API's message when a reset link's token is unknown, used or expired. */
export const TOKEN_NOT_FOUND = 'errors.token_not_found';

export interface DemoMailLink {
  label: string;
  /** Absolute; the mailbox renders it as a link only when it is on the app's origin. */
  url: string;
}

export interface DemoMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  /** Plain text, never rendered as HTML. */
  text: string;
  links: DemoMailLink[];
  createdAt: string;
}

export interface DemoOutboxPage {
  mails: DemoMail[];
  totalItems: number;
}
