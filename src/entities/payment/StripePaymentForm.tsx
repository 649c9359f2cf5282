import { useTranslation } from 'react-i18next';
import { StripeElementsForm } from './StripeElementsForm';

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

/** Pays a payment intent: Stripe Elements (only with VITE_STRIPE_PUBLIC_KEY). */
export default function StripePaymentForm({
  clientSecret,
  onSucceeded,
  onFailed,
  onCancel,
}: StripePaymentFormProps) {
  const { t } = useTranslation('payments');
  return (
    <StripeElementsForm
      clientSecret={clientSecret}
      submitLabel="pay"
      onCancel={onCancel}
      confirm={async (stripeJs, elements) => {
        const { error, paymentIntent } = await stripeJs.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        if (error) {
          onFailed();
          return error.message ?? t('errors.generic');
        }
        if (PAID.includes(paymentIntent.status)) onSucceeded();
        else onFailed();
        return null;
      }}
    />
  );
}
