import * as z from 'zod/mini';
import type { Schemas } from '@/lib/api/contract';
import { contactPayloadLimits, contactSubjectValues } from '@/lib/api/generated/constants';
import { VALIDATOR, email, lengthBetweenMessage, lengthMaxMessage } from '@/lib/validation';

/** What a message is about (the document's ContactSubject, in the order the form offers them). */
export type ContactSubject = Schemas['ContactSubject'];
/** The body of POST api/contact. The privacy policy is accepted on the form, not sent. */
export type ContactPayload = Schemas['ContactPayload'];

/** The form's own `validator.*` key (locales/*\/validation.json): the policy is never sent. */
export const CONTACT_VALIDATOR = {
  acceptPrivacyPolicy: 'validator.accept_privacy_policy',
} as const;

/** What the contact form edits. */
export interface ContactFormValues {
  name: string;
  email: string;
  organization: string;
  subject: ContactSubject | null;
  message: string;
  acceptPolicy: boolean;
}

export function emptyContactValues(
  sender: { name: string; email: string } = { name: '', email: '' },
): ContactFormValues {
  return {
    name: sender.name,
    email: sender.email,
    organization: '',
    subject: null,
    message: '',
    acceptPolicy: false,
  };
}

const text = z.pipe(
  z.string({ error: VALIDATOR.required }),
  z.transform((value: string) => value.trim()),
);

function requiredText(max: number) {
  return z.pipe(
    text,
    z
      .string()
      .check(
        z.minLength(1, { error: VALIDATOR.required }),
        z.maxLength(max, { error: lengthMaxMessage(max) }),
      ),
  );
}

function isSubject(value: unknown): value is ContactSubject {
  return contactSubjectValues.some((subject) => subject === value);
}

/** The document's bounds (POST api/contact answers 400 beyond them). */
const { maxLength: nameMax } = contactPayloadLimits.name;
const { maxLength: organizationMax } = contactPayloadLimits.organization;
const { minLength: messageMin, maxLength: messageMax } = contactPayloadLimits.message;

export const contactSchema = z.object({
  name: requiredText(nameMax),
  email: z.pipe(
    z.pipe(text, z.string().check(z.minLength(1, { error: VALIDATOR.required }))),
    email,
  ),
  organization: z.pipe(
    text,
    z.string().check(z.maxLength(organizationMax, { error: lengthMaxMessage(organizationMax) })),
  ),
  subject: z.pipe(
    z.nullable(z.custom<ContactSubject>(isSubject, { error: VALIDATOR.choice })),
    z.transform((value: ContactSubject | null, ctx) => {
      if (value !== null) return value;
      ctx.issues.push({ code: 'custom', message: VALIDATOR.required, input: value });
      return z.NEVER;
    }),
  ),
  message: z.pipe(
    text,
    z
      .string()
      .check(
        z.minLength(1, { error: VALIDATOR.required }),
        z.minLength(messageMin, { error: lengthBetweenMessage(messageMin, messageMax) }),
        z.maxLength(messageMax, { error: lengthBetweenMessage(messageMin, messageMax) }),
      ),
  ),
  acceptPolicy: z
    .boolean({ error: CONTACT_VALIDATOR.acceptPrivacyPolicy })
    .check(z.refine((accepted) => accepted, { error: CONTACT_VALIDATOR.acceptPrivacyPolicy })),
});

export type ContactFormOutput = z.output<typeof contactSchema>;

/** The request body: acceptPolicy stays on the form; an empty organization is null. */
export function toContactPayload(values: ContactFormOutput): ContactPayload {
  return {
    name: values.name,
    email: values.email,
    organization: values.organization === '' ? null : values.organization,
    subject: values.subject,
    message: values.message,
  };
}
