import type { Schemas } from '../../../lib/api/contract';
import type { QuoteLogEventCode } from '../../../entities/quote/contract';
import { db } from '../../db';
import { now } from '../../db/clock';

type Notification = Schemas['Notification'];
type NotificationKind = Schemas['NotificationKind'];

/** A bell tells what is new: older events are on the records' own pages (their history). */
export const NOTIFICATION_DAYS = 30;

/** A notification before the reader's read state is applied. */
export type DerivedNotification = Omit<Notification, 'read'>;

/** Which quote log events notify the other side, and as what. */
const KIND_OF_EVENT: Partial<Record<QuoteLogEventCode, NotificationKind>> = {
  quote_request: 'quotation_request',
  quote_send: 'quotation_sent',
  quote_edit: 'quotation_edited',
  quote_validate: 'order_validated',
  order_place: 'order_validated',
  quote_refuse: 'order_refused',
  quote_cancel: 'order_cancelled',
  order_cancel: 'order_cancelled',
  cancellation_policies_apply: 'cancellation_policies_applied',
  claim: 'claim',
  invoice_send: 'invoice',
};

/**
 * A source of notifications for one organization (the quotes' here; the chat and the slots add
 * theirs through `addNotificationSource`, without this domain importing them).
 */
export interface NotificationSource {
  /** The right, in the organization, to read the records it derives from. */
  permission: string;
  derive: (organizationId: number) => DerivedNotification[];
}

/**
 * The log events of the organization's quotes done by the other side (or by the platform):
 * what one does oneself is no news. A failed payment is the buyer's card refused: the seller
 * and the buyer both hear of it.
 */
function quoteNotifications(organizationId: number): DerivedNotification[] {
  const found: DerivedNotification[] = [];
  for (const quote of db.quotes) {
    if (quote.organization.id !== organizationId && quote.client.id !== organizationId) continue;
    for (const entry of quote.log) {
      const kind = KIND_OF_EVENT[entry.event];
      if (kind === undefined || entry.organization?.id === organizationId) continue;
      found.push({
        id: `quote-${quote.id}-${entry.id}`,
        kind,
        recordType: 'quote',
        recordId: quote.id,
        reference: quote.reference,
        at: entry.at,
        actor: entry.organization?.name ?? null,
      });
    }
    if (quote.paymentIntent?.status === 'requires_payment_method') {
      found.push({
        id: `quote-${quote.id}-payment_failed`,
        kind: 'payment_failed',
        recordType: 'quote',
        recordId: quote.id,
        reference: quote.reference,
        at: quote.updatedAt,
        actor: null,
      });
    }
  }
  return found;
}

const sources: NotificationSource[] = [
  { permission: 'TRIP_ACCOUNTING_VIEW', derive: quoteNotifications },
];

/** Another domain's notifications (messages, slot decisions), derived from its own records. */
export function addNotificationSource(source: NotificationSource): void {
  sources.push(source);
}

/**
 * The organization's notifications a member may read (`may`: has the right there), newest
 * first (ties: by id, stable across calls).
 */
export function notificationsOf(
  organizationId: number,
  may: (permission: string) => boolean,
): DerivedNotification[] {
  const since = new Date(now().getTime() - NOTIFICATION_DAYS * 86_400_000).toISOString();
  return sources
    .filter((source) => may(source.permission))
    .flatMap((source) => source.derive(organizationId))
    .filter((notification) => notification.at >= since)
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : a.at < b.at ? 1 : -1));
}
