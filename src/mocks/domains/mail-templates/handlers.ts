import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Schemas } from '../../../lib/api/contract';
import { mailLangCodeValues } from '../../../lib/contract/generated/constants';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  folded,
  idParam,
  notFound,
  paginate,
  readJson,
} from '../../api';
import { authorize } from '../../auth';
import { db, now } from '../../db';
import { readTemplatePayload } from './payload';
import { sampleMail, sendMail, type MailTemplateRecord } from '../mail';

export const MAIL_TEMPLATE_NOT_FOUND = 'errors.mail_template_not_found';

function toApi(record: MailTemplateRecord): Schemas['MailTemplate'] {
  return {
    ...record,
    variables: record.variables.map((v) => ({ ...v })),
    translations: record.translations.map((t) => ({ ...t })),
  };
}

function templateAt(rawId: unknown): MailTemplateRecord | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return db.mailTemplates.find((t) => t.id === id);
}

/**
 * The operator's mail templates (DECISIONS.md "Administration"): list (searched on the event
 * code), read, replace the texts, and a test mail to oneself. The outbox renders every mail from
 * them (send.ts), so a saved edit shows in the next mail of the event.
 */
export const mailTemplateHandlers = [
  apiHttp.get('/api/mail-template', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_MAIL_VIEW');
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const eventCode = folded(query.text('eventCode')?.trim() ?? '');
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.mailTemplates
      .filter((t) => folded(t.eventCode).includes(eventCode))
      .sort((a, b) => a.eventCode.localeCompare(b.eventCode));
    return HttpResponse.json({
      mailTemplates: paginate(found, page).map(toApi),
      totalItems: found.length,
    });
  }),

  apiHttp.get('/api/mail-template/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_MAIL_VIEW');
    if (auth instanceof Response) return auth;
    const template = templateAt(params.id);
    return template ? HttpResponse.json(toApi(template)) : notFound(MAIL_TEMPLATE_NOT_FOUND);
  }),

  apiHttp.patch('/api/mail-template/{id}', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_MAIL_EDIT');
    if (auth instanceof Response) return auth;
    const template = templateAt(params.id);
    if (!template) return notFound(MAIL_TEMPLATE_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const read = readTemplatePayload(body, template);
    if ('errors' in read) return badRequest(read.errors);
    const order = (code: string) => mailLangCodeValues.findIndex((c) => c === code);
    template.translations = read.translations.sort((a, b) => order(a.langCode) - order(b.langCode));
    template.updatedAt = now().toISOString();
    return HttpResponse.json(toApi(template));
  }),

  apiHttp.post('/api/mail-template/{id}/test', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_MAIL_VIEW');
    if (auth instanceof Response) return auth;
    const template = templateAt(params.id);
    if (!template) return notFound(MAIL_TEMPLATE_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const langCode = mailLangCodeValues.find((code) => code === body.langCode);
    if (!langCode) return badRequest({ langCode: [VALIDATOR.choice] });
    const mail = sampleMail(template, langCode);
    // Only ever to the caller: a test can reach no one else's mailbox.
    const sent = sendMail({ kind: 'notification', to: auth.user.email, ...mail });
    const receipt: Schemas['MailTemplateTestReceipt'] = { to: sent.to, subject: sent.subject };
    return HttpResponse.json(receipt, { status: 201 });
  }),
];
