import { isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { selectToken } from '@/lib/auth/sessionSlice';
import { announceSuccess } from '@/lib/feedback/successFeedback';
import type { HttpStore } from './httpStore';
import { http } from './client';
import { handleConflict } from './conflict';
import { bindRefresher, refreshSession } from './refresh';
import type { RefreshLocks } from './refreshLock';
import { bearerOf, withSessionHeaders } from './sessionHeaders';
import { toastError as toast } from './toastError';
import { emptyResponseError, isTransient, toApiError } from './toApiError';
import type { ApiError, RequestMeta } from './types';
import { watchContract } from './watchContract';

export interface HttpDeps {
  store: HttpStore;
  navigate: (to: string) => void;
  currentPath: () => string;
  reload: () => void;
  /** Logs out with the current path as redirect (the app's logout). */
  logout: () => void;
  /** Cross-tab refresh lock; navigator.locks by default (tests inject one, or null). */
  locks?: RefreshLocks | null;
}

export const NOT_AUTHORIZED_PATH = '/not-authorized';

/** A GET answered 200 with nothing where JSON was expected: the catalogue's "empty response". */
function isEmptyAnswer({ config, status, data }: AxiosResponse): boolean {
  const expectsJson = config.responseType === undefined || config.responseType === 'json';
  const method = (config.method ?? 'get').toLowerCase();
  return method === 'get' && status === 200 && expectsJson && (data === '' || data === undefined);
}

/**
 * Attaches the interceptors of the one axios instance (spec sections 7 and 8): session headers,
 * success feedback, token refresh and retry on 401, not-authorized on 403, reload on 409 (at most
 * once per interval), and the error catalogue's toasts. Every failure rejects with an ApiError.
 * Returns the eject function.
 */
export function setupHttp(deps: HttpDeps): () => void {
  const { store } = deps;
  // Undefined locks: the browser's (the refresher's default).
  bindRefresher({ store, onUserChanged: deps.reload, locks: deps.locks });

  // The session ends once however many calls fail with it; a new token opens a new session.
  let sessionEnded = false;
  let lastToken = selectToken(store.getState());
  const unsubscribe = store.subscribe(() => {
    const token = selectToken(store.getState());
    if (token === lastToken) return;
    lastToken = token;
    if (token !== null) sessionEnded = false;
  });
  let reloading = false;

  function endSession(error: ApiError) {
    if (sessionEnded) return;
    sessionEnded = true;
    deps.logout();
    toast(error);
  }

  async function onUnauthorized(
    config: InternalAxiosRequestConfig,
    meta: RequestMeta,
    error: ApiError,
  ) {
    if (meta.retried) {
      endSession(error);
      throw error;
    }
    // A call sent before a refresh completed only needs the new token, not another refresh.
    const current = selectToken(store.getState());
    if (current === null || bearerOf(config) === current) {
      const result = await refreshSession();
      switch (result.outcome) {
        case 'refreshed':
          break;
        case 'ended':
          endSession(error);
          throw error;
        case 'unavailable':
          // The session stays; the refresh showed its toast once for every waiting call.
          throw result.error;
        case 'user-changed':
          // The tab reloads into the other user's session.
          throw error;
      }
    }
    return http.request({ ...config, meta: { ...meta, retried: true } });
  }

  function onFailure(error: unknown): Promise<AxiosResponse> {
    const apiError = toApiError(error);
    const config = isAxiosError(error) ? error.config : undefined;
    const meta: RequestMeta = config?.meta ?? {};
    // The refresh call reports to refreshSession only: it never refreshes, redirects or toasts.
    if (meta.isRefresh) return Promise.reject(apiError);
    switch (apiError.kind) {
      case 'unauthorized':
        if (config && !meta.public) return onUnauthorized(config, meta, apiError);
        break;
      case 'forbidden':
        if (!meta.background && !deps.currentPath().startsWith(NOT_AUTHORIZED_PATH)) {
          deps.navigate(
            `${NOT_AUTHORIZED_PATH}?redirect=${encodeURIComponent(deps.currentPath())}`,
          );
        }
        return Promise.reject(apiError);
      case 'conflict':
        // Several calls may conflict at once: the tab reloads once, or says so once.
        if (!reloading) {
          reloading = handleConflict(deps.reload, Date.now(), apiError.message) === 'reload';
        }
        return Promise.reject(apiError);
      default:
        break;
    }
    if (meta.silentError) return Promise.reject(apiError);
    if (meta.missingShownByScreen && apiError.status === 404) return Promise.reject(apiError);
    // A read that may be retried: its toast waits for the last attempt (lib/api/queryRetry).
    if (meta.deferTransientToast && isTransient(apiError)) meta.deferTransientToast(apiError);
    else toast(apiError);
    return Promise.reject(apiError);
  }

  function onSuccess(response: AxiosResponse): AxiosResponse | Promise<AxiosResponse> {
    const meta = response.config.meta;
    if (isEmptyAnswer(response)) {
      const apiError = emptyResponseError(response.status, response.data);
      if (!meta?.silentError) toast(apiError);
      return Promise.reject(apiError);
    }
    announceSuccess(response.config.method, meta);
    return response;
  }

  const requestId = http.interceptors.request.use((config) =>
    withSessionHeaders(config, store.getState()),
  );
  // The dev server only (a build drops this branch, the tests check the demo API themselves): a
  // real API's answer off docs/api/openapi.yaml logs a warning. First, so it sees the raw answer.
  const contractId =
    import.meta.env.DEV && import.meta.env.MODE !== 'test'
      ? watchContract(http, () => import('@/lib/contract/devCheck'))
      : null;
  const responseId = http.interceptors.response.use(onSuccess, onFailure);

  return () => {
    http.interceptors.request.eject(requestId);
    if (contractId !== null) http.interceptors.response.eject(contractId);
    http.interceptors.response.eject(responseId);
    unsubscribe();
    bindRefresher(null);
  };
}

export { refreshSession } from './refresh';
export { showConflictNoticeIfFlagged } from './conflict';
