import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/lib/ui';
import { computedNet, type CertificateFormValues } from '../model/certificate.form';

/**
 * The net litres at 15 °C as typed from the certificate, with beside it, as the measures are
 * typed, the net Table 54B gives and the factor used (lib/measurement: the API's own rule).
 */
export function NetLitresField() {
  const { t } = useTranslation('fuelCertificates');
  const [grossLitres, density15, temperatureC] = useWatch<
    CertificateFormValues,
    ['grossLitres', 'density15', 'temperatureC']
  >({ name: ['grossLitres', 'density15', 'temperatureC'] });
  const computed = computedNet({ grossLitres, density15, temperatureC });
  return (
    <Stack spacing={0.5}>
      <NumberField<CertificateFormValues>
        name="netLitres15"
        label={t('fields.netLitres15')}
        unit="L"
        integer
        required
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {computed
          ? t('form.netPreview', {
              net: computed.netLitres,
              factor: computed.factor,
            })
          : t('form.netPreviewPending')}
      </Typography>
    </Stack>
  );
}
