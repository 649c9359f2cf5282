import { lazy, Suspense } from 'react';
import { env } from '@/lib/config/env';
import { LoadingState } from '@/lib/ui';
import { DemoPaymentForm } from './DemoPaymentForm';
import type { DemoSetupConfirmation, PaymentFormType, SetupResult } from './types';

// Stripe.js and its React bindings load only where a payment form shows, and only when used.
const StripeSetupForm = lazy(() => import('./StripeSetupForm'));

export interface PaymentSetupFormProps {
  /** The setup intent to confirm (GET api/my-account/setup-intent). */
  intent: { clientSecret: string; token: string };
  types: readonly PaymentFormType[];
  /** The demo form's confirmation call (unused with Stripe, which confirms itself). */
  confirmDemo: (confirmation: DemoSetupConfirmation) => Promise<SetupResult>;
  onSucceeded: () => void;
  onCancel: () => void;
}

/** Adds a card or SEPA debit: Stripe Elements when a Stripe key is set, the demo form otherwise. */
export function PaymentSetupForm({ intent, types, confirmDemo, ...rest }: PaymentSetupFormProps) {
  if (env.stripePublicKey) {
    return (
      <Suspense fallback={<LoadingState />}>
        <StripeSetupForm clientSecret={intent.clientSecret} {...rest} />
      </Suspense>
    );
  }
  return <DemoPaymentForm types={types} confirm={confirmDemo} {...rest} />;
}
