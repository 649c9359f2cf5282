import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail, QuoteLine } from '@/entities/quote';
import { LinesTable, useDisplayFormat, type DataTableColumn } from '@/lib/ui';

/** The quote's lines, their dates (UTC) and statuses, and its totals. */
export function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const money = (amount: number) => show.money(amount, quote.currency);
  const right = { align: 'right' } as const;
  const columns: DataTableColumn<QuoteLine>[] = [
    {
      id: 'product',
      header: t('fields.product'),
      render: (line) => (
        <>
          {line.productName}
          {line.comment && (
            <Typography variant="body2" color="text.secondary">
              {line.comment}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'status', header: t('fields.lineStatus'), render: (l) => t(`lineStatuses.${l.status}`) },
    {
      id: 'dates',
      header: t('fields.dates'),
      render: (line) =>
        line.startAt || line.endAt
          ? `${show.dateTime(line.startAt, 'UTC') ?? '—'} → ${show.dateTime(line.endAt, 'UTC') ?? '—'}`
          : '—',
    },
    { id: 'quantity', header: t('fields.quantity'), ...right, render: (l) => l.quantity },
    { id: 'unitPrice', header: t('fields.unitPrice'), ...right, render: (l) => money(l.unitPrice) },
    {
      id: 'discountRate',
      header: t('fields.discountRate'),
      ...right,
      render: (l) => `${l.discountRate} %`,
    },
    { id: 'ecotax', header: t('fields.ecotax'), ...right, render: (l) => money(l.ecotax) },
    { id: 'vatRate', header: t('fields.vatRate'), ...right, render: (l) => `${l.vatRate} %` },
    {
      id: 'totalExcludingTax',
      header: t('fields.totalExcludingTax'),
      ...right,
      render: (l) => money(l.totalExcludingTax),
    },
    {
      id: 'totalIncludingTax',
      header: t('fields.totalIncludingTax'),
      ...right,
      render: (l) => money(l.totalIncludingTax),
    },
  ];
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('show.lines')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <LinesTable
          label={t('show.lines')}
          columns={columns}
          rows={quote.lines}
          getRowId={(line) => line.id}
          totals={[
            { label: t('fields.totalExcludingTax'), value: money(quote.totalExcludingTax) },
            {
              label: t('fields.totalIncludingTax'),
              value: money(quote.totalIncludingTax),
              emphasis: true,
            },
          ]}
        />
      </Box>
    </>
  );
}
