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

import type { Schemas } from '../../lib/api/contract';

export type ResetPasswordMailPayload = Schemas['ResetPasswordMailPayload'];
export type ResetPasswordPayload = Schemas['ResetPasswordPayload'];
export type MessageResponse = Schemas['MessageResponse'];

/** The API's message when a reset link's token is unknown, used or expired. */
export const TOKEN_NOT_FOUND = 'errors.token_not_found';

export type DemoMailLink = Schemas['DemoMailLink'];
export type DemoMail = Schemas['DemoMail'];
export type DemoOutboxPage = Schemas['DemoOutboxPage'];
