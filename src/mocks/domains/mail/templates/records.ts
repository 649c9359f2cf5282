import type { Schemas } from '../../../../lib/api/contract';

export type MailEventCode = Schemas['MailEventCode'];
export type MailLangCode = Schemas['MailLangCode'];
export type MailTemplateText = Schemas['MailTemplateText'];
export type MailTemplateVariable = Schemas['MailTemplateVariable'];

/** One event's mail: its texts per language, edited by operators (DECISIONS.md "Administration"). */
export interface MailTemplateRecord {
  id: number;
  eventCode: MailEventCode;
  /** What the event fills in, with the sample the preview and the test mail use. */
  variables: MailTemplateVariable[];
  /** English first; every language of MAIL_LANGS. */
  translations: MailTemplateText[];
  updatedAt: string;
}

declare module '../../../db/types' {
  interface Db {
    mailTemplates: MailTemplateRecord[];
  }
}
