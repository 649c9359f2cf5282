/**
 * Card and SEPA payment methods (account's payment methods, checkout): Stripe Elements when
 * `VITE_STRIPE_PUBLIC_KEY` is set (lazily loaded), the demo form with Stripe's test numbers
 * otherwise. Texts in the `payments` namespace.
 */
export { PaymentSetupForm, type PaymentSetupFormProps } from './PaymentSetupForm';
export { PaymentIntentForm, type PaymentIntentFormProps } from './PaymentIntentForm';
export { DemoPaymentForm, type DemoPaymentFormProps } from './DemoPaymentForm';
export { ThreeDSecureDialog } from './ThreeDSecureDialog';
export type { DemoSetupConfirmation, PaymentFormType, SetupResult } from './types';
