import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/lib/ui';
import { CancellationPolicyTerms } from '../show/CancellationPolicyTerms';
import type { useSeenTerms } from './useSeenTerms';

/**
 * The cancellation policy the validation agrees to, in the validate dialog: the one it sends as
 * seen. After a refusal because the seller changed it, a notice says so above the new one.
 */
export function ValidateTerms({ terms }: { terms: ReturnType<typeof useSeenTerms> }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  let content;
  if (terms.policy === undefined) {
    content = terms.failed ? <ErrorState onRetry={terms.retry} /> : <LoadingState />;
  } else if (terms.policy) {
    content = <CancellationPolicyTerms policy={terms.policy} />;
  } else content = <Typography>{t('terms.noPolicyYet')}</Typography>;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('validate.policy')}
      </Typography>
      {terms.changed && (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
          {t('validate.termsChanged')}
        </Alert>
      )}
      {content}
    </Box>
  );
}
