import { withTagTypes } from '@/lib/api/baseApi';
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
import { TRIP_TAG_TYPES, tripChanged } from '@/entities/trip';

/**
 * The checkout (POST api/shop/checkout) and its payment intent (api/shop/payment-intents). An
 * order placed shows on its trip's page (the event's services): placing one invalidates the
 * trip's tags, so "Back to the trip" shows it without a reload.
 */
export const checkoutApi = withTagTypes(TRIP_TAG_TYPES).injectEndpoints({
  endpoints: (build) => ({
    checkoutSubmit: build.mutation<CheckoutResult, CheckoutRequest>({
      query: (data) => ({
        url: 'api/shop/checkout',
        method: 'POST',
        data,
        // The page shows the outcome itself (price changes, payment, result).
        meta: { success: false },
      }),
      invalidatesTags: (result, _error, { tripId }) => (result ? tripChanged(tripId) : []),
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
      // A paid order changes state on its trip, whose id the intent does not carry: every trip.
      invalidatesTags: (result) => (result ? [...TRIP_TAG_TYPES] : []),
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
      invalidatesTags: (result, _error, { tripId }) => (result ? tripChanged(tripId) : []),
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
