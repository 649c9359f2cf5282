import type { Schemas } from '../../../lib/api/contract';
import { contactPayloadLimits, contactSubjectValues } from '../../../lib/api/generated/constants';
import { lengthBetweenMessage } from '../../../lib/validation/messages';
import { VALIDATOR, isEmail, lengthMaxMessage, type JsonObject } from '../../api';

type ContactPayload = Schemas['ContactPayload'];
type ContactSubject = Schemas['ContactSubject'];

function text(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

function isSubject(value: unknown): value is ContactSubject {
  return contactSubjectValues.some((subject) => subject === value);
}

export type ContactPayloadResult =
  { payload: ContactPayload; errors: null } | { payload: null; errors: Record<string, string[]> };

/** The body of POST api/contact, trimmed, or `validator.*` errors by field (the front's rules). */
export function readContactPayload(body: JsonObject): ContactPayloadResult {
  const { maxLength: nameMax } = contactPayloadLimits.name;
  const { maxLength: organizationMax } = contactPayloadLimits.organization;
  const { minLength: messageMin, maxLength: messageMax } = contactPayloadLimits.message;
  const errors: Record<string, string[]> = {};
  const name = text(body.name);
  const email = text(body.email);
  const organization = text(body.organization);
  const message = text(body.message);

  if (name === '') errors.name = [VALIDATOR.required];
  else if (name.length > nameMax) errors.name = [lengthMaxMessage(nameMax)];

  if (email === '') errors.email = [VALIDATOR.required];
  else if (!isEmail(email)) errors.email = [VALIDATOR.email];

  if (organization.length > organizationMax) {
    errors.organization = [lengthMaxMessage(organizationMax)];
  }

  const subject = body.subject;
  if (subject === undefined || subject === null || subject === '') {
    errors.subject = [VALIDATOR.required];
  } else if (!isSubject(subject)) errors.subject = [VALIDATOR.choice];

  if (message === '') errors.message = [VALIDATOR.required];
  else if (message.length < messageMin || message.length > messageMax) {
    errors.message = [lengthBetweenMessage(messageMin, messageMax)];
  }

  if (Object.keys(errors).length > 0 || !isSubject(subject)) return { payload: null, errors };
  return {
    payload: {
      name,
      email,
      organization: organization === '' ? null : organization,
      subject,
      message,
    },
    errors: null,
  };
}
