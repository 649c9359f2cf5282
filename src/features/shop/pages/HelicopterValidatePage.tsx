import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PaymentMethod } from '@/entities/account';
import type { CheckoutResult } from '@/entities/cart';
import type { PaymentIntentStatus } from '@/entities/payment';
import { linePrice } from '@/entities/quote';
import { EmptyState, ErrorState, LoadingState, PageHeader, useDisplayFormat } from '@/lib/ui';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { shopPaths } from '../paths';
import { useHelicopterOffersQuery, useHelicopterOrderMutation } from '../api/checkout.api';
import { CheckoutForm } from '../components/checkout/CheckoutForm';
import { CheckoutResultView } from '../components/checkout/CheckoutResultView';
import { useCheckoutChanges } from '../components/checkout/useCheckoutChanges';
import { useCheckoutPayment } from '../components/checkout/useCheckoutPayment';
import { useHelicopterParams } from '../components/checkout/useHelicopterParams';
import { NEW_PAYMENT_METHOD, type CheckoutFormValues } from '../model/checkoutForm';

/** …/{type}/validate?offerId [TRIP_VIEW]: review, address, payment, terms → the order. */
export default function HelicopterValidatePage() {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const params = useHelicopterParams();
  const [search] = useSearchParams();
  const offerId = idFromParam(search.get('offerId') ?? undefined);
  const offers = useHelicopterOffersQuery(params ?? skipToken);
  const [order] = useHelicopterOrderMutation();
  const [done, setDone] = useState<{
    result: CheckoutResult;
    status: PaymentIntentStatus | null;
  } | null>(null);
  const payment = useCheckoutPayment((result, status) => setDone({ result, status }));
  const offer = offers.data?.offers.find((o) => o.id === offerId && o.fits) ?? null;
  // What the page shows of the offer is what the order says the buyer saw.
  const totals = offer ? linePrice(offer, offer.currency) : null;
  const title = t('helicopter.validateTitle');
  // Another price or passenger count now: accepted, the offer is read again and shown.
  const changes = useCheckoutChanges(() => void offers.refetch());

  const submit = async (values: CheckoutFormValues, method: PaymentMethod | null) => {
    if (!params || !offer || !totals || values.clientAddressId === null) return;
    changes.clearNotice();
    payment.setPaymentError(null);
    const paymentMethodId =
      values.paymentMethodId === NEW_PAYMENT_METHOD ? null : (method?.id ?? null);
    const result = await order({
      tripId: params.tripId,
      stepId: params.stepId,
      eventId: params.eventId,
      offerId: offer.id,
      destinationId: params.destinationId,
      currency: params.currency,
      idempotencyKey: [
        'heli',
        params.eventId,
        payment.attempt,
        offer.id,
        values.clientAddressId,
        paymentMethodId ?? 'new',
        values.paymentTerm,
        offer.unitPrice,
        offer.quantity,
      ].join('-'),
      seenUnitPrice: offer.unitPrice,
      seenQuantity: offer.quantity,
      seenTotalIncludingTax: totals.totalIncludingTax,
      clientAddressId: values.clientAddressId,
      paymentMethodId,
      paymentTerm: values.paymentTerm,
      acceptTerms: values.acceptTerms,
      acceptSepaTerms: values.acceptSepaTerms,
    }).unwrap();
    if (result.changes.length > 0) {
      const name = `${offer.helicopterModel} ${offer.registration}`;
      changes.ask({
        changes: result.changes,
        sent: [{ id: String(offer.id), productName: name }],
        currency: params.currency,
      });
      return;
    }
    await payment.settle(result, paymentMethodId, values.acceptSepaTerms);
  };

  let content;
  if (done && params)
    content = (
      <CheckoutResultView result={done.result} status={done.status} tripId={params.tripId} />
    );
  else if (!params) content = <EmptyState message={t('helicopter.noOffer')} />;
  else if (offers.isLoading) content = <LoadingState />;
  else if (offers.isError) content = <ErrorState onRetry={() => void offers.refetch()} />;
  else if (!offer || !totals) content = <EmptyState message={t('helicopter.noOffer')} />;
  else if (payment.paymentForm) content = payment.paymentForm;
  else {
    content = (
      <Stack spacing={2} useFlexGap>
        {changes.notice && (
          <Alert severity="warning" role="status">
            {changes.notice}
          </Alert>
        )}
        {payment.paymentError && (
          <Alert severity="error" role="alert">
            {payment.paymentError}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('helicopter.review')}>
          <Typography component="h2" variant="h6">
            {offer.provider.name}
          </Typography>
          <Typography>
            {offer.helicopterModel} · {offer.registration} · {offers.data?.destination.name}
          </Typography>
          <Typography variant="body2">{show.dateTime(offer.departureAt, 'UTC')}</Typography>
          <Typography>
            {t('review.totalExcludingTax')}: {show.money(totals.totalExcludingTax, offer.currency)}
            {' · '}
            {t('review.vat')}: {show.money(totals.vat, offer.currency)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('review.totalIncludingTax')}: {show.money(totals.totalIncludingTax, offer.currency)}
          </Typography>
        </Paper>
        <CheckoutForm onSubmit={submit} busy={false} submitLabel={t('submit')} />
      </Stack>
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        breadcrumbs={
          params
            ? [
                {
                  label: t('helicopter.offersTitle'),
                  to: shopPaths.helicopter({
                    tripId: params.tripId,
                    stepId: params.stepId,
                    eventId: params.eventId,
                    requiredOrganizationId: params.organizationId,
                    destinationId: params.destinationId,
                    type: params.type,
                  }),
                },
                { label: title },
              ]
            : [{ label: title }]
        }
      />
      {content}
      {changes.dialog}
    </>
  );
}
