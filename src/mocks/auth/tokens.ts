import { db, isoIn, isPast, nowMs } from '../db';
import type { AccessToken, RefreshToken } from '../db';

const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
/** The refresh cookie lives 2 days (spec section 9); so does the token it carries. */
export const REFRESH_TOKEN_TTL_SECONDS = 2 * 24 * 3600;

/** DEMO_API_TOKEN_TTL, read at each use: the server loads .env after its imports ran. */
export function accessTokenTtlSeconds(): number {
  const raw = typeof process === 'undefined' ? undefined : process.env.DEMO_API_TOKEN_TTL;
  const seconds = Number(raw);
  return raw && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
}

/** Opaque random tokens: the front must not read anything into them. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Expired tokens are kept for a while so that a late call still hears "Expired JWT Token"
 * rather than "Invalid JWT Token", then dropped so the saved file does not grow forever.
 */
function prune(): void {
  const keepAfter = nowMs() - REFRESH_TOKEN_TTL_SECONDS * 1000;
  const alive = (t: { expiresAt: string }) => Date.parse(t.expiresAt) > keepAfter;
  db.accessTokens = db.accessTokens.filter(alive);
  db.refreshTokens = db.refreshTokens.filter((t) => !isPast(t.expiresAt));
}

export function issueAccessToken(userId: number): AccessToken {
  prune();
  const token: AccessToken = {
    token: randomToken(),
    userId,
    expiresAt: isoIn(accessTokenTtlSeconds()),
  };
  db.accessTokens.push(token);
  return token;
}

export function issueRefreshToken(userId: number): RefreshToken {
  const token: RefreshToken = {
    token: randomToken(),
    userId,
    expiresAt: isoIn(REFRESH_TOKEN_TTL_SECONDS),
  };
  db.refreshTokens.push(token);
  return token;
}

export function findAccessToken(token: string): AccessToken | undefined {
  return db.accessTokens.find((t) => t.token === token);
}

/** A refresh token that exists and has not expired. */
export function findLiveRefreshToken(token: string): RefreshToken | undefined {
  return db.refreshTokens.find((t) => t.token === token && !isPast(t.expiresAt));
}

/** Logout or a disabled account: every token of the user stops working. */
export function revokeUserTokens(userId: number): void {
  db.accessTokens = db.accessTokens.filter((t) => t.userId !== userId);
  db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== userId);
}
