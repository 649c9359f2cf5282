import { defineDomain } from '../../registry/defineDomain';
import { bankAccountHandlers } from './bankAccounts';
import { organizationFinanceHandlers } from './handlers';
import { invoiceSettingsHandlers } from './invoiceSettings';
import { kycHandlers } from './kyc';
import {
  seedBalances,
  seedBankAccounts,
  seedInvoiceSettings,
  seedKycDocuments,
  seedKycPersons,
  seedKycStates,
  seedOfferPayments,
  seedPaymentInformation,
  seedSubscriptions,
} from './seed';

export type * from './records';
export { invoiceSettingsOf } from './invoiceSettings';

/**
 * An organization's finance: bank accounts, KYC, commission offer, balance, payout account.
 *
 *   api/organization/{id}/bank-accounts[/{accountId}]                           bankAccounts.ts
 *   api/organization/{id}/kyc, kyc-persons, kyc-documents, kyc-submit, kyc-account-link  kyc.ts
 *   api/organization/{id}/offer, offer-payments, submit-offer, payment, balance,
 *     external-account                                                          handlers.ts
 *   api/organization/{id}/invoice-settings                                      invoiceSettings.ts
 */
export const domain = defineDomain({
  name: 'organization-finance',
  seed: () => ({
    bankAccounts: seedBankAccounts(),
    kycPersons: seedKycPersons(),
    kycDocuments: seedKycDocuments(),
    kycStates: seedKycStates(),
    subscriptions: seedSubscriptions(),
    offerPayments: seedOfferPayments(),
    paymentInformation: seedPaymentInformation(),
    balances: seedBalances(),
    invoiceSettings: seedInvoiceSettings(),
  }),
  handlers: [
    ...bankAccountHandlers,
    ...kycHandlers,
    ...organizationFinanceHandlers,
    ...invoiceSettingsHandlers,
  ],
});
