import { baseApi } from '@/lib/api/baseApi';
import type {
  DemoOutboxPage,
  MessageResponse,
  ResetPasswordMailPayload,
  ResetPasswordPayload,
} from '@/entities/account';

export interface DemoOutboxArgs {
  to: string;
  page: number;
  pageSize: number;
}

/**
 * Password recovery and the demo mailbox. Apart from auth.api.ts so that the login page's chunk
 * does not carry them.
 */
export const recoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetPasswordMail: build.mutation<MessageResponse, ResetPasswordMailPayload>({
      // The page says what happened; field errors land on the form.
      query: (data) => ({
        url: 'api/reset-password-mail',
        method: 'PATCH',
        data,
        meta: { public: true, silentError: true, success: false },
      }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordPayload>({
      query: (data) => ({
        url: 'api/reset-password',
        method: 'PATCH',
        data,
        meta: { public: true, silentError: true, success: false },
      }),
    }),
    demoOutbox: build.query<DemoOutboxPage, DemoOutboxArgs>({
      query: ({ to, page, pageSize }) => ({
        url: 'api/demo/outbox',
        params: {
          ...(to.trim() === '' ? {} : { to: to.trim() }),
          page,
          numberOfItemsPerPage: pageSize,
        },
        meta: { public: true, silentError: true },
      }),
    }),
  }),
});

export const { useResetPasswordMailMutation, useResetPasswordMutation, useDemoOutboxQuery } =
  recoveryApi;
