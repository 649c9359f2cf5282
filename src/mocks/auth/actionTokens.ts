import { randomBytes } from 'node:crypto';
import { db, isPast, isoIn, now, type RecordOf } from '../db';

// Records of the domains that fill these collections, read through the db: importing those
// domains would close a cycle (they import this folder).
type ActionToken = RecordOf<'actionTokens'>;
type ActionTokenKind = ActionToken['kind'];

/** How long each kind of mailed link works. */
export const ACTION_TOKEN_TTL_SECONDS: Record<ActionTokenKind, number> = {
  registration: 7 * 24 * 3600,
  password_reset: 3600,
  invitation: 14 * 24 * 3600,
};

/**
 * One-time tokens carried by mailed links (registration validation, password reset, user
 * invitation): opaque, expiring on the demo clock, used once. A new one of the same kind for the
 * same subject replaces the old (a resend invalidates the previous mail's link).
 */
export function issueActionToken(kind: ActionTokenKind, subjectId: number): ActionToken {
  db.actionTokens = db.actionTokens.filter(
    (t) => !(t.kind === kind && t.subjectId === subjectId) && !isPast(t.expiresAt),
  );
  const token: ActionToken = {
    token: randomBytes(24).toString('hex'),
    kind,
    subjectId,
    expiresAt: isoIn(ACTION_TOKEN_TTL_SECONDS[kind]),
    usedAt: null,
  };
  db.actionTokens.push(token);
  return token;
}

/** The live token of that kind, or undefined (unknown, expired, used or of another kind). */
export function findActionToken(kind: ActionTokenKind, token: unknown): ActionToken | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  return db.actionTokens.find(
    (t) => t.token === token && t.kind === kind && t.usedAt === null && !isPast(t.expiresAt),
  );
}

/** Marks the token used: its link never works again. */
export function consumeActionToken(token: ActionToken): void {
  token.usedAt = now().toISOString();
}
