import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/config/env';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe.js loads once, the first time a payment form shows. */
function stripe(): Promise<Stripe | null> {
  stripePromise ??= loadStripe(env.stripePublicKey);
  return stripePromise;
}

/** Statuses after which the payment is made or under way (escrowed card, SEPA processing). */
const PAID = ['succeeded', 'requires_capture', 'processing'];

export interface StripePaymentFormProps {
  /** The payment intent's client secret. */
  clientSecret: string;
  onSucceeded: () => void;
  /** A declined card or a refused authentication: the intent still needs a payment method. */
  onFailed: () => void;
  onCancel: () => void;
}

function PaymentForm({
  onSucceeded,
  onFailed,
  onCancel,
}: Omit<StripePaymentFormProps, 'clientSecret'>) {
  const { t } = useTranslation('payments');
  const stripeJs = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripeJs || !elements) return;
    setBusy(true);
    setFailure(null);
    const { error, paymentIntent } = await stripeJs.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setBusy(false);
    if (error) {
      setFailure(error.message ?? t('errors.generic'));
      onFailed();
    } else if (PAID.includes(paymentIntent.status)) {
      onSucceeded();
    } else {
      onFailed();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <PaymentElement />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button color="inherit" onClick={onCancel}>
            {t('cancel')}
          </Button>
          {/* Disabled while Stripe.js loads and while the confirmation runs. */}
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={!stripeJs || !elements || busy}
          >
            {t('pay')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Stripe Elements on a payment intent's client secret (only when VITE_STRIPE_PUBLIC_KEY is set). */
export default function StripePaymentForm({ clientSecret, ...rest }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripe()} options={{ clientSecret }}>
      <PaymentForm {...rest} />
    </Elements>
  );
}
