import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/feedback';
import { useSendMailTemplateTestMutation, type MailTemplate } from '../api/mailTemplates.api';

/**
 * "Send me a test": the saved template, with its samples, to the operator's own address, in
 * the language the operator reads the app in. A failure is told by the http layer's toast.
 */
export function SendTestButton({ template }: { template: MailTemplate }) {
  const { t, i18n } = useTranslation('mailTemplates');
  const [send, { isLoading }] = useSendMailTemplateTestMutation();
  const langCode = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const onClick = async () => {
    const sent = await send({ id: template.id, langCode });
    if ('data' in sent && sent.data) {
      notify({ title: t('test.sent', { to: sent.data.to }), variant: 'success' });
    }
  };
  return (
    <Button variant="outlined" onClick={() => void onClick()} disabled={isLoading}>
      {t('test.send')}
    </Button>
  );
}
