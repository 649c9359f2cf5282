import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '@/lib/ui';
import { mailTemplatesApi } from '../api/mailTemplates.api';
import {
  MAIL_LANGS,
  fieldsOf,
  samplesOf,
  type MailTemplateFormValues,
} from '../model/mailTemplate.form';
import { MailPreview } from './MailPreview';

/** Below the edit form: each language's mail as typed so far, filled with the samples. */
export function LiveMailPreview() {
  const { t } = useTranslation('mailTemplates');
  const id = useIdParam();
  const { data: template } = mailTemplatesApi.useRead(id ?? skipToken);
  const values = useWatch<MailTemplateFormValues>();
  if (!template) return null;
  const samples = samplesOf(template);
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      {MAIL_LANGS.map((lang) => (
        <MailPreview
          key={lang}
          title={t('preview.title', { language: t(`languages.${lang}`) })}
          subject={values[fieldsOf(lang).subject] ?? ''}
          body={values[fieldsOf(lang).body] ?? ''}
          samples={samples}
        />
      ))}
    </Stack>
  );
}
