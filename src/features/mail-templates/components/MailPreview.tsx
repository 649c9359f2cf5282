import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fillIn, unknownVariables } from '../model/mailTemplate.form';

interface MailPreviewProps {
  /** The heading naming the language ("Preview in English"). */
  title: string;
  subject: string;
  body: string;
  samples: Readonly<Record<string, string>>;
}

/**
 * The mail as it will read, filled with the event's sample data. Text only (DECISIONS: a
 * template is plain text): React writes it as text, so a `<script>` typed in a body or sample
 * shows as characters and never runs.
 */
export function MailPreview({ title, subject, body, samples }: MailPreviewProps) {
  const { t } = useTranslation('mailTemplates');
  const unknown = unknownVariables(`${subject} ${body}`, Object.keys(samples));
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2">
          <strong>{t('preview.subject')}</strong> {fillIn(subject, samples)}
        </Typography>
        <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {fillIn(body, samples)}
        </Typography>
        {unknown.length > 0 && (
          <Typography variant="body2" color="error" role="status">
            {t('preview.unknown', { names: unknown.map((name) => `{{${name}}}`).join(', ') })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
