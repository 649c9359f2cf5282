import { randomBytes, randomUUID } from 'node:crypto';
import { db, isoIn, isPast, nowMs, type RecordOf } from '../db';

// Records of the domains that fill these collections, read through the db: importing those
// domains would close a cycle (they import this folder).
type AccessToken = RecordOf<'accessTokens'>;
type RefreshToken = RecordOf<'refreshTokens'>;

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

/** A session ends at the latest this long after its login, however often it is refreshed. */
export const SESSION_MAX_SECONDS = 14 * 24 * 3600;

const graceEnd = (token: RefreshToken) =>
  token.rotatedAt === null ? Infinity : Date.parse(token.rotatedAt) + ROTATION_GRACE_SECONDS * 1000;

/** The earlier of two ISO instants. */
const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * Expired access tokens are kept for a while so that a late call still hears "Expired JWT
 * Token" rather than "Invalid JWT Token", then dropped so the saved file does not grow forever.
 * Refresh tokens go when they expire; a rotated one is kept until then (past its grace it no
 * longer works, but presenting it again is how a stolen token's reuse is noticed).
 */
function prune(): void {
  const keepAfter = nowMs() - REFRESH_TOKEN_TTL_SECONDS * 1000;
  db.accessTokens = db.accessTokens.filter((t) => Date.parse(t.expiresAt) > keepAfter);
  db.refreshTokens = db.refreshTokens.filter((t) => !isPast(t.expiresAt));
}

/** The end of a session that has no recorded end (saved before sessions had one): from now. */
function sessionEndOf(sessionId: string): string {
  const known = db.refreshTokens.find((t) => t.sessionId === sessionId && t.sessionEndsAt);
  return known?.sessionEndsAt ?? isoIn(SESSION_MAX_SECONDS);
}

export function issueAccessToken(userId: number, sessionId: string): AccessToken {
  prune();
  const token = {
    token: randomToken(),
    userId,
    sessionId,
    expiresAt: earlier(isoIn(accessTokenTtlSeconds()), sessionEndOf(sessionId)),
  };
  db.accessTokens.push(token);
  return token;
}

/** A login starts a session (ending 14 days later at the latest); refreshes continue it. */
export function issueRefreshToken(userId: number, sessionId: string = randomUUID()): RefreshToken {
  const sessionEndsAt = sessionEndOf(sessionId);
  const token: RefreshToken = {
    token: randomToken(),
    userId,
    sessionId,
    expiresAt: earlier(isoIn(REFRESH_TOKEN_TTL_SECONDS), sessionEndsAt),
    sessionEndsAt,
    rotatedAt: null,
    replacedBy: null,
  };
  db.refreshTokens.push(token);
  return token;
}

export function findAccessToken(token: string): AccessToken | undefined {
  return db.accessTokens.find((t) => t.token === token);
}

function isLive(token: RefreshToken): boolean {
  return !isPast(token.expiresAt) && graceEnd(token) > nowMs();
}

function findLive(token: string): RefreshToken | undefined {
  return db.refreshTokens.find((t) => t.token === token && isLive(t));
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
 * unknown, expired or revoked token. A live token is rotated: it gets a successor and 30 s of
 * grace. Within the grace it answers that same successor, so tabs that refreshed together end
 * with one token. After the grace, a rotated token presented again has been copied (the real
 * tab holds its successor): the whole session ends, the thief's tokens and the user's alike.
 */
export function rotateRefreshToken(presented: string): RefreshToken | undefined {
  const known = db.refreshTokens.find((t) => t.token === presented && !isPast(t.expiresAt));
  if (!known) return undefined;
  if (!isLive(known)) {
    revokeSession(known.sessionId);
    return undefined;
  }
  const newest = newestSuccessor(known);
  if (newest) return newest;
  const successor = issueRefreshToken(known.userId, known.sessionId);
  known.rotatedAt = new Date(nowMs()).toISOString();
  known.replacedBy = successor.token;
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

/** A changed password: every session of the user but the one that changed it ends. */
export function revokeOtherSessions(userId: number, keptSessionId: string | undefined): void {
  const other = (t: { userId: number; sessionId: string }) =>
    t.userId === userId && t.sessionId !== keptSessionId;
  db.accessTokens = db.accessTokens.filter((t) => !other(t));
  db.refreshTokens = db.refreshTokens.filter((t) => !other(t));
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
        typeof t.expiresAt === 'string' &&
        (t.sessionEndsAt === undefined || typeof t.sessionEndsAt === 'string'),
    )
  );
}
