import type { Schemas } from '@/lib/contract/schemas';
import type { SuccessOptions } from '@/lib/feedback/successWord';

export type { SuccessWord } from '@/lib/feedback/successWord';

/** The one error type every failed call becomes (ARCHITECTURE.md: errors travel back as ApiError). */
export type ApiErrorKind =
  | 'timeout'
  | 'connection'
  | 'empty'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'client'
  | 'server'
  | 'redirect'
  | 'cancelled';

export interface ApiError {
  kind: ApiErrorKind;
  status: number | null;
  /** The server's message (may be an `errors.*` translation key) or a transport description. */
  message: string;
  /** Field errors of a 400, by field name: the API's `errors` object. */
  fieldErrors: Record<string, string[]>;
  data: unknown;
  /** A 429's `Retry-After`, in seconds: when the API takes the call again. */
  retryAfterSeconds?: number;
}

/** The API's error body `{ code, message, errors? }` (the document's ApiError; the demo API answers it). */
export type ApiErrorBody = Schemas['ApiError'];

/** Per-request options read by the interceptors (the success feedback's own come from lib/feedback). */
export interface RequestMeta extends SuccessOptions {
  /** Do not send the bearer token (public calls: login, registration, configuration). */
  public?: boolean;
  /** Opt out of the error toast (the caller shows the error inline). */
  silentError?: boolean;
  /**
   * A screen's read (set by the query base query): a 404 gets no toast, the screen says what is
   * missing (RecordGate's "does not exist" page, a list's error state) once, not twice.
   */
  missingShownByScreen?: boolean;
  /**
   * Set by the query base query (lib/api/queryRetry): a network error or 5xx is handed to this
   * instead of being toasted, since the query may be retried; the toast comes once, after the
   * last attempt.
   */
  deferTransientToast?: (error: ApiError) => void;
  /**
   * A call the app makes on its own, not one the user asked for (the shell's notices): a 403
   * means only that the notice cannot be shown, so it never sends the user to not-authorized.
   */
  background?: boolean;
  /** Set by the refresh logic: a retried request never triggers a second refresh. */
  retried?: boolean;
  /**
   * A token call (refresh, invalidate): it reports to its caller only, never refreshing,
   * redirecting, reloading or toasting.
   */
  isRefresh?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: RequestMeta;
  }
}
