import type { ResourcePages } from '@/lib/api/defineResource';
import { mailTemplateTextLimits } from '@/lib/contract/generated/constants';
import { resourceViews, search } from '@/lib/ui/resourceKit';
import type { FieldDeclaration, FormDeclaration } from '@/lib/ui/resourceKit';
import {
  mailTemplatesApi,
  type MailTemplate,
  type MailTemplatePayload,
} from './api/mailTemplates.api';
import { LiveMailPreview } from './components/LiveMailPreview';
import { MailPreview } from './components/MailPreview';
import { SendTestButton } from './components/SendTestButton';
import {
  MAIL_LANGS,
  MAIL_TEMPLATE_FIELD_MAP,
  mailTemplateToValues,
  samplesOf,
  textIn,
  toMailTemplatePayload,
  type MailTemplateFormValues,
} from './model/mailTemplate.form';
import { mailTemplates } from './resource';

const { subject, body } = mailTemplateTextLimits;
const limits = { subjectEn: subject, subjectFr: subject, bodyEn: body, bodyFr: body };

/** A subject and a body per language; the mail as it will read below them. */
export const mailTemplateForm: FormDeclaration<
  MailTemplate,
  MailTemplateFormValues,
  MailTemplatePayload
> = {
  fields: [
    { name: 'subjectEn', kind: 'text', required: true, section: 'en', wide: true },
    { name: 'bodyEn', kind: 'textarea', required: true, section: 'en', wide: true },
    { name: 'subjectFr', kind: 'text', required: true, section: 'fr', wide: true },
    { name: 'bodyFr', kind: 'textarea', required: true, section: 'fr', wide: true },
  ] satisfies FieldDeclaration<keyof MailTemplateFormValues & string, MailTemplate>[],
  limits,
  defaults: {},
  fieldMap: MAIL_TEMPLATE_FIELD_MAP,
  before: ({ record }) => record && <VariableList template={record} />,
  after: () => <LiveMailPreview />,
  toValues: mailTemplateToValues,
  toPayload: toMailTemplatePayload,
};

function VariableList({ template }: { template: MailTemplate }) {
  return (
    <p>
      {template.variables.map((v) => (
        <code key={v.name} style={{ marginRight: 12 }}>{`{{${v.name}}}`}</code>
      ))}
    </p>
  );
}

/**
 * /mail-template [OPERATOR_MAIL_VIEW]: one template per event, searched on the event code;
 * /mail-template/{id} its texts, variables and preview, with "send me a test";
 * /mail-template/{id}/edit [OPERATOR_MAIL_EDIT].
 */
const views: ResourcePages = resourceViews(mailTemplates, mailTemplatesApi, {
  itemLabel: (template) => template.eventCode,
  deletable: () => false,
  rowActions: () => [
    {
      kind: 'custom',
      id: 'test',
      permission: 'OPERATOR_MAIL_VIEW',
      render: (template) => <SendTestButton template={template} />,
    },
  ],
  list: {
    filters: [search('eventCode')],
    columns: [
      { id: 'eventCode', nowrap: true },
      { id: 'event', render: (row, { t }) => t(`events.${row.eventCode}`) },
      { id: 'subject', hideOnXs: true, value: (row) => textIn(row, 'en').subject },
      { id: 'updatedAt', format: 'dateTime', hideOnXs: true },
    ],
  },
  show: {
    facts: (template, { t }) => [t(`events.${template.eventCode}`)],
    sections: [
      {
        id: 'variables',
        items: [
          {
            id: 'variables',
            format: 'list',
            value: (template) => template.variables.map((v) => `{{${v.name}}} · ${v.sample}`),
          },
        ],
      },
      ...MAIL_LANGS.map((lang) => ({
        id: lang,
        items: [
          { id: 'subject', value: (template: MailTemplate) => textIn(template, lang).subject },
          { id: 'body', value: (template: MailTemplate) => textIn(template, lang).body },
        ],
      })),
      {
        id: 'preview',
        render: (template, { t }) =>
          MAIL_LANGS.map((lang) => (
            <MailPreview
              key={lang}
              title={t('preview.title', { language: t(`languages.${lang}`) })}
              subject={textIn(template, lang).subject}
              body={textIn(template, lang).body}
              samples={samplesOf(template)}
            />
          )),
      },
    ],
  },
  form: mailTemplateForm,
});

export default views;
