import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '@/lib/ui';
import type { FuelCertificate } from '../api/fuelCertificates.api';
import type { PdfRow } from '../model/fuelCertificatePdf';

/** Every field of a certificate as the PDF prints it: labels and values in the reader's language. */
export function useCertificateRows(): (certificate: FuelCertificate) => PdfRow[] {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const litres = (value: number) => t('fuelCertificates.litres', { value: show.number(value) });
  return (c) => {
    const row = (key: string, value: string | null) => ({
      label: t(`fuelCertificates.${key}`),
      value: value ?? '—',
    });
    return [
      row('number', c.certificateNumber),
      row('order', c.quoteReference),
      row('provider', c.provider),
      row('seller', c.seller.name),
      row('client', c.client.name),
      row('registration', c.registration),
      row('fuelType', t(`fuelCertificates.fuelTypes.${c.fuelType}`)),
      row('truck', c.truckNumber),
      row('fuelingStart', show.dateTime(c.fuelingStartAt, 'UTC')),
      row('fuelingEnd', show.dateTime(c.fuelingEndAt, 'UTC')),
      row('gross', litres(c.grossLitres)),
      row('density', t('fuelCertificates.densityValue', { value: show.number(c.density15) })),
      row(
        'temperature',
        t('fuelCertificates.temperatureValue', { value: show.number(c.temperatureC) }),
      ),
      row('factor', c.volumeCorrectionFactor.toFixed(4)),
      row('net', litres(c.netLitres15)),
      row('taxRelevant', show.yesNo(c.taxRelevant)),
      row('paymentType', t(`fuelCertificates.paymentTypes.${c.paymentType}`)),
      row('invoiceNumber', c.invoiceNumber),
    ];
  };
}
