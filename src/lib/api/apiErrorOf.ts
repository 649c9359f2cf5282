/**
 * `apiErrorOf(result.error)`: the typed ApiError of an RTK Query result, or null. It lives with
 * toApiError in the http layer (already in the startup chunk, so the login page fetches no
 * chunk for it); pages import it from here.
 */
export { apiErrorOf } from '@/lib/http/toApiError';
