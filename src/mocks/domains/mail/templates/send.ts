import { db } from '../../../db';
import { sendMail } from '../outbox';
import type { MailKind, MailLink, OutboxMail } from '../records';
import type { MailEventCode, MailLangCode, MailTemplateRecord } from './records';
import { renderText } from './render';

export interface TemplatedMail {
  event: MailEventCode;
  kind: MailKind;
  to: string;
  /** The recipient's language; a language the template lacks falls back to English. */
  lang?: string;
  values: Readonly<Record<string, string>>;
  links?: MailLink[];
}

export function templateOf(event: MailEventCode): MailTemplateRecord {
  const template = db.mailTemplates.find((t) => t.eventCode === event);
  // Every event is seeded and none can be deleted: a missing one is a broken database.
  if (!template) throw new Error(`No mail template for ${event}`);
  return template;
}

function textIn(template: MailTemplateRecord, lang: string | undefined) {
  const found = template.translations.find((t) => t.langCode === lang);
  const english = template.translations.find((t) => t.langCode === 'en');
  const text = found ?? english ?? template.translations[0];
  if (!text) throw new Error(`Mail template ${template.eventCode} has no text`);
  return text;
}

/** Sends the event's mail from its template as it is now: an operator's edit shows in the next. */
export function sendTemplatedMail(mail: TemplatedMail): OutboxMail {
  const template = templateOf(mail.event);
  const { subject, text } = renderText(textIn(template, mail.lang), mail.values);
  return sendMail({ kind: mail.kind, to: mail.to, subject, text, links: mail.links });
}

/** The template filled with its samples (the "send me a test" mail), in one language. */
export function sampleMail(template: MailTemplateRecord, lang: MailLangCode) {
  const samples = Object.fromEntries(template.variables.map((v) => [v.name, v.sample]));
  return renderText(textIn(template, lang), samples);
}
