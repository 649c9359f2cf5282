import { resourceApi } from '@/lib/api/resourceApi';
import type { Schemas } from '@/lib/api/contract';
import { mailTemplates } from '../resource';

export type MailTemplate = Schemas['MailTemplate'];
export type MailTemplatePayload = Schemas['MailTemplatePayload'];
export type MailLangCode = Schemas['MailLangCode'];

/** The list's search is on the event code (spec section 9: the mail search's default filter). */
export const mailTemplatesApi = resourceApi<MailTemplate, MailTemplatePayload, 'eventCode'>(
  mailTemplates,
  { query: {} },
);

/** POST api/mail-template/{id}/test: the saved template, with its samples, to oneself. */
export const { useSendMailTemplateTestMutation } = mailTemplatesApi.api.injectEndpoints({
  endpoints: (build) => ({
    sendMailTemplateTest: build.mutation<
      Schemas['MailTemplateTestReceipt'],
      { id: number; langCode: MailLangCode }
    >({
      query: ({ id, langCode }) => ({
        url: `api/mail-template/${id}/test`,
        method: 'POST',
        data: { langCode },
      }),
    }),
  }),
});
