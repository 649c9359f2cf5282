/**
 * The notification's node-safe contract (the demo API's Node server imports this entry): the
 * bell's notifications and the live stream's events, as docs/api/openapi.yaml describes them.
 */
import type { Schemas } from '../../lib/api/contract';

export type Notification = Schemas['Notification'];
export type NotificationKind = Schemas['NotificationKind'];
export type NotificationPage = Schemas['NotificationPage'];
export type NotificationUnread = Schemas['NotificationUnread'];
export type LiveEvent = Schemas['LiveEvent'];
export type LiveRecordType = Schemas['LiveRecordType'];
