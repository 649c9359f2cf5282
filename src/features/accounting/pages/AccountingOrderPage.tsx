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
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QuoteDetail } from '@/entities/quote';
import { routeTo } from '@/lib/paths/routeTo';
import { DetailSection, ResourceShowPage, useDisplayFormat, useIdParam } from '@/lib/ui';
import { accountingPaths } from '../paths';
import { useGetAccountingQuoteQuery } from '../api/accounting.api';

function OrderDetails({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(['accounting', 'enums', 'invoices']);
  const show = useDisplayFormat();
  const money = (amount: number) => show.money(amount, quote.currency);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailSection
        title={t('order.details')}
        items={[
          { label: t('fields.reference'), value: quote.reference },
          { label: t('fields.state'), value: t(`invoices:quoteStates.${quote.state}`) },
          { label: t('fields.createdAt'), value: show.dateTime(quote.createdAt) },
          {
            label: t('fields.paymentTerm'),
            value: quote.paymentTerm ? t(`enums:PaymentTerm.${quote.paymentTerm}`) : null,
          },
          {
            label: t('order.invoice'),
            value:
              quote.invoiceId === null ? (
                t('order.noInvoice')
              ) : (
                <Link
                  component={RouterLink}
                  to={accountingPaths.organizationInvoice({ id: quote.invoiceId })}
                >
                  {t('order.openInvoice')}
                </Link>
              ),
          },
        ]}
      />
      <DetailSection
        title={t('order.parties')}
        items={[
          { label: t('fields.seller'), value: quote.organization.name },
          { label: t('fields.client'), value: quote.client.name },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('order.lines')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('order.lines')}>
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
              {quote.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{money(line.unitPrice)}</TableCell>
                  <TableCell align="right">{t('order.percent', { value: line.vatRate })}</TableCell>
                  <TableCell align="right">{money(line.totalExcludingTax)}</TableCell>
                  <TableCell align="right">{money(line.totalIncludingTax)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <DetailSection
        title={t('order.totals')}
        items={[
          { label: t('fields.totalExcludingTax'), value: money(quote.totalExcludingTax) },
          { label: t('fields.totalIncludingTax'), value: money(quote.totalIncludingTax) },
        ]}
      />
    </Box>
  );
}

/** /organization/accounting/order/{id}/show [ACCOUNTING_VIEW]: an order, read-only (GET api/quote/{id}). */
export default function AccountingOrderPage() {
  const { t } = useTranslation('accounting');
  const id = useIdParam();
  const record = useGetAccountingQuoteQuery(id ?? skipToken);
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('order.placeholder')}
      title={(quote) => t('order.title', { reference: quote.reference })}
      itemLabel={(quote) => quote.reference}
      breadcrumbs={(quote) => [
        { label: t('invoice.breadcrumb'), to: routeTo('organizations.own', { tab: 'accounting' }) },
        { label: quote?.reference ?? '…' },
      ]}
    >
      {(quote) => <OrderDetails quote={quote} />}
    </ResourceShowPage>
  );
}
