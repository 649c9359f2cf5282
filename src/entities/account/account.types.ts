/**
 * Contract of "My account" (spec sections 2, 3 and 7). The demo API's handlers import these
 * types (type-only), so the front and the demo API share one contract.
 *
 *   GET    api/my-account                          MyAccount
 *   PATCH  api/my-account                          MyAccountPayload -> MyAccount
 *   POST   api/my-account/profile-picture          multipart `file` (image, 2 Mo) -> MyAccount
 *   GET    api/my-account/organizations            MyOrganization[] (memberships, role, workrole)
 *   PATCH  api/my-account/default-organization     DefaultOrganizationPayload -> MyOrganization[]
 *   PATCH  api/my-account/password                 PasswordChangePayload -> 204
 *          400 { errors: { currentPassword: [validator.current_password] } },
 *          400 { errors: { plainPassword: [validator.password_leaked | policy] } }
 *
 *   GET    api/organization/{organizationId}/addresses        page, numberOfItemsPerPage,
 *                                                             searchQuery -> AddressPage
 *   POST   api/organization/{organizationId}/addresses        AddressPayload -> Address (201)
 *   PATCH  api/organization/{organizationId}/addresses/{id}   AddressPayload -> Address
 *   DELETE api/organization/{organizationId}/addresses/{id}   204
 *          Exactly one default address per organization: saving one as default unsets the
 *          others; the first address is the default; deleting the default passes it on.
 *
 *   GET    api/my-account/payment-methods                     PaymentMethod[]
 *   PATCH  api/my-account/payment-methods/{id}                { isDefault: true } -> PaymentMethod[]
 *   DELETE api/my-account/payment-methods/{id}                204
 *          The default method cannot be deleted or unchecked: 400 errors.default_payment_method.
 *   GET    api/my-account/setup-intent                        SetupIntent
 *   GET    api/setup-intent/{token}                           SetupIntentOutcome
 *   GET    api/available-payment-methods/{organizationId}     AvailablePaymentMethods
 *   POST   api/my-account/setup-intent/{token}/confirm        DemoSetupConfirmation (entity payment) ->
 *          SetupIntentOutcome (the demo payment form only; with Stripe, Stripe confirms and
 *          the API learns the outcome from Stripe).
 */
export interface PostalAddress {
  id: number;
  address: string;
  complementaryAddress: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** A saved address of the organization's address book: the postal address is nested. */
export interface Address {
  id: number;
  name: string;
  isDefault: boolean;
  address: PostalAddress;
}

export interface AddressPage {
  addresses: Address[];
  totalItems: number;
}

export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export interface PaymentMethod {
  id: string;
  type: PaymentMethodType;
  /** Card brand (visa, mastercard…) or the bank for a SEPA debit. */
  brand: string;
  last4: string;
  /** `MM/YY` for cards, null for SEPA. */
  expiry: string | null;
  holder: string;
  isDefault: boolean;
}

export interface MyAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Calendar date `YYYY-MM-DD`. */
  birthdate: string | null;
  defaultLang: { code: string };
  profilePictureFileUrl: string | null;
}

export interface MyAccountPayload {
  firstName: string;
  lastName: string;
  phone: string | null;
  birthdate: string | null;
  defaultLangCode: string;
}

export type MembershipRole = 'admin' | 'member';

export interface MyOrganization {
  id: number;
  name: string;
  buyer: boolean;
  seller: boolean;
  role: MembershipRole;
  workrole: { id: number; name: string } | null;
  isDefault: boolean;
}

export interface DefaultOrganizationPayload {
  organizationId: number;
}

export interface PasswordChangePayload {
  currentPassword: string;
  plainPassword: string;
}

export interface AddressPayload {
  name: string;
  isDefault: boolean;
  /** `id` is the nested address's id when editing: the API updates that one. */
  address: Omit<PostalAddress, 'id'> & { id?: number };
}

export interface SetupIntent {
  clientSecret: string;
  token: string;
}

export type SetupIntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface SetupIntentOutcome {
  token: string;
  status: SetupIntentStatus;
  /** The saved method once succeeded. */
  paymentMethodId: string | null;
  /** Why the last attempt failed: `card_declined`, `authentication_failed`… */
  errorCode: string | null;
}

export interface AvailablePaymentMethods {
  types: PaymentMethodType[];
}
