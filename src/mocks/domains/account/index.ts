import { defineDomain } from '../../registry/defineDomain';
import { addressHandlers } from './addresses';
import { paymentHandlers } from './payments';
import { profileHandlers } from './profile';
import { seedAddresses, seedPaymentMethods } from './seed';

export type { AddressRecord, PaymentMethodRecord, SetupIntentRecord } from './records';

/** My account: profile, default organization, password, address book, payment methods. */
export const domain = defineDomain({
  name: 'account',
  seed: () => ({
    addresses: seedAddresses(),
    paymentMethods: seedPaymentMethods(),
    setupIntents: [],
  }),
  handlers: [...profileHandlers, ...addressHandlers, ...paymentHandlers],
});
