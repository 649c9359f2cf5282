import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileField } from '@/lib/ui';
import { TERMS_TYPES, type PolicyFormValues } from '../model/policy.schema';

/** The terms kept from before, removable; or a new pdf to upload. */
export function TermsField() {
  const { t } = useTranslation('cancellationPolicies');
  const { setValue } = useFormContext<PolicyFormValues>();
  const kept = useWatch<PolicyFormValues, 'terms'>({ name: 'terms' });
  if (kept) {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('fields.terms')}:</Typography>
        <Link href={kept.url} target="_blank" rel="noopener">
          {kept.name}
        </Link>
        <Button onClick={() => setValue('terms', null, { shouldDirty: true })}>
          {t('form.removeTerms', { name: kept.name })}
        </Button>
      </Box>
    );
  }
  return (
    <FileField<PolicyFormValues>
      name="termsFile"
      label={t('fields.terms')}
      helperText={t('form.termsHelp')}
      accept={TERMS_TYPES}
    />
  );
}
