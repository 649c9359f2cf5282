import { useTranslation } from 'react-i18next';
import { StripeElementsForm } from './StripeElementsForm';

export interface StripeSetupFormProps {
  clientSecret: string;
  onSucceeded: () => void;
  onCancel: () => void;
}

/** Saves a card or an IBAN: Stripe Elements on a setup intent (only with VITE_STRIPE_PUBLIC_KEY). */
export default function StripeSetupForm({
  clientSecret,
  onSucceeded,
  onCancel,
}: StripeSetupFormProps) {
  const { t } = useTranslation('payments');
  return (
    <StripeElementsForm
      clientSecret={clientSecret}
      submitLabel="save"
      onCancel={onCancel}
      confirm={async (stripeJs, elements) => {
        const { error } = await stripeJs.confirmSetup({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        if (error) return error.message ?? t('errors.generic');
        onSucceeded();
        return null;
      }}
    />
  );
}
