import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentMethod } from '@/lib/api/account.types';
import {
  PAYMENT_ERROR_STATUSES,
  type CheckoutResult,
  type PaymentIntentStatus,
} from '@/lib/api/shop.types';
import { useCartActions, useCartEvent } from '@/lib/cart';
import { paths } from '@/lib/paths';
import { PaymentIntentForm } from '@/lib/payments';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { EmptyState, PageHeader, useIdParam } from '@/lib/ui';
import { DocumentTitle } from '@/lib/ui/feedback/DocumentTitle';
import { useCheckoutConfirmPaymentMutation, useCheckoutSubmitMutation } from '../api/checkout.api';
import { CartReview } from '../components/checkout/CartReview';
import { CheckoutForm } from '../components/checkout/CheckoutForm';
import { checkoutLinesOf, idempotencyKeyOf } from '../model/checkout';
import { NEW_PAYMENT_METHOD, type CheckoutFormValues } from '../model/checkoutForm';

type Phase =
  | { kind: 'form' }
  | { kind: 'pay'; result: CheckoutResult }
  | { kind: 'done'; result: CheckoutResult };

/** The statuses after which the checkout's quotes exist (escrowed card, SEPA processing). */
const PAID: readonly PaymentIntentStatus[] = ['succeeded', 'requires_capture', 'processing'];

function Result({ result, tripId }: { result: CheckoutResult; tripId: number }) {
  const { t } = useTranslation('checkout');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Alert severity="success">{t('result.success')}</Alert>
      <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('result.quotes')}>
        {result.quotes.map((quote) => (
          <li key={quote.id}>
            {quote.reference} · {quote.organization.name} · {t(`quoteStates.${quote.state}`)}
          </li>
        ))}
      </Box>
      <Box>
        <Button component={RouterLink} to={paths.trips.detail({ tripId })} variant="contained">
          {t('result.backToTrip')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /shop/checkout/{trip}/{step}/{event}/{airport} [TRIP_VIEW]: review, pay, order. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const tripId = useIdParam('tripId') ?? 0;
  const stepId = useIdParam('stepId') ?? 0;
  const eventId = useIdParam('eventId') ?? 0;
  const airportId = useIdParam('airportId') ?? 0;
  const currency = useAppSelector(selectCurrency);
  const cart = useCartEvent(eventId);
  const { clear, updatePrices } = useCartActions();
  const [submitCheckout] = useCheckoutSubmitMutation();
  const [confirmPayment] = useCheckoutConfirmPaymentMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [notice, setNotice] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const finish = (result: CheckoutResult) => {
    clear(eventId);
    setPhase({ kind: 'done', result });
  };

  const submit = async (values: CheckoutFormValues, method: PaymentMethod | null) => {
    if (!cart || values.clientAddressId === null) return;
    setNotice(null);
    setPaymentError(null);
    const lines = checkoutLinesOf(cart);
    const paymentMethodId = values.paymentMethodId === NEW_PAYMENT_METHOD ? null : method?.id;
    const result = await submitCheckout({
      tripId,
      stepId,
      eventId,
      airportId,
      currency,
      idempotencyKey: idempotencyKeyOf(eventId, lines, {
        paymentMethodId: paymentMethodId ?? null,
        paymentTerm: values.paymentTerm,
        clientAddressId: values.clientAddressId,
      }),
      lines,
      clientAddressId: values.clientAddressId,
      paymentMethodId: paymentMethodId ?? null,
      paymentTerm: values.paymentTerm,
      acceptTerms: values.acceptTerms,
      acceptSepaTerms: values.acceptSepaTerms,
    }).unwrap();
    if (result.priceChanges.length > 0) {
      updatePrices(
        eventId,
        result.priceChanges.map((c) => ({ productId: c.productId, unitPrice: c.unitPrice })),
        currency,
      );
      setNotice(t('priceChanged'));
      return;
    }
    const intent = result.paymentIntent;
    if (result.completed || !intent || PAID.includes(intent.status)) {
      finish(result);
      return;
    }
    if (paymentMethodId) {
      const paid = await confirmPayment({ id: intent.id, confirmation: { paymentMethodId } })
        .unwrap()
        .catch(() => null);
      if (paid && PAID.includes(paid.status)) finish(result);
      else if (!paid || PAYMENT_ERROR_STATUSES.includes(paid.status)) {
        setPaymentError(t('paymentError'));
      }
      return;
    }
    setPhase({ kind: 'pay', result });
  };

  const title = t('title');
  const back = paths.trips.detail({ tripId });

  let content;
  if (phase.kind === 'done') {
    content = <Result result={phase.result} tripId={tripId} />;
  } else if (!cart) {
    content = (
      <EmptyState
        message={t('empty')}
        action={
          <Button component={RouterLink} to={back}>
            {t('result.backToTrip')}
          </Button>
        }
      />
    );
  } else if (phase.kind === 'pay') {
    const intent = phase.result.paymentIntent;
    content = (
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {t('pay.title')}
        </Typography>
        {paymentError && <Alert severity="error">{paymentError}</Alert>}
        {intent && (
          <PaymentIntentForm
            intent={intent}
            types={['card', 'sepa_debit']}
            onFailed={() => setPaymentError(t('paymentError'))}
            confirmDemo={async (confirmation) => {
              const paid = await confirmPayment({ id: intent.id, confirmation }).unwrap();
              if (PAYMENT_ERROR_STATUSES.includes(paid.status)) {
                setPaymentError(t('paymentError'));
              }
              return {
                status:
                  paid.status === 'requires_capture' || paid.status === 'succeeded'
                    ? 'succeeded'
                    : paid.status === 'processing'
                      ? 'processing'
                      : paid.status === 'requires_action'
                        ? 'requires_action'
                        : paid.status === 'canceled'
                          ? 'canceled'
                          : 'requires_payment_method',
                errorCode: paid.errorCode,
              };
            }}
            onSucceeded={() => finish(phase.result)}
            onCancel={() => setPhase({ kind: 'form' })}
          />
        )}
      </Paper>
    );
  } else {
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {notice && (
          <Alert severity="warning" role="status">
            {notice}
          </Alert>
        )}
        {paymentError && (
          <Alert severity="error" role="alert">
            {paymentError}
          </Alert>
        )}
        <CartReview cart={cart} />
        <CheckoutForm onSubmit={submit} busy={false} submitLabel={t('submit')} />
      </Box>
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} breadcrumbs={[{ label: t('trip'), to: back }, { label: title }]} />
      {content}
    </>
  );
}
