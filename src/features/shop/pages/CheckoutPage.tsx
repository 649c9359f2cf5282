import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PaymentMethod } from '@/entities/account';
import type { CheckoutResult } from '@/entities/cart';
import { lineRefreshesOf, useCartActions, useCartEvent } from '@/entities/cart';
import type { PaymentIntentStatus } from '@/entities/payment';
import { AwaitingValidationNotice, useAwaitsValidation } from '@/entities/organization';
import { routeTo } from '@/lib/paths/routeTo';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { Columns, EmptyState, PageHeader, useIdParam } from '@/lib/ui';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';
import { useCheckoutSubmitMutation } from '../api/checkout.api';
import { CartReview } from '../components/checkout/CartReview';
import { CheckoutForm } from '../components/checkout/CheckoutForm';
import { CheckoutResultView } from '../components/checkout/CheckoutResultView';
import { OtherCartsNote } from '../components/checkout/OtherCartsNote';
import { OrderSummary } from '../components/checkout/OrderSummary';
import { useCheckoutChanges } from '../components/checkout/useCheckoutChanges';
import { useCheckoutPayment } from '../components/checkout/useCheckoutPayment';
import { useCheckoutTrail } from '../components/checkout/useCheckoutTrail';
import { useSellerPolicies } from '../components/checkout/useSellerPolicies';
import { checkoutLinesOf, idempotencyKeyOf, shownTotalOf } from '../model/checkout';
import { NEW_PAYMENT_METHOD, type CheckoutFormValues } from '../model/checkoutForm';

/**
 * /shop/checkout/{trip}/{step}/{event}/{airport} [TRIP_VIEW]: review, pay, order. One page per
 * cart: going from a cart's checkout to another's (the carts drawer, the note of the trip's other
 * carts) starts afresh instead of keeping the first one's result.
 */
export default function CheckoutPage() {
  const { tripId, stepId, eventId, airportId } = useParams();
  return <CartCheckout key={`${tripId}/${stepId}/${eventId}/${airportId}`} />;
}

function CartCheckout() {
  const { t } = useTranslation('checkout');
  const tripId = useIdParam('tripId') ?? 0;
  const stepId = useIdParam('stepId') ?? 0;
  const eventId = useIdParam('eventId') ?? 0;
  const airportId = useIdParam('airportId') ?? 0;
  const currency = useAppSelector(selectCurrency);
  const cart = useCartEvent(eventId);
  const { clear, refreshLines } = useCartActions();
  const [submitCheckout] = useCheckoutSubmitMutation();
  const awaiting = useAwaitsValidation();
  const formId = useId();
  const [done, setDone] = useState<{
    result: CheckoutResult;
    status: PaymentIntentStatus | null;
  } | null>(null);
  const policies = useSellerPolicies(cart);
  // What the API found changed since the cart was filled: accepted, the cart takes it, and the
  // page reads again the sellers' policies that changed.
  const changes = useCheckoutChanges(({ sent, changes: found, currency: asked }) => {
    refreshLines(
      eventId,
      lineRefreshesOf(
        sent.map((line) => line.id),
        found,
      ),
      asked,
    );
    policies.refresh(
      found.flatMap((change) => (change.field === 'cancellationPolicy' ? [change.sellerId] : [])),
    );
  });
  const payment = useCheckoutPayment((result, status) => {
    clear(eventId);
    setDone({ result, status });
  });

  const submit = async (values: CheckoutFormValues, method: PaymentMethod | null) => {
    if (!cart || values.clientAddressId === null) return;
    changes.clearNotice();
    payment.setPaymentError(null);
    // What the review shows is what the API is told the buyer saw, and charges.
    const lines = checkoutLinesOf(cart);
    const seenTotalIncludingTax = shownTotalOf(cart, currency);
    // The sellers' policies as their sections show them: the orders copy exactly those.
    const shownPolicies = await policies.shown();
    const seenCancellationPolicies = shownPolicies.map(({ sellerId, policy }) => ({
      sellerId,
      policy,
    }));
    const paymentMethodId =
      values.paymentMethodId === NEW_PAYMENT_METHOD ? null : (method?.id ?? null);
    const result = await submitCheckout({
      tripId,
      stepId,
      eventId,
      airportId,
      currency,
      idempotencyKey: idempotencyKeyOf(payment.attempt, eventId, lines, {
        paymentMethodId,
        paymentTerm: values.paymentTerm,
        clientAddressId: values.clientAddressId,
        seenTotalIncludingTax,
        seenCancellationPolicies: JSON.stringify(seenCancellationPolicies),
      }),
      lines,
      seenTotalIncludingTax,
      seenCancellationPolicies,
      clientAddressId: values.clientAddressId,
      paymentMethodId,
      paymentTerm: values.paymentTerm,
      acceptTerms: values.acceptTerms,
      acceptSepaTerms: values.acceptSepaTerms,
    }).unwrap();
    if (result.changes.length > 0) {
      const sent = cart.lines.map(({ id, productName }) => ({ id, productName }));
      changes.ask({ changes: result.changes, sent, currency, sellers: shownPolicies });
      return;
    }
    await payment.settle(result, paymentMethodId, values.acceptSepaTerms);
  };

  // Once paid, the page says what it now shows: the title and the breadcrumb's last item.
  const title = done ? t('result.title') : t('title');
  const back = routeTo('trips.detail', { tripId });
  const trail = useCheckoutTrail({ tripId, stepId, eventId, airportId });

  let content;
  if (done) {
    content = <CheckoutResultView result={done.result} status={done.status} tripId={tripId} />;
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
  } else if (payment.paymentForm) {
    // What is paid stays in view: beside the form from md, above it (compact) on a phone.
    content = (
      <Columns columns={{ xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }}>
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>{payment.paymentForm}</Box>
        <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          <OrderSummary cart={cart} />
        </Box>
      </Columns>
    );
  } else {
    // The pay step's pattern: the lines and the form on the left, the summary and the primary
    // button on the right from md, below them on a phone.
    content = (
      <Columns columns={{ xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }}>
        <Stack spacing={2} useFlexGap sx={{ minWidth: 0 }}>
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
          <CartReview cart={cart} />
          {/* Not validated yet: it says so here, instead of a refusal after filling the form. */}
          {awaiting ? (
            <AwaitingValidationNotice place="checkout" />
          ) : (
            <CheckoutForm id={formId} onSubmit={submit} busy={false} />
          )}
        </Stack>
        <OrderSummary
          cart={cart}
          action={
            !awaiting && (
              <Button type="submit" form={formId} variant="contained" fullWidth>
                {t('submit')}
              </Button>
            )
          }
        />
      </Columns>
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: trail.trip ?? t('trip'), to: back },
          ...(trail.airport ? [{ label: trail.airport, to: trail.airportTo }] : []),
          { label: title },
        ]}
      />
      <OtherCartsNote tripId={tripId} eventId={eventId} />
      {content}
      {changes.dialog}
    </>
  );
}
