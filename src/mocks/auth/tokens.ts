import { randomBytes, randomUUID } from 'node:crypto';
import { db, isoIn, isPast, nowMs } from '../db';
import type { AccessToken, RefreshToken } from '../domains/auth/records';

const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
/** The refresh cookie lives 2 days (spec section 9); so does each refresh token it carries. */
export const REFRESH_TOKEN_TTL_SECONDS = 2 * 24 * 3600;
/**
 * How long a rotated refresh token keeps working (DECISIONS.md "Session hardening"): two tabs
 * refreshing at once send the same token, and the second must not log the user out.
 */
export const ROTATION_GRACE_SECONDS = 30;

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
  return randomBytes(32).toString('hex');
}

const graceEnd = (token: RefreshToken) =>
  token.rotatedAt === null ? Infinity : Date.parse(token.rotatedAt) + ROTATION_GRACE_SECONDS * 1000;

/**
 * Expired access tokens are kept for a while so that a late call still hears "Expired JWT
 * Token" rather than "Invalid JWT Token", then dropped so the saved file does not grow forever.
 * Refresh tokens go when they expire or when their grace after rotation is over.
 */
function prune(): void {
  const keepAfter = nowMs() - REFRESH_TOKEN_TTL_SECONDS * 1000;
  db.accessTokens = db.accessTokens.filter((t) => Date.parse(t.expiresAt) > keepAfter);
  db.refreshTokens = db.refreshTokens.filter((t) => !isPast(t.expiresAt) && graceEnd(t) > nowMs());
}

export function issueAccessToken(userId: number, sessionId: string): AccessToken {
  prune();
  const token = {
    token: randomToken(),
    userId,
    sessionId,
    expiresAt: isoIn(accessTokenTtlSeconds()),
  };
  db.accessTokens.push(token);
  return token;
}

/** A login starts a session; refreshes continue it. */
export function issueRefreshToken(userId: number, sessionId: string = randomUUID()): RefreshToken {
  const token: RefreshToken = {
    token: randomToken(),
    userId,
    sessionId,
    expiresAt: isoIn(REFRESH_TOKEN_TTL_SECONDS),
    rotatedAt: null,
    replacedBy: null,
  };
  db.refreshTokens.push(token);
  return token;
}

export function findAccessToken(token: string): AccessToken | undefined {
  return db.accessTokens.find((t) => t.token === token);
}

function findLive(token: string): RefreshToken | undefined {
  return db.refreshTokens.find(
    (t) => t.token === token && !isPast(t.expiresAt) && graceEnd(t) > nowMs(),
  );
}

/** Following `replacedBy` to the live end of the chain (a tab may have refreshed twice). */
function newestSuccessor(token: RefreshToken): RefreshToken | undefined {
  let newest: RefreshToken | undefined;
  let next = token.replacedBy;
  while (next !== null) {
    const found = findLive(next);
    if (!found || found === newest) break;
    newest = found;
    next = found.replacedBy;
  }
  return newest;
}

/**
 * POST api/token/refresh: the refresh token that replaces `presented`, or undefined (401) for an
 * unknown, expired, revoked or rotated-and-past-grace token. A live token is rotated: it gets a
 * successor and 30 s of grace. Within the grace it answers that same successor, so tabs that
 * refreshed together end with one token.
 */
export function rotateRefreshToken(presented: string): RefreshToken | undefined {
  const current = findLive(presented);
  if (!current) return undefined;
  const newest = newestSuccessor(current);
  if (newest) return newest;
  const successor = issueRefreshToken(current.userId, current.sessionId);
  current.rotatedAt = new Date(nowMs()).toISOString();
  current.replacedBy = successor.token;
  return successor;
}

/** POST api/token/invalidate (logout): the session of that token ends, its access tokens too. */
export function revokeSessionOf(refreshToken: string): void {
  const found = db.refreshTokens.find((t) => t.token === refreshToken);
  if (found) revokeSession(found.sessionId);
}

export function revokeSession(sessionId: string): void {
  db.accessTokens = db.accessTokens.filter((t) => t.sessionId !== sessionId);
  db.refreshTokens = db.refreshTokens.filter((t) => t.sessionId !== sessionId);
}

/** A disabled account: every token of the user stops working. */
export function revokeUserTokens(userId: number): void {
  db.accessTokens = db.accessTokens.filter((t) => t.userId !== userId);
  db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== userId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved tokens of the current shape; files from before sessions existed start logged out. */
export function isTokenList(saved: unknown): boolean {
  return (
    Array.isArray(saved) &&
    saved.every(
      (t) =>
        isRecord(t) &&
        typeof t.token === 'string' &&
        typeof t.userId === 'number' &&
        typeof t.sessionId === 'string' &&
        typeof t.expiresAt === 'string',
    )
  );
}
