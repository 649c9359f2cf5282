import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@/entities/quote';
import { DownloadButton } from '@/lib/files';
import { DetailSection, StaticTable, useDisplayFormat, type DataTableColumn } from '@/lib/ui';
import { useOrderFuelCertificatesQuery, type FuelCertificate } from '../api/fuelCertificates.api';

/** The saved file's name (our addition beside the spec's quote, trip and PPR PDFs). */
export const fuelCertificateFileName = (number: string) =>
  `fuel-certificate-${number.replace(/[^\w-]+/g, '_')}.pdf`;

/** GET api/fuel-certificate/{id}/print: the certificate as its buyer and seller keep it. */
function DownloadCertificate({ certificate }: { certificate: FuelCertificate }) {
  const { t } = useTranslation('orders');
  return (
    <DownloadButton
      size="small"
      variant="text"
      url={`api/fuel-certificate/${certificate.id}/print`}
      fileName={fuelCertificateFileName(certificate.certificateNumber)}
      aria-label={t('fuelCertificates.downloadLabel', { number: certificate.certificateNumber })}
    >
      {t('fuelCertificates.download')}
    </DownloadButton>
  );
}

/**
 * The certificates of the order's fuel deliveries, each downloadable as a PDF: shown once the
 * order has a fuel line (its seller records them after delivery).
 */
export function QuoteFuelCertificates({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const hasFuel = quote.lines.some((line) => line.typology === 'fuel');
  const { data } = useOrderFuelCertificatesQuery(quote.id, { skip: !hasFuel });
  if (!hasFuel || data === undefined) return null;
  const litres = (value: number) => t('fuelCertificates.litres', { value: show.number(value) });
  const right = { align: 'right' } as const;
  const columns: DataTableColumn<FuelCertificate>[] = [
    { id: 'number', header: t('fuelCertificates.number'), render: (c) => c.certificateNumber },
    {
      id: 'start',
      header: t('fuelCertificates.fuelingStart'),
      nowrap: true,
      render: (c) => show.dateTime(c.fuelingStartAt, 'UTC'),
    },
    {
      id: 'gross',
      header: t('fuelCertificates.gross'),
      ...right,
      render: (c) => litres(c.grossLitres),
    },
    {
      id: 'net',
      header: t('fuelCertificates.net'),
      ...right,
      render: (c) => litres(c.netLitres15),
    },
    {
      id: 'factor',
      header: t('fuelCertificates.factor'),
      ...right,
      render: (c) => c.volumeCorrectionFactor.toFixed(4),
    },
  ];
  return (
    <DetailSection title={t('fuelCertificates.title')}>
      <StaticTable
        label={t('fuelCertificates.title')}
        columns={columns}
        rows={data}
        getRowId={(c) => c.id}
        rowHeader="number"
        emptyMessage={t('fuelCertificates.empty')}
        rowActions={(c) => <DownloadCertificate certificate={c} />}
      />
    </DetailSection>
  );
}
