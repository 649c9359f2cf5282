/**
 * The account: the "My account" contract with the organization's address book and the saved
 * payment methods, and the postal address fields both the address book and registration fill.
 */
export { AddressFields, type AddressFieldName, type AddressFieldsProps } from './AddressFields';
export { NameFields, type NameFieldsProps } from './NameFields';
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
