import {
  mailLangCodeValues,
  mailTemplateTextLimits,
} from '../../../lib/contract/generated/constants';
import { VALIDATOR, addError, isJsonObject, requiredTextError, type JsonObject } from '../../api';
import { unknownVariables, type MailTemplateRecord, type MailTemplateText } from '../mail';

export const UNKNOWN_VARIABLE = VALIDATOR.mailTemplateVariable;

/**
 * PATCH api/mail-template/{id}'s body: a subject and a body for every language, each using only
 * the variables the event offers; errors on `translations.<index>.<field>`.
 */
export function readTemplatePayload(
  body: JsonObject,
  template: MailTemplateRecord,
): { translations: MailTemplateText[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const list = Array.isArray(body.translations) ? body.translations : null;
  if (!list) return { errors: { translations: [VALIDATOR.required] } };
  const offered = template.variables.map((v) => v.name);
  const translations: MailTemplateText[] = [];
  list.forEach((item, index) => {
    const at = `translations.${index}`;
    if (!isJsonObject(item)) return addError(errors, at, VALIDATOR.required);
    const langCode = mailLangCodeValues.find((code) => code === item.langCode);
    if (!langCode || translations.some((t) => t.langCode === langCode)) {
      return addError(errors, `${at}.langCode`, VALIDATOR.choice);
    }
    const text = (field: 'subject' | 'body') => {
      const value = typeof item[field] === 'string' ? item[field] : '';
      const error =
        requiredTextError(value, mailTemplateTextLimits[field].maxLength) ??
        (unknownVariables(value, offered).length > 0 ? UNKNOWN_VARIABLE : null);
      if (error) addError(errors, `${at}.${field}`, error);
      return value;
    };
    translations.push({ langCode, subject: text('subject'), body: text('body') });
  });
  for (const langCode of mailLangCodeValues) {
    if (!translations.some((t) => t.langCode === langCode) && !errors.translations) {
      addError(errors, 'translations', VALIDATOR.required);
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { translations };
}
