/**
 * What the account feature and the shop's checkout share (features/account/api/account.types
 * has the whole "My account" contract): the organization's address book and the saved payment
 * methods.
 *
 *   GET api/organization/{organizationId}/addresses?search&page&numberOfItemsPerPage  AddressPage
 *   GET api/my-account/payment-methods                                                PaymentMethod[]
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
