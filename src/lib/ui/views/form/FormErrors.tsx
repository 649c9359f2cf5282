import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/validation/translateError';

/** The server's messages that found no field, above the form. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('ui');
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('form.serverErrors')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {messages.map((message) => (
          // A key with its values (`validator.offer.turnover_max|{…}`) is unpacked as on a field.
          <li key={message}>{translateError(t, message)}</li>
        ))}
      </Box>
    </Alert>
  );
}
