/** Contract of POST api/contact (the public contact form), shared with the demo API. */
import type { SameMembers, Schemas } from '../../lib/api/contract';
import { lengthMaxMessage } from '@/lib/validation/messages';

/** What a message is about, in the order the form offers them. */
export const CONTACT_SUBJECTS = ['sales', 'support', 'billing', 'partnership', 'other'] as const;
export type ContactSubject = Schemas['ContactSubject'];
export const CONTACT_SUBJECTS_MATCH: SameMembers<
  (typeof CONTACT_SUBJECTS)[number],
  ContactSubject
> = true;

export const CONTACT_LIMITS = {
  nameMax: 100,
  organizationMax: 150,
  messageMin: 20,
  messageMax: 2000,
} as const;

/**
 * The contact form's own `validator.*` keys (locales/*\/validation.json). A length message
 * carries its bounds after a `|` as JSON, as the rule library's messages do.
 */
export const CONTACT_VALIDATOR = {
  lengthBetween: 'validator.length_between',
  lengthMax: 'validator.length_max',
  acceptPrivacyPolicy: 'validator.accept_privacy_policy',
} as const;

/** `validator.length_between|{"min":20,"max":2000}`. */
export function lengthBetweenMessage(min: number, max: number): string {
  return `${CONTACT_VALIDATOR.lengthBetween}|${JSON.stringify({ min, max })}`;
}

/** `validator.length_max|{"max":100}`: the rule library's own length message. */
export { lengthMaxMessage };

/** The body of POST api/contact. The privacy policy is accepted on the form, not sent. */
export type ContactPayload = Schemas['ContactPayload'];

/** What POST api/contact answers (201). */
export type ContactReceipt = Schemas['ContactReceipt'];
