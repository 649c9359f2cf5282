/**
 * Card and SEPA payment methods (account's payment methods, checkout): Stripe Elements when
 * `VITE_STRIPE_PUBLIC_KEY` is set (lazily loaded), the demo form with Stripe's test numbers
 * otherwise (the Stripe modules stay out of this index: they are loaded on demand). Texts in the
 * `payments` namespace. Also the payment intent contract and the reads of saved payment methods
 * and addresses the checkout and the account share.
 */
export { DemoPaymentForm, type DemoPaymentFormProps } from './DemoPaymentForm';
export { PaymentIntentForm, type PaymentIntentFormProps } from './PaymentIntentForm';
export { PaymentSetupForm, type PaymentSetupFormProps } from './PaymentSetupForm';
export { ThreeDSecureDialog, type ThreeDSecureDialogProps } from './ThreeDSecureDialog';
export {
  DEMO_CARDS,
  DEMO_IBAN,
  cardBrand,
  cardDigits,
  demoCardOutcome,
  demoIbanOutcome,
  electronicIban,
  isLuhnValid,
  isValidExpiry,
  type DemoOutcome,
} from './demoCards';
export {
  PAYMENT_VALIDATOR,
  demoCardSchema,
  demoSepaSchema,
  type DemoCardValues,
  type DemoSepaValues,
} from './demoSchemas';
export { PAID_INTENT_STATUSES, setupResultOf } from './intentOutcome';
export {
  PAYMENT_ERROR_STATUSES,
  PAYMENT_INTENT_STATUSES,
  type PaymentIntent,
  type PaymentIntentConfirmBySavedMethod,
  type PaymentIntentStatus,
} from './paymentIntent.types';
export {
  ADDRESS_TAG,
  PAYMENT_METHOD_TAG,
  addressQuery,
  paymentMethodsApi,
  useListAddressesQuery,
  useListPaymentMethodsQuery,
  type AddressFilter,
  type AddressListArgs,
} from './paymentMethods.api';
export {
  cardBrandName,
  paymentMethodName,
  type NamedPaymentMethod,
  type PaymentMethodWords,
} from './paymentMethodName';
export { usePaymentMethodName } from './usePaymentMethodName';
export type { DemoSetupConfirmation, PaymentFormType, SetupResult } from './types';
export * from './contract';
