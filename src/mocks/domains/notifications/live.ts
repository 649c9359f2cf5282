import type { Schemas } from '../../../lib/api/contract';
import { can, membershipOf } from '../../auth';
import { db } from '../../db';

type LiveEvent = Schemas['LiveEvent'];
type LiveRecordType = Schemas['LiveRecordType'];

/** A change as a domain reports it: every organization the record belongs to. */
export interface Change {
  type: LiveRecordType;
  id: number;
  organizationIds: readonly number[];
}

/** The right, in an organization, to read a record of each type (what the stream checks). */
const READ_RIGHT: Record<LiveRecordType, string> = {
  quote: 'TRIP_ACCOUNTING_VIEW',
  invoice: 'TRIP_ACCOUNTING_VIEW',
  trip: 'TRIP_VIEW',
  chat: 'CHAT_VIEW',
  notification: 'DEFAULT_VIEW',
};

interface Subscriber {
  userId: number;
  send: (event: LiveEvent) => void;
  close: () => void;
}

/** One stream per session: a second one from the same session replaces the first. */
const subscribers = new Map<string, Subscriber>();

export function subscribe(sessionId: string, subscriber: Subscriber): () => void {
  subscribers.get(sessionId)?.close();
  subscribers.set(sessionId, subscriber);
  return () => {
    if (subscribers.get(sessionId) === subscriber) subscribers.delete(sessionId);
  };
}

/**
 * What of a change one user may hear: one event per organization of the record that the user
 * is an active member of (operators acting for others included only through a membership)
 * and may read the record there. Checked at each change: a member who left hears nothing.
 */
export function eventsFor(userId: number, change: Change): LiveEvent[] {
  const user = db.users.find((u) => u.id === userId);
  if (!user || user.status !== 'active') return [];
  return [...new Set(change.organizationIds)].flatMap((organizationId) =>
    membershipOf(user, organizationId) && can(user, { id: organizationId }, READ_RIGHT[change.type])
      ? [{ type: change.type, id: change.id, organizationId }]
      : [],
  );
}

export function publish(change: Change): void {
  for (const subscriber of subscribers.values()) {
    for (const event of eventsFor(subscriber.userId, change)) subscriber.send(event);
  }
}

/** Every record's fingerprint, to tell what a write changed without each action saying so. */
export type LiveWatch = () => Map<string, { fingerprint: string; change: Change }>;

const quoteWatch: LiveWatch = () =>
  new Map(
    db.quotes.map((quote) => [
      `quote-${quote.id}`,
      {
        fingerprint: [
          quote.updatedAt,
          quote.log.length,
          quote.state,
          quote.paymentIntent?.status ?? '',
          quote.invoiceId ?? '',
          quote.claim?.answeredAt ?? '',
        ].join('|'),
        change: {
          type: 'quote',
          id: quote.id,
          organizationIds: [quote.organization.id, quote.client.id],
        },
      },
    ]),
  );

const watches: LiveWatch[] = [quoteWatch];
let last: Map<string, string> | null = null;

/** Another domain's records (the chat's conversations), watched the same way. */
export function addLiveWatch(watch: LiveWatch): void {
  watches.push(watch);
  last = null;
}

/**
 * Publishes what changed since the last call (the HTTP server calls it after every write). The
 * first call only takes the fingerprints. A record the stream should announce and that nobody
 * watches is refreshed by the app's polling instead.
 */
export function publishChanges(): Change[] {
  const current = new Map<string, { fingerprint: string; change: Change }>();
  for (const watch of watches) for (const [key, value] of watch()) current.set(key, value);
  const previous = last;
  last = new Map([...current].map(([key, value]) => [key, value.fingerprint]));
  if (previous === null) return [];
  const changed = [...current]
    .filter(([key, value]) => previous.get(key) !== value.fingerprint)
    .map(([, value]) => value.change);
  for (const change of changed) publish(change);
  return changed;
}
