import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldGrid, fieldsFor } from '@/lib/ui';
import { TERMS_TYPES, type PolicyFormValues } from '../model/policy.schema';
import { ConditionRows } from './ConditionRows';
import { FeePreview } from './FeePreview';
import { useCategoryOptions, usePolicyOptions } from './policyDisplay';

const Fields = fieldsFor<PolicyFormValues>();

/** The terms kept from before, removable; or a new pdf to upload. */
function TermsField() {
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
    <Fields.FileField
      name="termsFile"
      label={t('fields.terms')}
      helperText={t('form.termsHelp')}
      accept={TERMS_TYPES}
    />
  );
}

/** The policy form: what it is, what it covers, its conditions and their worked example. */
export function PolicyFields() {
  const { t } = useTranslation(['cancellationPolicies', 'ui'], { nsMode: 'fallback' });
  const options = usePolicyOptions();
  const categories = useCategoryOptions();
  return (
    <Stack spacing={3}>
      <FieldGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
        <Fields.TextField name="name" label={t('fields.name')} required />
        <Fields.SelectField
          name="status"
          label={t('fields.status')}
          options={options.statuses}
          required
        />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Fields.TextField
            name="description"
            label={t('fields.description')}
            multiline
            minRows={2}
          />
        </Box>
        <CheckboxField<PolicyFormValues>
          name="groupDefault"
          label={t('fields.groupDefault')}
          helperText={t('form.groupDefaultHelp')}
        />
        <Fields.AutocompleteField
          name="categoryIds"
          label={t('fields.categories')}
          helperText={t('form.categoriesHelp')}
          options={categories.options}
          multiple
        />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TermsField />
        </Box>
      </FieldGrid>
      <ConditionRows />
      <FeePreview />
    </Stack>
  );
}
