import type { Address, PaymentMethod, SetupIntentStatus } from '../../../entities/account/contract';

/** An address book entry: the API shape plus its organization. */
export interface AddressRecord extends Address {
  organizationId: number;
  createdAt: string;
}

/** A saved payment method of a user. */
export interface PaymentMethodRecord extends PaymentMethod {
  userId: number;
  createdAt: string;
}

/** A setup intent handed to the payment form; `token` reads its outcome. */
export interface SetupIntentRecord {
  token: string;
  clientSecret: string;
  userId: number;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
  errorCode: string | null;
  /** The card waiting for its 3-D Secure answer. */
  pending: Omit<PaymentMethod, 'id' | 'isDefault'> | null;
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    addresses: AddressRecord[];
    paymentMethods: PaymentMethodRecord[];
    setupIntents: SetupIntentRecord[];
  }
}
