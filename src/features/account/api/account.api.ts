import { withTagTypes } from '@/lib/api/baseApi';
import { ADDRESS_TAG, PAYMENT_METHOD_TAG } from '@/entities/payment';
import type {
  Address,
  AddressPayload,
  AvailablePaymentMethods,
  DefaultOrganizationPayload,
  MyAccount,
  MyAccountPayload,
  MyOrganization,
  PasswordChangePayload,
  PaymentMethod,
  SetupIntent,
  SetupIntentOutcome,
} from '../../../entities/account';
import type { DemoSetupConfirmation } from '@/entities/payment';

export {
  addressQuery,
  useListAddressesQuery,
  useListPaymentMethodsQuery,
  type AddressFilter,
  type AddressListArgs,
} from '@/entities/payment';

const ACCOUNT = 'MyAccount';
const ORGANIZATIONS = 'MyOrganizations';
const ADDRESS = ADDRESS_TAG;
const PAYMENT = PAYMENT_METHOD_TAG;

export const accountApi = withTagTypes([ACCOUNT, ORGANIZATIONS, ADDRESS, PAYMENT]).injectEndpoints({
  endpoints: (build) => ({
    getMyAccount: build.query<MyAccount, undefined>({
      query: () => 'api/my-account',
      providesTags: [ACCOUNT],
    }),
    updateMyAccount: build.mutation<MyAccount, MyAccountPayload>({
      query: (data) => ({ url: 'api/my-account', method: 'PATCH', data }),
      invalidatesTags: [ACCOUNT],
    }),
    getMyOrganizations: build.query<MyOrganization[], undefined>({
      query: () => 'api/my-account/organizations',
      providesTags: [ORGANIZATIONS],
    }),
    setDefaultOrganization: build.mutation<MyOrganization[], DefaultOrganizationPayload>({
      query: (data) => ({ url: 'api/my-account/default-organization', method: 'PATCH', data }),
      invalidatesTags: [ORGANIZATIONS],
    }),
    changePassword: build.mutation<null, PasswordChangePayload>({
      query: (data) => ({ url: 'api/my-account/password', method: 'PATCH', data }),
    }),

    createAddress: build.mutation<Address, { organizationId: number; payload: AddressPayload }>({
      query: ({ organizationId, payload }) => ({
        url: `api/organization/${organizationId}/addresses`,
        method: 'POST',
        data: payload,
        meta: { forceToast: true },
      }),
      invalidatesTags: [ADDRESS],
    }),
    updateAddress: build.mutation<
      Address,
      { organizationId: number; id: number; payload: AddressPayload }
    >({
      query: ({ organizationId, id, payload }) => ({
        url: `api/organization/${organizationId}/addresses/${id}`,
        method: 'PATCH',
        data: payload,
      }),
      invalidatesTags: [ADDRESS],
    }),
    deleteAddress: build.mutation<null, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) => ({
        url: `api/organization/${organizationId}/addresses/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: [ADDRESS],
    }),

    setDefaultPaymentMethod: build.mutation<PaymentMethod[], string>({
      query: (id) => ({
        url: `api/my-account/payment-methods/${id}`,
        method: 'PATCH',
        data: { isDefault: true },
      }),
      invalidatesTags: [PAYMENT],
    }),
    deletePaymentMethod: build.mutation<null, string>({
      query: (id) => ({ url: `api/my-account/payment-methods/${id}`, method: 'DELETE' }),
      invalidatesTags: [PAYMENT],
    }),
    availablePaymentMethods: build.query<AvailablePaymentMethods, number>({
      query: (organizationId) => `api/available-payment-methods/${organizationId}`,
    }),
    createSetupIntent: build.mutation<SetupIntent, undefined>({
      query: () => ({ url: 'api/my-account/setup-intent', method: 'GET' }),
    }),
    confirmDemoSetup: build.mutation<
      SetupIntentOutcome,
      { token: string; confirmation: DemoSetupConfirmation }
    >({
      query: ({ token, confirmation }) => ({
        url: `api/my-account/setup-intent/${token}/confirm`,
        method: 'POST',
        data: confirmation,
        // The form shows a declined card itself; a success is announced once saved.
        meta: { success: false, silentError: true },
      }),
    }),
    readSetupIntent: build.mutation<SetupIntentOutcome, string>({
      query: (token) => ({ url: `api/setup-intent/${token}`, method: 'GET' }),
      invalidatesTags: [PAYMENT],
    }),
  }),
});

export const {
  useGetMyAccountQuery,
  useUpdateMyAccountMutation,
  useGetMyOrganizationsQuery,
  useSetDefaultOrganizationMutation,
  useChangePasswordMutation,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultPaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useAvailablePaymentMethodsQuery,
  useCreateSetupIntentMutation,
  useConfirmDemoSetupMutation,
  useReadSetupIntentMutation,
} = accountApi;
