import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The server's messages that found no field, above the form. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('ui');
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('form.serverErrors')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {messages.map((message) => (
          <li key={message}>{t(message, { ns: ['validation', 'http'] })}</li>
        ))}
      </Box>
    </Alert>
  );
}
