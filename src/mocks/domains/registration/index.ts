import { defineDomain } from '../../registry/defineDomain';
import { registrationHandlers } from './handlers';
export { NEW_BUYER } from './testing';

export type { RegistrationRecord } from './records';
export { DEMO_CAPTCHA_TOKEN } from './validation';

/** Buyer and seller registration, its mailed validation, offer choice and invited users. */
export const domain = defineDomain({
  name: 'registration',
  seed: () => ({ registrations: [] }),
  handlers: registrationHandlers,
});
