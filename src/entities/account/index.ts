/**
 * The account: the "My account" contract with the organization's address book and the saved
 * payment methods. Type-only but for PAYMENT_METHOD_TYPES.
 */
export {
  PAYMENT_METHOD_TYPES,
  type Address,
  type AddressPage,
  type AddressPayload,
  type AvailablePaymentMethods,
  type DefaultOrganizationPayload,
  type MembershipRole,
  type MyAccount,
  type MyAccountPayload,
  type MyOrganization,
  type PasswordChangePayload,
  type PaymentMethod,
  type PaymentMethodType,
  type PostalAddress,
  type SetupIntent,
  type SetupIntentOutcome,
  type SetupIntentStatus,
} from './account.types';
export * from './contract';
