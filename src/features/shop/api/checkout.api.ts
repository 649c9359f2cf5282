import { baseApi } from '@/lib/api/baseApi';
import type {
  CheckoutRequest,
  CheckoutResult,
  PaymentIntent,
  PaymentIntentConfirmBySavedMethod,
} from '@/lib/api/shop.types';
import type { DemoSetupConfirmation } from '@/lib/payments';

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
      { id: string; confirmation: DemoSetupConfirmation | PaymentIntentConfirmBySavedMethod }
    >({
      query: ({ id, confirmation }) => ({
        url: `api/shop/payment-intents/${encodeURIComponent(id)}/confirm`,
        method: 'POST',
        data: confirmation,
        // The payment form shows a declined card itself.
        meta: { success: false, silentError: true },
      }),
    }),
  }),
});

export const { useCheckoutSubmitMutation, useCheckoutConfirmPaymentMutation } = checkoutApi;
