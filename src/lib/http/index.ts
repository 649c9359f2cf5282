export { http } from './client';
export { describeError, type ErrorDescription } from './errorCatalogue';
export { CONFLICT_FLAG_KEY, showConflictNoticeIfFlagged } from './conflict';
export { invalidateRefreshToken, refreshSession } from './refresh';
export type { RefreshOutcome, RefreshResult } from './refreshOutcome';
export { setupHttp, type HttpDeps } from './setupHttp';
export { isApiError, toApiError } from './toApiError';
export type { ApiError, ApiErrorBody, ApiErrorKind, RequestMeta, SuccessWord } from './types';
