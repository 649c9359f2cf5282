import type { MailTemplateText } from './records';

/** `{{ name }}`: a variable in a subject or a body (letters and digits, as the events name them). */
const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The variables a text uses, in order of appearance, each once. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''))];
}

/** The variables a text uses that the event does not offer. */
export function unknownVariables(text: string, offered: readonly string[]): string[] {
  return variablesIn(text).filter((name) => !offered.includes(name));
}

/**
 * The text with each `{{name}}` replaced by its value, as plain text: a value is never read as
 * a template (a contact message holding `{{name}}` stays as typed) and nothing is HTML.
 */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

export function renderText(
  text: MailTemplateText,
  values: Readonly<Record<string, string>>,
): { subject: string; text: string } {
  return { subject: fillIn(text.subject, values), text: fillIn(text.body, values) };
}
