import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { fillIn, lastMailTo } from '../mail';
import { operatorCall as operator, platformCall as as } from '../organizations/testkit';

type Template = Schemas['MailTemplate'];

beforeEach(() => resetDemoApi());

async function templateFor(eventCode: string): Promise<Template> {
  const page = await operator('GET', `api/mail-template?eventCode=${eventCode}`);
  const { mailTemplates } = (await page.json()) as Schemas['MailTemplatePage'];
  const found = mailTemplates.find((t) => t.eventCode === eventCode);
  if (!found) throw new Error(`no template ${eventCode}`);
  return found;
}

function withEnglish(template: Template, subject: string, body: string) {
  return {
    translations: template.translations.map((t) =>
      t.langCode === 'en' ? { ...t, subject, body } : t,
    ),
  };
}

describe('mail templates', () => {
  it('searches on the event code, case aside', async () => {
    const page = await operator('GET', 'api/mail-template?eventCode=INVITATION');
    const { mailTemplates, totalItems } = (await page.json()) as Schemas['MailTemplatePage'];
    expect(totalItems).toBe(2);
    expect(mailTemplates.map((t) => t.eventCode)).toEqual([
      'user_invitation_existing',
      'user_invitation_new',
    ]);
  });

  it('renders the next mail of the event from the edited template', async () => {
    const reset = await templateFor('password_reset');
    const saved = await operator(
      'PATCH',
      `api/mail-template/${reset.id}`,
      withEnglish(reset, 'New password for {{firstName}}', 'Hi {{firstName}}, use the link.'),
    );
    expect(saved.status).toBe(200);
    await call('PATCH', 'api/reset-password-mail', { body: { email: 'buyer@demo.aero' } });
    const mail = lastMailTo('buyer@demo.aero', 'password_reset');
    expect(mail?.subject).toMatch(/^New password for \S+$/);
    expect(mail?.text).toMatch(/^Hi \S+, use the link\.$/);
    expect(mail?.links).toHaveLength(1);
  });

  it('refuses a variable the event does not offer, on the field', async () => {
    const reset = await templateFor('password_reset');
    const refused = await operator(
      'PATCH',
      `api/mail-template/${reset.id}`,
      withEnglish(reset, 'Reset', 'Hello {{organizationName}}'),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: { 'translations.0.body': ['validator.mail_template_variable'] },
    });
  });

  it('refuses a missing language and a blank subject', async () => {
    const reset = await templateFor('password_reset');
    const english = reset.translations.filter((t) => t.langCode === 'en');
    const missing = await operator('PATCH', `api/mail-template/${reset.id}`, {
      translations: english,
    });
    expect(await missing.json()).toMatchObject({
      errors: { translations: ['validator.required'] },
    });
    const blank = await operator(
      'PATCH',
      `api/mail-template/${reset.id}`,
      withEnglish(reset, ' ', 'x'),
    );
    expect(await blank.json()).toMatchObject({
      errors: { 'translations.0.subject': ['validator.required'] },
    });
  });

  it('sends a test filled with the samples to the caller only', async () => {
    const invitation = await templateFor('user_invitation_new');
    const sent = await operator('POST', `api/mail-template/${invitation.id}/test`, {
      langCode: 'fr',
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({
      to: 'operator@demo.aero',
      subject: 'Oliver Bennett vous invite à rejoindre Riviera Aviation Services sur AeroMarket',
    });
    expect(lastMailTo('operator@demo.aero')?.text).toContain('Bonjour,');
  });

  it('lets a read-only operator read and test, not edit; others get 403', async () => {
    const reset = await templateFor('password_reset');
    const reader = 'chloe.petit@aeromarket.aero';
    expect((await as(reader, 'GET', `api/mail-template/${reset.id}`)).status).toBe(200);
    const edit = await as(
      reader,
      'PATCH',
      `api/mail-template/${reset.id}`,
      withEnglish(reset, 'a', 'b'),
    );
    expect(edit.status).toBe(403);
    const { token } = await login('seller@demo.aero');
    const seller = await call('GET', 'api/mail-template', { token, organizationId: 2 });
    expect(seller.status).toBe(403);
  });
});

describe('fillIn', () => {
  it('puts values in as text, never reading a value as a template', () => {
    const values = { name: '{{message}}', message: '<script>alert(1)</script>' };
    expect(fillIn('Hello {{ name }}: {{message}} {{unknown}}', values)).toBe(
      'Hello {{message}}: <script>alert(1)</script> {{unknown}}',
    );
  });
});
