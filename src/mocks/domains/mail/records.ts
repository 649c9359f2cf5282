/** Mail the marketplace would send, kept in the demo API's outbox (DECISIONS.md "The demo API"). */
export const MAIL_KINDS = [
  'registration_validation',
  'password_reset',
  'user_invitation',
  'contact',
  'notification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailLink {
  /** What the link does, in plain words ("Validate my registration"). */
  label: string;
  /** An absolute URL on the app's origin. */
  url: string;
}

export interface OutboxMail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string;
  /** Plain text: the outbox page never renders HTML from data. */
  text: string;
  links: MailLink[];
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    outbox: OutboxMail[];
  }
}
