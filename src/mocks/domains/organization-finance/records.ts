import type {
  BalanceAmount,
  BalanceMovement,
  BankAccount,
  InvoiceSettings,
  KycDocument,
  KycPerson,
  KycStatus,
  OfferPayment,
  PaymentInformation,
  SubscriptionStatus,
} from '../../../entities/organization/contract';

/** Every record of this domain belongs to one organization (never sent to the front). */
interface Owned {
  organizationId: number;
}

export type BankAccountRecord = BankAccount & Owned;
export type KycPersonRecord = KycPerson & Owned;
export type KycDocumentRecord = KycDocument & Owned & { size: number };
export interface KycStateRecord extends Owned {
  status: KycStatus;
  submittedAt: string | null;
}
export interface SubscriptionRecord extends Owned {
  offerId: number;
  status: SubscriptionStatus;
  startAt: string;
  endAt: string;
}
export type OfferPaymentRecord = OfferPayment & Owned;
export type PaymentInformationRecord = PaymentInformation & Owned;
export interface BalanceRecord extends Owned {
  amounts: BalanceAmount[];
  movements: BalanceMovement[];
}

export type InvoiceSettingsRecord = InvoiceSettings & Owned;

declare module '../../db/types' {
  interface Db {
    bankAccounts: BankAccountRecord[];
    kycPersons: KycPersonRecord[];
    kycDocuments: KycDocumentRecord[];
    kycStates: KycStateRecord[];
    subscriptions: SubscriptionRecord[];
    offerPayments: OfferPaymentRecord[];
    paymentInformation: PaymentInformationRecord[];
    balances: BalanceRecord[];
    invoiceSettings: InvoiceSettingsRecord[];
  }
}
