/** Business constants of the spec's section 9, one place each. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const TOAST_TIMEOUT_MS = 3_000;
export const REFRESH_COOKIE_DAYS = 2;
export const REFRESH_COOKIE_NAME = 'refreshToken';
/** The session's nonce, made at login, beside the refresh token: the tabs' shared session identity. */
export const SESSION_COOKIE_NAME = 'sessionNonce';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CONFLICT_NOTICE_DELAY_MS = 1_000;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const SELECT_PAGE_SIZE = 12;
export const MAX_FILE_SIZE_BYTES = 2 * 1024 * 1024;
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_CURRENCY = 'EUR';
export const MEASUREMENTS = ['metric', 'imperial'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];
export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];
export const CURRENCY_DISPLAYS = ['symbol', 'name'] as const;
export type CurrencyDisplay = (typeof CURRENCY_DISPLAYS)[number];
export type Direction = 'ltr' | 'rtl';

/** Session hardening (DECISIONS.md): the silent refresh at start waits at most this long. */
export const START_REFRESH_TIMEOUT_MS = 10_000;
/**
 * When the refresh at start cannot reach the server, it tries again after these waits (the last
 * one repeats), or at once on "retry now" or when the browser comes back online.
 */
export const START_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** A 409 reloads a tab at most once in this window; a further one only shows the notice. */
export const CONFLICT_RELOAD_INTERVAL_MS = 10_000;
/** The BroadcastChannel that carries logout and login between the tabs of one browser. */
export const SESSION_CHANNEL_NAME = 'front-office-session';
/** The Web Lock (navigator.locks) that serializes token refreshes across tabs. */
export const REFRESH_LOCK_NAME = 'front-office-refresh';
