import { baseApi } from '@/lib/api/baseApi';
import type {
  BuyerRegistrationPayload,
  RegisterUserAnswer,
  RegisterUserPayload,
  RegistrationAirport,
  RegistrationCreated,
  RegistrationOffers,
  RegistrationValidated,
  ResendValidationPayload,
  SelectOfferPayload,
  SellerRegistrationPayload,
  ValidateRegistrationPayload,
} from '../model/registration.types';

/** Every call is public (no session yet) and silent: the pages show errors where they belong. */
const PUBLIC = { public: true, silentError: true, success: false } as const;

export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registrationAirports: build.query<RegistrationAirport[], string>({
      query: (searchQuery) => ({
        url: 'api/register/airports',
        params: { searchQuery },
        meta: { public: true },
      }),
    }),
    registerBuyer: build.mutation<RegistrationCreated, BuyerRegistrationPayload>({
      query: (data) => ({ url: 'client-register', method: 'POST', data, meta: PUBLIC }),
    }),
    registerSeller: build.mutation<RegistrationCreated, SellerRegistrationPayload>({
      query: (data) => ({ url: 'seller-register', method: 'POST', data, meta: PUBLIC }),
    }),
    resendValidationMail: build.mutation<null, { id: number } & ResendValidationPayload>({
      query: ({ id, ...data }) => ({
        url: `register-new-validation-mail/${id}`,
        method: 'PATCH',
        data,
        meta: PUBLIC,
      }),
    }),
    validateRegistration: build.mutation<RegistrationValidated, ValidateRegistrationPayload>({
      query: (data) => ({ url: 'register-validate', method: 'PATCH', data, meta: PUBLIC }),
    }),
    // Its own token (or the admin's session) shows a registration's offers: an id alone does not.
    registrationOffers: build.query<RegistrationOffers, { id: number; token?: string }>({
      query: ({ id, token }) => ({
        url: `api/register/offers/${id}`,
        params: token === undefined ? undefined : { token },
        meta: { public: true },
      }),
    }),
    selectOffer: build.mutation<
      RegistrationOffers,
      { id: number; first: boolean } & SelectOfferPayload
    >({
      query: ({ id, first, ...data }) => ({
        url: `api/register/select-offer/${id}`,
        method: first ? 'POST' : 'PATCH',
        data,
        meta: PUBLIC,
      }),
      onQueryStarted: async ({ id, token }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(registrationApi.util.upsertQueryData('registrationOffers', { id, token }, data));
        }
      },
    }),
    registerUser: build.mutation<RegisterUserAnswer, RegisterUserPayload>({
      query: (data) => ({ url: 'api/register-user', method: 'POST', data, meta: PUBLIC }),
    }),
  }),
});

export const {
  useRegistrationAirportsQuery,
  useRegisterBuyerMutation,
  useRegisterSellerMutation,
  useResendValidationMailMutation,
  useValidateRegistrationMutation,
  useRegistrationOffersQuery,
  useSelectOfferMutation,
  useRegisterUserMutation,
} = registrationApi;
