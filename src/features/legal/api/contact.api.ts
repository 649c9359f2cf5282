import { baseApi } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<Schemas['ContactReceipt'], Schemas['ContactPayload']>({
      // Public; the page shows its own confirmation and its own errors, inline.
      query: (data) => ({
        url: 'api/contact',
        method: 'POST',
        data,
        meta: { public: true, silentError: true, success: false },
      }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
