import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QuoteStatusChip, type QuoteDetail, type QuoteLine } from '@/entities/quote';
import { routeTo } from '@/lib/paths/routeTo';
import {
  DetailSection,
  PageHeader,
  RecordGate,
  StaticTable,
  useDisplayFormat,
  useIdParam,
  type DataTableColumn,
} from '@/lib/ui';
import { accountingPaths } from '../paths';
import { useGetAccountingQuoteQuery } from '../api/accounting.api';

function OrderDetails({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(['accounting', 'enums', 'invoices']);
  const show = useDisplayFormat();
  const money = (amount: number) => show.money(amount, quote.currency);
  const columns: DataTableColumn<QuoteLine>[] = [
    { id: 'label', header: t('fields.label'), render: (line) => line.productName },
    {
      id: 'quantity',
      header: t('fields.quantity'),
      align: 'right',
      render: (line) => line.quantity,
    },
    {
      id: 'unitPrice',
      header: t('fields.unitPrice'),
      align: 'right',
      render: (line) => money(line.unitPrice),
    },
    {
      id: 'vatRate',
      header: t('fields.vatRate'),
      align: 'right',
      render: (line) => t('order.percent', { value: line.vatRate }),
    },
    {
      id: 'totalExcludingTax',
      header: t('fields.totalExcludingTax'),
      align: 'right',
      render: (line) => money(line.totalExcludingTax),
    },
    {
      id: 'totalIncludingTax',
      header: t('fields.totalIncludingTax'),
      align: 'right',
      render: (line) => money(line.totalIncludingTax),
    },
  ];
  return (
    <Stack spacing={2} useFlexGap>
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
        <StaticTable
          label={t('order.lines')}
          columns={columns}
          rows={quote.lines}
          getRowId={(line) => line.id}
          framed={false}
        />
      </Paper>
      <DetailSection
        title={t('order.totals')}
        items={[
          { label: t('fields.totalExcludingTax'), value: money(quote.totalExcludingTax) },
          { label: t('fields.totalIncludingTax'), value: money(quote.totalIncludingTax) },
        ]}
      />
    </Stack>
  );
}

/** /organization/accounting/order/{id}/show [ACCOUNTING_VIEW]: an order, read-only (GET api/quote/{id}). */
export default function AccountingOrderPage() {
  const { t } = useTranslation('accounting');
  const id = useIdParam();
  const record = useGetAccountingQuoteQuery(id ?? skipToken);
  const show = useDisplayFormat();
  const quote = record.data;
  return (
    <>
      <PageHeader
        title={quote ? t('order.title', { reference: quote.reference }) : t('order.placeholder')}
        breadcrumbs={[
          {
            label: t('invoice.breadcrumb'),
            to: routeTo('organizations.own', { tab: 'accounting' }),
          },
          { label: quote?.reference ?? '…' },
        ]}
        status={quote && <QuoteStatusChip quote={quote} />}
        facts={
          quote && [
            `${quote.organization.name} → ${quote.client.name}`,
            quote.event.airportIcao,
            show.money(quote.totalIncludingTax, quote.currency),
          ]
        }
      />
      <RecordGate record={record}>{(loaded) => <OrderDetails quote={loaded} />}</RecordGate>
    </>
  );
}
