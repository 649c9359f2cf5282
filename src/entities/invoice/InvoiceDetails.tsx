import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Invoice, InvoiceLine } from './invoices.types';
import { DetailSection, LinesTable, useDisplayFormat, type DataTableColumn } from '@/lib/ui';
import { InvoiceComposition } from './InvoiceComposition';
import { InvoiceStatusChip } from './InvoiceStatusChip';

export interface InvoiceDetailsProps {
  invoice: Invoice;
  /** Where an attached quote opens: the orders manager's show page, or the accounting one. */
  quotePath: (quoteId: number) => string;
}

/**
 * An invoice or credit note, read-only (namespaces `invoices` and `enums`): number, reference,
 * status, parties, the flight items its seller chose, lines, subtotal, discount, VAT, total due,
 * attached quotes.
 */
export function InvoiceDetails({ invoice, quotePath }: InvoiceDetailsProps) {
  const { t } = useTranslation(['invoices', 'enums']);
  const show = useDisplayFormat();
  const money = (amount: number) => show.money(amount, invoice.currency);
  const amount = (id: 'unitPrice' | 'totalExcludingTax' | 'totalIncludingTax') => ({
    id,
    header: t(`fields.${id}`),
    align: 'right' as const,
    render: (line: InvoiceLine) => money(line[id]),
  });
  const columns: DataTableColumn<InvoiceLine>[] = [
    { id: 'label', header: t('fields.label'), render: (line) => line.label },
    {
      id: 'quantity',
      header: t('fields.quantity'),
      align: 'right',
      render: (line) => line.quantity,
    },
    amount('unitPrice'),
    {
      id: 'vatRate',
      header: t('fields.vatRate'),
      align: 'right',
      render: (line) => t('show.percent', { value: line.vatRate }),
    },
    amount('totalExcludingTax'),
    amount('totalIncludingTax'),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailSection
        title={t('show.details')}
        items={[
          { label: t('fields.number'), value: invoice.number },
          { label: t('fields.reference'), value: invoice.reference },
          { label: t('fields.type'), value: t(`types.${invoice.type}`) },
          { label: t('fields.status'), value: <InvoiceStatusChip status={invoice.status} /> },
          { label: t('fields.date'), value: show.dateTime(invoice.createdAt) },
          {
            label: t('fields.paymentMethod'),
            value: invoice.paymentMethod ? t(`paymentMethods.${invoice.paymentMethod}`) : null,
          },
          { label: t('fields.paidAt'), value: show.dateTime(invoice.paidAt) },
        ]}
      />
      <DetailSection
        title={t('show.parties')}
        items={[
          { label: t('fields.seller'), value: invoice.seller.name },
          { label: t('fields.client'), value: invoice.client.name },
        ]}
      />
      <InvoiceComposition entries={invoice.composition} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('show.lines')}
        </Typography>
        <LinesTable
          label={t('show.lines')}
          columns={columns}
          rows={invoice.lines.map((line, index) => ({ ...line, index }))}
          getRowId={(line) => line.index}
        />
      </Paper>
      <DetailSection
        title={t('show.totals')}
        items={[
          { label: t('fields.subtotal'), value: money(invoice.subtotal) },
          { label: t('fields.discount'), value: money(invoice.discount) },
          { label: t('fields.vat'), value: money(invoice.vat) },
          { label: t('fields.totalDue'), value: money(invoice.totalDue) },
        ]}
      />
      <DetailSection
        title={t('show.quotes')}
        items={invoice.quotes.map((quote) => ({
          label: quote.reference,
          value: (
            <Link component={RouterLink} to={quotePath(quote.id)}>
              {t('show.quoteLink', {
                reference: quote.reference,
                state: t(`quoteStates.${quote.state}`),
                total: money(quote.totalIncludingTax),
              })}
            </Link>
          ),
        }))}
      />
    </Box>
  );
}
