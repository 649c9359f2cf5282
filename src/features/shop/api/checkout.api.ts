import { baseApi } from '@/lib/api/baseApi';
import type {
  CheckoutRequest,
  CheckoutResult,
  HelicopterOffersPage,
  HelicopterOperator,
  HelicopterOrderRequest,
  HelicopterOrderResult,
  HelicopterTransferType,
} from '@/entities/cart';
import type { PaymentIntent, PaymentIntentConfirmBySavedMethod } from '@/entities/payment';
import type { DemoSetupConfirmation } from '@/entities/payment';

/** The checkout (POST api/shop/checkout) and its payment intent (api/shop/payment-intents). */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutSubmit: build.mutation<CheckoutResult, CheckoutRequest>({
      query: (data) => ({
        url: 'api/shop/checkout',
        method: 'POST',
        data,
        // The page shows the outcome itself (price changes, payment, result).
        meta: { success: false },
      }),
    }),
    checkoutConfirmPayment: build.mutation<
      PaymentIntent,
      {
        id: string;
        /** A new IBAN carries the SEPA terms the buyer accepted with the order. */
        confirmation:
          | (DemoSetupConfirmation & { acceptSepaTerms?: boolean })
          | PaymentIntentConfirmBySavedMethod;
      }
    >({
      query: ({ id, confirmation }) => ({
        url: `api/shop/payment-intents/${encodeURIComponent(id)}/confirm`,
        method: 'POST',
        data: confirmation,
        // The payment form shows a declined card itself.
        meta: { success: false, silentError: true },
      }),
    }),
    helicopterOperators: build.query<
      HelicopterOperator[],
      { tripId: number; stepId: number; eventId: number; currency: string }
    >({
      query: (params) => ({ url: 'api/shop/helicopters', params }),
    }),
    helicopterOffers: build.query<
      HelicopterOffersPage,
      {
        tripId: number;
        stepId: number;
        eventId: number;
        organizationId: number;
        destinationId: number;
        type: HelicopterTransferType;
        currency: string;
      }
    >({
      query: (params) => ({ url: 'api/shop/helicopter-offers', params }),
    }),
    helicopterOrder: build.mutation<HelicopterOrderResult, HelicopterOrderRequest>({
      query: (data) => ({
        url: 'api/shop/helicopter-order',
        method: 'POST',
        data,
        meta: { success: false },
      }),
    }),
  }),
});

export const {
  useCheckoutSubmitMutation,
  useCheckoutConfirmPaymentMutation,
  useHelicopterOperatorsQuery,
  useHelicopterOffersQuery,
  useHelicopterOrderMutation,
} = checkoutApi;
