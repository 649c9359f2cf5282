import { lazy, Suspense, type ReactNode } from 'react';
import { env } from '@/lib/config/env';
import { LoadingState, useDisplayFormat } from '@/lib/ui';
import type { DemoSetupConfirmation, PaymentFormType, SetupResult } from './types';

// Stripe.js and its React bindings load only where a payment form shows, and only when used.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));
// So does the demo form (its card and IBAN checks, ibantools): a page that pays after a step (the
// checkout's Confirm) does not carry it on its own chunk.
const DemoPaymentForm = lazy(() =>
  import('./DemoPaymentForm').then((module) => ({ default: module.DemoPaymentForm })),
);

export interface PaymentIntentFormProps {
  /** The payment intent to confirm (the checkout's). */
  intent: { id: string; clientSecret: string; amount?: number; currency?: string };
  types: readonly PaymentFormType[];
  /** The demo form's confirmation call (unused with Stripe, which confirms itself). */
  confirmDemo: (confirmation: DemoSetupConfirmation) => Promise<SetupResult>;
  onSucceeded: () => void;
  /** Stripe only: the payment failed (the demo form reports through `confirmDemo`'s answer). */
  onFailed: () => void;
  onCancel: () => void;
  /** The demo form's SEPA step: what it asks besides the IBAN (Stripe shows its own mandate). */
  sepaConsent?: ReactNode;
}

/** Pays a payment intent: Stripe Elements when a Stripe key is set, the demo form otherwise. */
export function PaymentIntentForm({
  intent,
  types,
  confirmDemo,
  onFailed,
  sepaConsent,
  ...rest
}: PaymentIntentFormProps) {
  const show = useDisplayFormat();
  if (env.stripePublicKey) {
    return (
      <Suspense fallback={<LoadingState />}>
        <StripePaymentForm clientSecret={intent.clientSecret} onFailed={onFailed} {...rest} />
      </Suspense>
    );
  }
  const amount =
    (intent.amount === undefined ? null : show.money(intent.amount, intent.currency)) ?? undefined;
  return (
    <Suspense fallback={<LoadingState />}>
      <DemoPaymentForm
        types={types}
        confirm={confirmDemo}
        submitLabel="pay"
        amount={amount}
        sepaConsent={sepaConsent}
        {...rest}
      />
    </Suspense>
  );
}
