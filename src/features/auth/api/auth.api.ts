import { baseApi } from '@/lib/api/baseApi';
import type { AuthUser, LoginPayload } from '@/lib/auth/types';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthUser, LoginPayload>({
      // Public and silent: a wrong password is shown on the form, never as a logout.
      query: (body) => ({
        url: 'api/login_check',
        method: 'POST',
        data: body,
        meta: { public: true, silentError: true, success: false },
      }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
