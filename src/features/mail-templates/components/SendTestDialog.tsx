import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/feedback';
import { ActionDialog, fieldsFor } from '@/lib/ui';
import {
  useSendMailTemplateTestMutation,
  type MailLangCode,
  type MailTemplate,
} from '../api/mailTemplates.api';
import { MAIL_LANGS } from '../model/mailTemplate.form';

type TestValues = { langCode: MailLangCode };
const { SelectField } = fieldsFor<TestValues>();

/**
 * "Send me a test": the saved template, filled with its samples, in the language chosen, to the
 * operator's own address (the API takes no recipient). A refusal stays in the dialog.
 */
export function SendTestDialog({
  template,
  onClose,
}: {
  template: MailTemplate;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('mailTemplates');
  const [send] = useSendMailTemplateTestMutation();
  const langCode: MailLangCode = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return (
    <ActionDialog
      title={t('test.title', { event: template.eventCode })}
      message={t('test.message')}
      confirmLabel={t('test.confirm')}
      defaultValues={{ langCode }}
      mutation={(values: TestValues) => send({ id: template.id, langCode: values.langCode })}
      onSaved={(sent) => notify({ title: t('test.sent', { to: sent.to }), variant: 'success' })}
      onClose={onClose}
    >
      <SelectField
        name="langCode"
        label={t('test.language')}
        options={MAIL_LANGS.map((lang) => ({ value: lang, label: t(`sections.${lang}`) }))}
        required
      />
    </ActionDialog>
  );
}
