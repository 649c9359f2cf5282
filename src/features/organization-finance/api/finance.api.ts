import { withTagTypes } from '@/lib/api/baseApi';
import type { RequestMeta } from '@/lib/http/types';
import type {
  AuthorizationUrl,
  Balance,
  BankAccount,
  BankAccountPayload,
  ChangeActivationPayload,
  ConnectionState,
  ExternalAccount,
  Kyc,
  KycAccountLink,
  KycPerson,
  KycPersonPayload,
  KycSubmitPayload,
  OfferPaymentPage,
  OrganizationOffer,
  PaymentInformation,
  SubmitOfferPayload,
} from '@/entities/organization';

const BANK = 'OrgBankAccount';
const KYC = 'OrgKyc';
const OFFER = 'OrgOffer';
const BALANCE = 'OrgBalance';
const EXTERNAL_ACCOUNT = 'OrgExternalAccount';
const LEON = 'LeonConnection';

/** The tab shows these errors where they concern the user: no toast on top. */
const INLINE: RequestMeta = { silentError: true };

const org = (id: number) => `api/organization/${id}`;

type Scoped<T> = { organizationId: number } & T;

export const financeApi = withTagTypes([
  BANK,
  KYC,
  OFFER,
  BALANCE,
  EXTERNAL_ACCOUNT,
  LEON,
]).injectEndpoints({
  endpoints: (build) => ({
    listBankAccounts: build.query<BankAccount[], number>({
      query: (id) => `${org(id)}/bank-accounts`,
      providesTags: (_r, _e, id) => [{ type: BANK, id }],
    }),
    createBankAccount: build.mutation<BankAccount, Scoped<BankAccountPayload>>({
      query: ({ organizationId, ...data }) => ({
        url: `${org(organizationId)}/bank-accounts`,
        method: 'POST',
        data,
        meta: { ...INLINE, forceToast: true },
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [
        { type: BANK, id: organizationId },
        { type: EXTERNAL_ACCOUNT, id: organizationId },
      ],
    }),
    updateBankAccount: build.mutation<
      BankAccount,
      Scoped<{ id: number } & Partial<BankAccountPayload>>
    >({
      query: ({ organizationId, id, ...data }) => ({
        url: `${org(organizationId)}/bank-accounts/${id}`,
        method: 'PATCH',
        data,
        meta: INLINE,
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [
        { type: BANK, id: organizationId },
        { type: EXTERNAL_ACCOUNT, id: organizationId },
      ],
    }),
    deleteBankAccount: build.mutation<null, Scoped<{ id: number }>>({
      query: ({ organizationId, id }) => ({
        url: `${org(organizationId)}/bank-accounts/${id}`,
        method: 'DELETE',
        meta: INLINE,
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [
        { type: BANK, id: organizationId },
        { type: EXTERNAL_ACCOUNT, id: organizationId },
      ],
    }),

    getKyc: build.query<Kyc, number>({
      query: (id) => `${org(id)}/kyc`,
      providesTags: (_r, _e, id) => [{ type: KYC, id }],
    }),
    createKycPerson: build.mutation<KycPerson, Scoped<KycPersonPayload>>({
      query: ({ organizationId, ...data }) => ({
        url: `${org(organizationId)}/kyc-persons`,
        method: 'POST',
        data,
        meta: { ...INLINE, forceToast: true },
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: KYC, id: organizationId }],
    }),
    updateKycPerson: build.mutation<KycPerson, Scoped<{ id: number } & KycPersonPayload>>({
      query: ({ organizationId, id, ...data }) => ({
        url: `${org(organizationId)}/kyc-persons/${id}`,
        method: 'PATCH',
        data,
        meta: INLINE,
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: KYC, id: organizationId }],
    }),
    deleteKycPerson: build.mutation<null, Scoped<{ id: number }>>({
      query: ({ organizationId, id }) => ({
        url: `${org(organizationId)}/kyc-persons/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: KYC, id: organizationId }],
    }),
    deleteKycDocument: build.mutation<null, Scoped<{ id: number }>>({
      query: ({ organizationId, id }) => ({
        url: `${org(organizationId)}/kyc-documents/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: KYC, id: organizationId }],
    }),
    submitKyc: build.mutation<Kyc, Scoped<KycSubmitPayload>>({
      query: ({ organizationId, ...data }) => ({
        url: `${org(organizationId)}/kyc-submit`,
        method: 'PATCH',
        data,
        meta: { ...INLINE, success: 'sent' },
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [
        { type: KYC, id: organizationId },
        { type: EXTERNAL_ACCOUNT, id: organizationId },
      ],
    }),
    getKycAccountLink: build.query<KycAccountLink, number>({
      query: (id) => ({ url: `${org(id)}/kyc-account-link`, meta: INLINE }),
    }),

    getOffer: build.query<OrganizationOffer, number>({
      query: (id) => `${org(id)}/offer`,
      providesTags: (_r, _e, id) => [{ type: OFFER, id }],
    }),
    listOfferPayments: build.query<
      OfferPaymentPage,
      Scoped<{ page: number; numberOfItemsPerPage: number }>
    >({
      query: ({ organizationId, ...params }) => ({
        url: `${org(organizationId)}/offer-payments`,
        params,
      }),
      providesTags: (_r, _e, { organizationId }) => [{ type: OFFER, id: organizationId }],
    }),
    getPaymentInformation: build.query<PaymentInformation, number>({
      query: (id) => `${org(id)}/payment`,
      providesTags: (_r, _e, id) => [{ type: OFFER, id }],
    }),
    submitOffer: build.mutation<OrganizationOffer, Scoped<SubmitOfferPayload>>({
      query: ({ organizationId, ...data }) => ({
        url: `${org(organizationId)}/submit-offer`,
        method: 'PATCH',
        data,
        meta: INLINE,
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: OFFER, id: organizationId }],
    }),

    getBalance: build.query<Balance, number>({
      query: (id) => `${org(id)}/balance`,
      providesTags: (_r, _e, id) => [{ type: BALANCE, id }],
    }),
    getExternalAccount: build.query<ExternalAccount, number>({
      query: (id) => `${org(id)}/external-account`,
      providesTags: (_r, _e, id) => [{ type: EXTERNAL_ACCOUNT, id }],
    }),

    getConnectionState: build.query<ConnectionState, number>({
      query: (id) => ({ url: `api/leon/connection-state/${id}`, meta: INLINE }),
      providesTags: (_r, _e, id) => [{ type: LEON, id }],
    }),
    changeActivation: build.mutation<ConnectionState, Scoped<ChangeActivationPayload>>({
      query: ({ organizationId, ...data }) => ({
        url: `api/leon/change-activation/${organizationId}`,
        method: 'PATCH',
        data,
        meta: INLINE,
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: LEON, id: organizationId }],
    }),
    authorizationUrl: build.mutation<
      AuthorizationUrl,
      Scoped<{ mode: 'connect' | 'reconnect'; redirectUri: string }>
    >({
      query: ({ organizationId, mode, redirectUri }) => ({
        url: `api/leon/${mode}/${organizationId}`,
        params: { redirect_uri: redirectUri },
        meta: { ...INLINE, success: false },
      }),
    }),
    createTokens: build.mutation<ConnectionState, Scoped<{ code: string }>>({
      query: ({ organizationId, code }) => ({
        url: `api/leon/create-tokens/${organizationId}`,
        params: { code },
        meta: INLINE,
      }),
      invalidatesTags: (_r, _e, { organizationId }) => [{ type: LEON, id: organizationId }],
    }),
    deleteToken: build.mutation<ConnectionState, number>({
      query: (id) => ({ url: `api/leon/delete-token/${id}`, method: 'DELETE', meta: INLINE }),
      invalidatesTags: (_r, _e, id) => [{ type: LEON, id }],
    }),
    sendInvitation: build.mutation<ConnectionState, number>({
      query: (id) => ({
        url: `api/leon/invitation/${id}`,
        method: 'PATCH',
        meta: { ...INLINE, success: 'sent' },
      }),
      invalidatesTags: (_r, _e, id) => [{ type: LEON, id }],
    }),
  }),
});

export const {
  useListBankAccountsQuery,
  useCreateBankAccountMutation,
  useUpdateBankAccountMutation,
  useDeleteBankAccountMutation,
  useGetKycQuery,
  useCreateKycPersonMutation,
  useUpdateKycPersonMutation,
  useDeleteKycPersonMutation,
  useDeleteKycDocumentMutation,
  useSubmitKycMutation,
  useLazyGetKycAccountLinkQuery,
  useGetOfferQuery,
  useListOfferPaymentsQuery,
  useGetPaymentInformationQuery,
  useSubmitOfferMutation,
  useGetBalanceQuery,
  useGetExternalAccountQuery,
  useGetConnectionStateQuery,
  useChangeActivationMutation,
  useAuthorizationUrlMutation,
  useCreateTokensMutation,
  useDeleteTokenMutation,
  useSendInvitationMutation,
} = financeApi;

/** Refetch the KYC after an upload made outside RTK Query (multipart with progress). */
export const invalidateKyc = (organizationId: number) =>
  financeApi.util.invalidateTags([{ type: KYC, id: organizationId }]);
