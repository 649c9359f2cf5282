import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QuoteDetail } from '@/entities/quote';
import { PAYMENT_ERROR_STATUSES } from '@/entities/payment';
import { useCan } from '@/lib/auth/useCan';
import { DownloadButton } from '@/lib/files';
import { invoiceReferenceExample } from '@/entities/invoice';
import { routeTo } from '@/lib/paths/routeTo';
import {
  allowedQuoteActions,
  canChangeClientAddress,
  canEditQuoteLines,
  type QuoteSide,
} from '@/entities/quote';
import {
  DetailSection,
  ResourceShowPage,
  useDisplayFormat,
  useIdParam,
  type DisplayFormat,
} from '@/lib/ui';
import { orderPaths } from '../paths';
import { quotePrintDownload, useQuoteShowQuery } from '../api/orders.api';
import { ClientAddressDialog } from '../components/ClientAddressDialog';
import { QuoteActions } from '../components/QuoteActions';
import { QuoteEditForm } from '../components/QuoteEditForm';
import { counterpartyOf, QuoteKindCell, useQuoteSide } from '../components/quoteDisplay';
import { closureDate } from '../model/closure';

function LinesTable({ quote, show }: { quote: QuoteDetail; show: DisplayFormat }) {
  const { t } = useTranslation('orders');
  const money = (amount: number) => show.money(amount, quote.currency);
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label={t('show.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.product')}</TableCell>
            <TableCell>{t('fields.lineStatus')}</TableCell>
            <TableCell align="right">{t('fields.quantity')}</TableCell>
            <TableCell align="right">{t('fields.unitPrice')}</TableCell>
            <TableCell align="right">{t('fields.discountRate')}</TableCell>
            <TableCell align="right">{t('fields.ecotax')}</TableCell>
            <TableCell align="right">{t('fields.vatRate')}</TableCell>
            <TableCell align="right">{t('fields.totalExcludingTax')}</TableCell>
            <TableCell align="right">{t('fields.totalIncludingTax')}</TableCell>
            <TableCell>{t('fields.dates')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.productName}
                {line.comment && (
                  <Typography variant="body2" color="text.secondary">
                    {line.comment}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{t(`lineStatuses.${line.status}`)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitPrice)}</TableCell>
              <TableCell align="right">{`${line.discountRate} %`}</TableCell>
              <TableCell align="right">{money(line.ecotax)}</TableCell>
              <TableCell align="right">{`${line.vatRate} %`}</TableCell>
              <TableCell align="right">{money(line.totalExcludingTax)}</TableCell>
              <TableCell align="right">{money(line.totalIncludingTax)}</TableCell>
              <TableCell>
                {line.startAt || line.endAt
                  ? `${show.dateTime(line.startAt, 'UTC') ?? '—'} → ${show.dateTime(line.endAt, 'UTC') ?? '—'}`
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={7} sx={{ fontWeight: 600 }}>
              {t('fields.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(quote.totalExcludingTax)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(quote.totalIncludingTax)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

function QuoteView({ quote, side }: { quote: QuoteDetail; side: QuoteSide | null }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const can = useCan();
  const actions = allowedQuoteActions(quote, side, can);
  // The spec's editability rule (section 4), not only the state table's edit-lines.
  const editable = canEditQuoteLines(quote, side, can);
  const closesAt = closureDate(quote);
  const intentStatus = quote.paymentIntent?.status ?? null;
  const address = quote.clientAddress;
  const [changingAddress, setChangingAddress] = useState(false);

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <QuoteKindCell quote={quote} />
        <Box sx={{ flexGrow: 1 }} />
        <DownloadButton {...quotePrintDownload(quote.id)}>{t('show.print')}</DownloadButton>
      </Stack>
      {intentStatus !== null && PAYMENT_ERROR_STATUSES.includes(intentStatus) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('payment.error')}
        </Alert>
      )}
      {closesAt !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('show.sevenDayRule', { date: show.dateTime(closesAt, 'UTC') })}
        </Alert>
      )}
      <QuoteActions quote={quote} actions={actions} />
      {editable && (
        <QuoteEditForm quote={quote} mode="owner" canSend={actions.includes('save-and-send')} />
      )}
      <DetailSection
        title={t('show.summary')}
        items={[
          { label: t('fields.counterparty'), value: counterpartyOf(quote, side) },
          { label: t('fields.client'), value: quote.client.name },
          {
            label: t('fields.clientAddress'),
            value: address
              ? [
                  address.address,
                  address.complementaryAddress,
                  `${address.postalCode} ${address.city}`,
                  address.countryName,
                ]
                  .filter((part) => part)
                  .join(', ')
              : null,
          },
          { label: t('fields.organization'), value: quote.organization.name },
          { label: t('fields.trip'), value: quote.event.tripName },
          {
            label: t('fields.airport'),
            value: `${quote.event.airportIcao} – ${quote.event.airportName}`,
          },
          { label: t('fields.movement'), value: t(`movements.${quote.event.movementType}`) },
          { label: t('fields.eventTime'), value: show.dateTime(quote.event.estimatedTime, 'UTC') },
          { label: t('fields.aircraft'), value: quote.event.aircraftRegistration },
        ]}
      />
      {canChangeClientAddress(quote, side, can) && (
        <Box sx={{ mt: -1, mb: 2 }}>
          <Button variant="outlined" size="small" onClick={() => setChangingAddress(true)}>
            {t('clientAddress.change')}
          </Button>
          {changingAddress && (
            <ClientAddressDialog quote={quote} onClose={() => setChangingAddress(false)} />
          )}
        </Box>
      )}
      <DetailSection
        title={t('show.payment')}
        items={[
          {
            label: t('fields.paymentTerm'),
            value: quote.paymentTerm ? t(`paymentTerms.${quote.paymentTerm}`) : null,
          },
          { label: t('fields.concretePaymentDate'), value: show.date(quote.concretePaymentDate) },
          {
            label: t('fields.paymentIntentStatus'),
            value: intentStatus ? t(`intentStatuses.${intentStatus}`) : null,
          },
          { label: t('fields.slotManagement'), value: show.yesNo(quote.slotManagement) },
          { label: t('fields.sellerAck'), value: show.yesNo(quote.sellerAck) },
          { label: t('fields.invoiceRequested'), value: show.yesNo(quote.invoiceRequested) },
          {
            label: t('fields.invoiceConfiguration'),
            value:
              quote.invoiceConfiguration === null
                ? null
                : t('show.invoiceNumbering', {
                    example: invoiceReferenceExample(
                      quote.invoiceConfiguration.invoicePrefix,
                      quote.invoiceConfiguration.invoiceReferenceFormat,
                      new Date(quote.updatedAt),
                      1,
                    ),
                  }),
          },
          {
            label: t('fields.invoice'),
            value:
              quote.invoiceId === null ? null : (
                <Link component={RouterLink} to={routeTo('invoices.show', { id: quote.invoiceId })}>
                  {t('show.openInvoice')}
                </Link>
              ),
          },
        ]}
      />
      {(quote.cancelled || quote.cancellationPoliciesApplied) && (
        <DetailSection
          title={t('show.cancellation')}
          items={[
            {
              label: t('fields.cancelledBy'),
              value: quote.cancelledBy ? t(`cancelledBy.${quote.cancelledBy}`) : null,
            },
            { label: t('fields.cancelledAt'), value: show.dateTime(quote.cancelledAt, 'UTC') },
            {
              label: t('fields.cancellationType'),
              value: quote.cancellationPolicyType
                ? t(`cancellationTypes.${quote.cancellationPolicyType}`)
                : null,
            },
            {
              label: t('fields.cancellationPoliciesApplied'),
              value: show.yesNo(quote.cancellationPoliciesApplied),
            },
            {
              label: t('fields.cancellationFee'),
              value: show.money(quote.cancellationFee, quote.currency),
            },
          ]}
        />
      )}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('show.lines')}
      </Typography>
      <LinesTable quote={quote} show={show} />
      {quote.claim && (
        <DetailSection
          title={t('show.claim')}
          items={[
            { label: t('fields.claimNature'), value: t(`claimNatures.${quote.claim.nature}`) },
            { label: t('fields.claimComment'), value: quote.claim.comment },
            {
              label: t('fields.evidence'),
              value: quote.claim.evidence.map((file) => (
                <Link key={file.fileId} href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </Link>
              )),
            },
            { label: t('fields.claimedAt'), value: show.dateTime(quote.claim.createdAt, 'UTC') },
            {
              label: t('fields.refundType'),
              value: quote.claim.refundType ? t(`refundTypes.${quote.claim.refundType}`) : null,
            },
            {
              label: t('fields.refundAmount'),
              value: show.money(quote.claim.amount, quote.currency),
            },
          ]}
        />
      )}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('show.log')}
      </Typography>
      <Paper variant="outlined">
        {quote.log.length === 0 ? (
          <Typography sx={{ p: 2 }}>{t('show.noLog')}</Typography>
        ) : (
          <List aria-label={t('show.log')}>
            {quote.log.map((entry) => (
              <ListItem key={entry.id} divider>
                <ListItemText
                  primary={t(`logEvents.${entry.event}`)}
                  secondary={[
                    show.dateTime(entry.at, 'UTC'),
                    entry.userName ?? entry.organization?.name ?? t('show.platform'),
                    entry.detail,
                  ]
                    .filter((part) => part)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}

/** `/order/{id}/show` [TRIP_ACCOUNTING_VIEW]: a quote or order, its actions and its history. */
export default function OrderShowPage() {
  const { t } = useTranslation('orders');
  const id = useIdParam();
  const record = useQuoteShowQuery(id ?? skipToken);
  const { side } = useQuoteSide(record.data);
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('show.placeholderTitle')}
      title={(quote) => t('show.title', { reference: quote.reference })}
      itemLabel={(quote) => quote.reference}
      breadcrumbs={() => [
        { label: t('list.title'), to: orderPaths.manager() },
        { label: record.data?.reference ?? t('show.placeholderTitle') },
      ]}
      actions={[
        {
          kind: 'duplicate',
          permission: 'TRIP_ACCOUNTING_EDIT',
          to: (quote) => orderPaths.duplicate({ id: quote.id }),
          available: () => side === 'client',
        },
      ]}
    >
      {(quote) => <QuoteView quote={quote} side={side} />}
    </ResourceShowPage>
  );
}
