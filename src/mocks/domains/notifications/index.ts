import { defineDomain } from '../../registry/defineDomain';
import { notificationHandlers } from './handlers';
import { streamHandlers } from './stream';
import './records';

export type { NotificationReadRecord } from './records';
export { addNotificationSource, type DerivedNotification, type NotificationSource } from './derive';
export {
  addLiveWatch,
  publish,
  publishChanges,
  eventsFor,
  type Change,
  type LiveWatch,
} from './live';

/**
 * The bell's notifications, derived from what the other domains record (quote log events and
 * payments here; the chat and the slots add theirs with `addNotificationSource`), with the read
 * state of each user; and the live stream (GET api/events) naming what each write changed.
 *
 *   GET api/notification, api/notification/unread, PATCH .../{id}/read, .../read-all   handlers.ts
 *   GET api/events (server-sent events), publishChanges after each write              stream.ts, live.ts
 */
export const domain = defineDomain({
  name: 'notifications',
  after: ['orders'],
  seed: () => ({ notificationReads: [] }),
  handlers: [...notificationHandlers, ...streamHandlers],
});
