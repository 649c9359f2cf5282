import { defineDomain } from '../../registry/defineDomain';
import { organizationFinanceHandlers } from './handlers';
import {
  seedBalances,
  seedBankAccounts,
  seedCommissionOffers,
  seedKycDocuments,
  seedKycPersons,
  seedKycStates,
  seedOfferPayments,
  seedPaymentInformation,
  seedSubscriptions,
} from './seed';

export type * from './records';

/** An organization's finance: bank accounts, KYC, commission offer, balance, payout account. */
export const domain = defineDomain({
  name: 'organization-finance',
  seed: () => ({
    bankAccounts: seedBankAccounts(),
    kycPersons: seedKycPersons(),
    kycDocuments: seedKycDocuments(),
    kycStates: seedKycStates(),
    commissionOffers: seedCommissionOffers(),
    subscriptions: seedSubscriptions(),
    offerPayments: seedOfferPayments(),
    paymentInformation: seedPaymentInformation(),
    balances: seedBalances(),
  }),
  handlers: organizationFinanceHandlers,
});
