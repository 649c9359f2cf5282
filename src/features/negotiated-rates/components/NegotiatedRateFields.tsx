import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { fieldsFor } from '@/lib/ui';
import type { NegotiatedRateFormValues } from '../model/negotiatedRate.schema';

const { TextField } = fieldsFor<NegotiatedRateFormValues>();

/** A client company: its name and intracommunity VAT number. */
export function NegotiatedRateFields() {
  const { t } = useTranslation('negotiatedRates');
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField name="companyName" label={t('fields.companyName')} required />
      <TextField
        name="intracommunityVatNumber"
        label={t('fields.intracommunityVatNumber')}
        helperText={t('fields.vatHelp')}
        autoComplete="off"
        required
      />
    </Stack>
  );
}
