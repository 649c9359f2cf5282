import type { MailLangCode, MailTemplate, MailTemplatePayload } from '../api/mailTemplates.api';

/** The languages a template is written in, in the order the API keeps them (English first). */
export const MAIL_LANGS = ['en', 'fr'] as const satisfies readonly MailLangCode[];

/** What the edit form holds: a subject and a body per language. */
export interface MailTemplateFormValues {
  subjectEn: string;
  bodyEn: string;
  subjectFr: string;
  bodyFr: string;
}

const FIELDS = {
  en: { subject: 'subjectEn', body: 'bodyEn' },
  fr: { subject: 'subjectFr', body: 'bodyFr' },
} as const satisfies Record<MailLangCode, Record<'subject' | 'body', keyof MailTemplateFormValues>>;

export function textIn(template: MailTemplate, lang: MailLangCode) {
  return template.translations.find((t) => t.langCode === lang) ?? { subject: '', body: '' };
}

export function mailTemplateToValues(template: MailTemplate): MailTemplateFormValues {
  const [en, fr] = [textIn(template, 'en'), textIn(template, 'fr')];
  return { subjectEn: en.subject, bodyEn: en.body, subjectFr: fr.subject, bodyFr: fr.body };
}

export function toMailTemplatePayload(values: MailTemplateFormValues): MailTemplatePayload {
  return {
    translations: MAIL_LANGS.map((langCode) => ({
      langCode,
      subject: values[FIELDS[langCode].subject],
      body: values[FIELDS[langCode].body],
    })),
  };
}

/** The API names a text's errors by its place in the payload (`translations.1.body`). */
export const MAIL_TEMPLATE_FIELD_MAP: Record<string, keyof MailTemplateFormValues> =
  Object.fromEntries(
    MAIL_LANGS.flatMap((lang, index) => [
      [`translations.${index}.subject`, FIELDS[lang].subject],
      [`translations.${index}.body`, FIELDS[lang].body],
    ]),
  );

export function fieldsOf(lang: MailLangCode) {
  return FIELDS[lang];
}

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * The preview's text: each `{{name}}` the event offers replaced by its sample, as plain text (a
 * value is never read as a template; nothing is HTML). An unknown name stays as written, so
 * the operator sees what the API will refuse.
 */
export function fillIn(text: string, samples: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(samples, name) ? (samples[name] ?? whole) : whole,
  );
}

/** The names a text uses that the event does not offer (shown under the preview). */
export function unknownVariables(text: string, offered: readonly string[]): string[] {
  const used = [...text.matchAll(VARIABLE)].map((match) => match[1] ?? '');
  return [...new Set(used)].filter((name) => !offered.includes(name));
}

export function samplesOf(template: MailTemplate): Record<string, string> {
  return Object.fromEntries(template.variables.map((v) => [v.name, v.sample]));
}
