// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '../api/mailTemplates.api';
import {
  MAIL_TEMPLATE_FIELD_MAP,
  fillIn,
  mailTemplateToValues,
  toMailTemplatePayload,
  unknownVariables,
} from './mailTemplate.form';

const template: MailTemplate = {
  id: 4,
  eventCode: 'password_reset',
  variables: [{ name: 'firstName', sample: 'Ada' }],
  translations: [
    { langCode: 'fr', subject: 'Bonjour', body: 'Bonjour {{firstName}}' },
    { langCode: 'en', subject: 'Hello', body: 'Hello {{firstName}}' },
  ],
  updatedAt: '2026-11-28T10:00:00.000Z',
};

describe('the mail template form', () => {
  it('round-trips a template, English first as the API keeps it', () => {
    const values = mailTemplateToValues(template);
    expect(values).toEqual({
      subjectEn: 'Hello',
      bodyEn: 'Hello {{firstName}}',
      subjectFr: 'Bonjour',
      bodyFr: 'Bonjour {{firstName}}',
    });
    expect(toMailTemplatePayload(values).translations.map((t) => t.langCode)).toEqual(['en', 'fr']);
    expect(MAIL_TEMPLATE_FIELD_MAP['translations.1.body']).toBe('bodyFr');
  });

  it.each([
    ['Hello {{ firstName }}!', 'Hello Ada!'],
    ['{{firstName}}{{firstName}}', 'AdaAda'],
    ['Hi {{unknown}}', 'Hi {{unknown}}'],
    ['{{toString}} {{constructor}}', '{{toString}} {{constructor}}'],
    ['<b>{{firstName}}</b>', '<b>Ada</b>'],
  ])('fills %j in as text: %j', (text, expected) => {
    expect(fillIn(text, { firstName: 'Ada' })).toBe(expected);
  });

  it('never reads a sample as a template', () => {
    expect(fillIn('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });

  it('names the variables the event does not offer, once each', () => {
    expect(unknownVariables('{{x}} {{firstName}} {{x}} {{y}}', ['firstName'])).toEqual(['x', 'y']);
  });
});
