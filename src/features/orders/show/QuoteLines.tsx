import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail, QuoteLine } from '@/entities/quote';
import { formatUnit, useFormatters } from '@/lib/format';
import { LinesTable, useDisplayFormat, type DataTableColumn } from '@/lib/ui';

/**
 * The table widths (px) under which the less telling columns fold, the first to go the highest:
 * the totals, unit price and quantity stay, on one line (the rates are in the totals). At 1280 px
 * with the navigation open the table has about 920 px.
 */
const FOLD = { ecotax: 1200, discountRate: 1100, vatRate: 1000, dates: 900 } as const;

/** The quote's lines, their dates (UTC) and statuses, and its totals. */
export function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const money = (amount: number) => show.money(amount, quote.currency);
  // A fuel line counts litres and prices a litre: both in the reader's units (USG in imperial).
  const fmt = useFormatters();
  const isFuel = (line: QuoteLine) => line.typology === 'fuel';
  const quantity = (line: QuoteLine) =>
    isFuel(line) ? fmt.unit(line.quantity, 'l') : line.quantity;
  const unitPrice = (line: QuoteLine) =>
    isFuel(line)
      ? formatUnit(line.unitPrice, 'price_per_l', fmt.measurement, fmt.locale, 4, {
          currency: quote.currency,
        })
      : money(line.unitPrice);
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
    {
      id: 'status',
      header: t('fields.lineStatus'),
      nowrap: true,
      render: (l) => t(`lineStatuses.${l.status}`),
    },
    {
      id: 'dates',
      header: t('fields.dates'),
      nowrap: true,
      hideBelow: FOLD.dates,
      // Start over end, each on one line: the column stays narrow enough to keep.
      render: (line) =>
        line.startAt || line.endAt ? (
          <>
            {show.dateTime(line.startAt, 'UTC') ?? '—'}
            <br />→ {show.dateTime(line.endAt, 'UTC') ?? '—'}
          </>
        ) : (
          '—'
        ),
    },
    { id: 'quantity', header: t('fields.quantity'), ...right, render: quantity },
    { id: 'unitPrice', header: t('fields.unitPrice'), ...right, render: unitPrice },
    {
      id: 'discountRate',
      header: t('fields.discountRate'),
      ...right,
      hideBelow: FOLD.discountRate,
      render: (l) => `${l.discountRate} %`,
    },
    {
      id: 'ecotax',
      header: t('fields.ecotax'),
      ...right,
      hideBelow: FOLD.ecotax,
      render: (l) => money(l.ecotax),
    },
    {
      id: 'vatRate',
      header: t('fields.vatRate'),
      ...right,
      hideBelow: FOLD.vatRate,
      render: (l) => `${l.vatRate} %`,
    },
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
