import { baseApi } from '@/lib/api/baseApi';
import type { ContactPayload, ContactReceipt } from '@/entities/contact';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactPayload>({
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
