/**
 * Contract of "My account" (spec sections 2, 3 and 7), generated from docs/api/openapi.yaml
 * (tags `account`), where each call is described. The demo API's handlers import these types
 * (type-only), so the front and the demo API share one contract.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type PostalAddress = Schemas['PostalAddress'];
/** A saved address of the organization's address book: the postal address is nested. */
export type Address = Schemas['Address'];
export type AddressPage = Schemas['AddressPage'];

export type PaymentMethodType = Schemas['PaymentMethodType'];
export const PAYMENT_METHOD_TYPES = enumValues<PaymentMethodType>()(['card', 'sepa_debit']);
export type PaymentMethod = Schemas['PaymentMethod'];

export type MyAccount = Schemas['MyAccount'];
export type MyAccountPayload = Schemas['MyAccountPayload'];
export type MembershipRole = Schemas['MembershipRole'];
export type MyOrganization = Schemas['MyOrganization'];
export type DefaultOrganizationPayload = Schemas['DefaultOrganizationPayload'];
export type PasswordChangePayload = Schemas['PasswordChangePayload'];
/** `address.id` is the nested address's id when editing: the API updates that one. */
export type AddressPayload = Schemas['AddressPayload'];

export type SetupIntent = Schemas['SetupIntent'];
export type SetupIntentStatus = Schemas['SetupIntentStatus'];
export type SetupIntentOutcome = Schemas['SetupIntentOutcome'];
export type AvailablePaymentMethods = Schemas['AvailablePaymentMethods'];
