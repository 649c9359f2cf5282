import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/config/env';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe.js loads once, the first time a payment form shows. */
function stripe(): Promise<Stripe | null> {
  stripePromise ??= loadStripe(env.stripePublicKey);
  return stripePromise;
}

export interface StripeElementsFormProps {
  /** The setup or payment intent's client secret. */
  clientSecret: string;
  submitLabel: 'save' | 'pay';
  /** Confirms the intent; answers the failure to show, or null when there is none to show. */
  confirm: (stripeJs: Stripe, elements: StripeElements) => Promise<string | null>;
  onCancel: () => void;
}

function ElementsForm({
  submitLabel,
  confirm,
  onCancel,
}: Omit<StripeElementsFormProps, 'clientSecret'>) {
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
    const shown = await confirm(stripeJs, elements);
    setBusy(false);
    setFailure(shown);
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
            {t(submitLabel)}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Stripe's Payment Element on an intent's client secret (only when VITE_STRIPE_PUBLIC_KEY is set). */
export function StripeElementsForm({ clientSecret, ...rest }: StripeElementsFormProps) {
  return (
    <Elements stripe={stripe()} options={{ clientSecret }}>
      <ElementsForm {...rest} />
    </Elements>
  );
}
