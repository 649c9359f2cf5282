import SendOutlined from '@mui/icons-material/SendOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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
import { SendTestDialog } from './components/SendTestDialog';
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

/** Above the fields: what the event fills in, to be typed as written. */
function VariableList({ template }: { template: MailTemplate }) {
  const { t } = useTranslation('mailTemplates');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('form.variables')}
      </Typography>
      {template.variables.map((v) => (
        <Chip key={v.name} size="small" label={`{{${v.name}}}`} />
      ))}
    </Stack>
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
  rowActions: ({ t }) => [
    {
      kind: 'dialog',
      id: 'test',
      permission: 'OPERATOR_MAIL_VIEW',
      label: (template) => t('test.send', { event: template.eventCode }),
      icon: <SendOutlined fontSize="small" />,
      dialog: (template, close) => <SendTestDialog template={template} onClose={close} />,
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
