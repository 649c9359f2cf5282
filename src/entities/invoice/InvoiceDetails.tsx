import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Invoice } from './invoices.types';
import { DetailSection, useDisplayFormat } from '@/lib/ui';
import { InvoiceStatusChip } from './InvoiceStatusChip';

export interface InvoiceDetailsProps {
  invoice: Invoice;
  /** Where an attached quote opens: the orders manager's show page, or the accounting one. */
  quotePath: (quoteId: number) => string;
}

/**
 * An invoice or credit note, read-only (namespaces `invoices` and `enums`): number, reference,
 * status, parties, lines, subtotal, discount, VAT, total due, attached quotes.
 */
export function InvoiceDetails({ invoice, quotePath }: InvoiceDetailsProps) {
  const { t } = useTranslation(['invoices', 'enums']);
  const show = useDisplayFormat();
  const money = (amount: number) => show.money(amount, invoice.currency);

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
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('show.lines')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('show.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.label')}</TableCell>
                <TableCell align="right">{t('fields.quantity')}</TableCell>
                <TableCell align="right">{t('fields.unitPrice')}</TableCell>
                <TableCell align="right">{t('fields.vatRate')}</TableCell>
                <TableCell align="right">{t('fields.totalExcludingTax')}</TableCell>
                <TableCell align="right">{t('fields.totalIncludingTax')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>{line.label}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{money(line.unitPrice)}</TableCell>
                  <TableCell align="right">{t('show.percent', { value: line.vatRate })}</TableCell>
                  <TableCell align="right">{money(line.totalExcludingTax)}</TableCell>
                  <TableCell align="right">{money(line.totalIncludingTax)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
