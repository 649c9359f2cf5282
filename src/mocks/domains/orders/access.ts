import type { PermissionKey } from '../../../lib/auth/permissions';
import type { QuoteLogEventCode, QuoteParty } from '../../../entities/quote/contract';
import { quoteSide, type QuoteSide } from '../../../entities/quote/contract';
import { forbidden, idParam, notFound } from '../../api';
import { authorize, can, type AuthContext } from '../../auth';
import { db, nextId } from '../../db';
import { now } from '../../db/clock';
import type { QuoteRecord } from './records';

export const QUOTE_NOT_FOUND = 'errors.quote_not_found';
export const QUOTE_ACTION_NOT_ALLOWED = 'errors.quote_action_not_allowed';

/** A member of the selected organization with the right asked (operators included). */
export interface OrdersActor {
  auth: AuthContext;
  organizationId: number;
  party: QuoteParty;
  userName: string;
  can: (key: PermissionKey) => boolean;
}

/** TRIP_ACCOUNTING_VIEW (read) or TRIP_ACCOUNTING_EDIT (act), or any of several keys, in the selected organization. */
export function ordersActor(
  request: Request,
  permission: PermissionKey | readonly PermissionKey[] = 'TRIP_ACCOUNTING_VIEW',
): OrdersActor | Response {
  // Several keys: any one of them is enough (a quote is read by the orders manager and by the
  // organization's accounting).
  const keys: readonly PermissionKey[] = typeof permission === 'string' ? [permission] : permission;
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const { organization, user } = auth;
  if (organization === null) return forbidden();
  if (!keys.some((key) => can(user, organization, key))) return forbidden();
  return {
    auth,
    organizationId: organization.id,
    party: { id: organization.id, name: organization.commercialName },
    userName: `${user.firstName} ${user.lastName}`.trim(),
    can: (key) => can(user, organization, key),
  };
}

/** The quotes the organization sells or buys. */
export function quotesOf(organizationId: number): QuoteRecord[] {
  return db.quotes.filter(
    (quote) => quote.organization.id === organizationId || quote.client.id === organizationId,
  );
}

/** A quote the actor's organization sells or buys, and its side; undefined (404) otherwise. */
export function sideQuote(
  actor: OrdersActor,
  rawId: unknown,
): { quote: QuoteRecord; side: QuoteSide } | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  if (id === null) return undefined;
  const quote = db.quotes.find((candidate) => candidate.id === id);
  if (!quote) return undefined;
  const side = quoteSide(quote, actor.organizationId);
  return side === null ? undefined : { quote, side };
}

export function quoteNotFound(): Response {
  return notFound(QUOTE_NOT_FOUND);
}

/** A stored quote's version: one until its first change (records older than versions too). */
export function quoteVersion(quote: Pick<QuoteRecord, 'version'>): number {
  return quote.version ?? 1;
}

/**
 * Appends a log event (the actor, or the platform when null) and touches the quote. Every change
 * of lines, prices or state logs one, so this is where the version grows (the validation compares
 * the version the buyer saw).
 */
export function logEvent(
  quote: QuoteRecord,
  event: QuoteLogEventCode,
  actor: Pick<OrdersActor, 'party' | 'userName'> | null,
  detail: string | null = null,
  amount: number | null = null,
): void {
  const at = now().toISOString();
  quote.log.push({
    id: nextId(quote.log),
    event,
    at,
    organization: actor ? { ...actor.party } : null,
    userName: actor ? actor.userName : null,
    detail,
    amount,
    currency: amount === null ? null : quote.currency,
  });
  touchQuote(quote, at);
}

/** A change that logs nothing (the seller's draft of a request) still moves the version. */
export function touchQuote(quote: QuoteRecord, at: string = now().toISOString()): void {
  quote.updatedAt = at;
  quote.version = quoteVersion(quote) + 1;
}
