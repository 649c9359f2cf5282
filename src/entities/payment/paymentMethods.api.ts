import { withTagTypes } from '@/lib/api/baseApi';
import { defineListQuery, pageOf, type Page } from '@/lib/api/listQuery';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import type { Address, AddressPage, PaymentMethod } from '@/entities/account';

/**
 * The organization's address book and the user's saved payment methods, read by the account
 * screens and the shop's checkout (a feature never imports another). The account feature's
 * mutations invalidate the same tags.
 */
export const ADDRESS_TAG = 'Address';
export const PAYMENT_METHOD_TAG = 'PaymentMethod';

export type AddressFilter = 'search';
export const addressQuery = defineListQuery<AddressFilter>({ search: 'search' });

export interface AddressListArgs {
  organizationId: number;
  params: ListParams<AddressFilter>;
}

export const paymentMethodsApi = withTagTypes([ADDRESS_TAG, PAYMENT_METHOD_TAG]).injectEndpoints({
  endpoints: (build) => ({
    listAddresses: build.query<Page<Address>, AddressListArgs>({
      query: ({ organizationId, params }) => ({
        url: `api/organization/${organizationId}/addresses`,
        params: addressQuery(params),
      }),
      transformResponse: pageOf<AddressPage>('addresses'),
      providesTags: [ADDRESS_TAG],
    }),
    listPaymentMethods: build.query<PaymentMethod[], undefined>({
      query: () => 'api/my-account/payment-methods',
      providesTags: [PAYMENT_METHOD_TAG],
    }),
  }),
});

export const { useListAddressesQuery, useListPaymentMethodsQuery } = paymentMethodsApi;
