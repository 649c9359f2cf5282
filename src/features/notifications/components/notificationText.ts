import type { Schemas } from '@/lib/api/contract';
import type { PermissionKey } from '@/lib/auth/permissions';
import type { NotificationKind } from '@/lib/contributions/contributions';

type Notification = Schemas['Notification'];

/** The namespaces of the contributed sentences (`orders:notifications.quotation_sent`). */
export function sentenceNamespaces(kinds: readonly NotificationKind[]): string[] {
  return [...new Set(kinds.flatMap((kind) => kind.sentenceKey.split(':', 1)))];
}

/** Each notification with its kind's contribution; a kind no feature (or right) shows is left out. */
export function withKinds(
  notifications: readonly Notification[],
  kinds: readonly NotificationKind[],
  can: (key: PermissionKey) => boolean,
) {
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  return notifications.flatMap((notification) => {
    const kind = byKind.get(notification.kind);
    return kind && kind.permissions.every(can) ? [{ notification, kind }] : [];
  });
}
