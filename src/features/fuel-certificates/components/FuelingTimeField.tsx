import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
import type { CertificateFormValues } from '../model/certificate.form';

/** A fuelling time, typed in UTC as the certificate states it (24 h, the label says UTC). */
export function FuelingTimeField({ name }: { name: 'fuelingStartAt' | 'fuelingEndAt' }) {
  const { t } = useTranslation('fuelCertificates');
  return <DateTimeField<CertificateFormValues> name={name} label={t(`fields.${name}`)} required />;
}
