/** What a user has read of an organization's notifications (read state is per user). */
export interface NotificationReadRecord {
  userId: number;
  organizationId: number;
  /** Notification ids read one by one. */
  ids: string[];
  /** "Mark all read": everything that happened until then is read. */
  allReadUntil: string | null;
}

declare module '../../db/types' {
  interface Db {
    notificationReads: NotificationReadRecord[];
  }
}
