import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { QueryReader, forbidden, notFound, paginate } from '../../api';
import { apiHttp } from '../../api/http';
import { authorize, can } from '../../auth';
import { db } from '../../db';
import { now } from '../../db/clock';
import { notificationsOf } from './derive';
import type { NotificationReadRecord } from './records';

type Notification = Schemas['Notification'];
type NotificationPage = Schemas['NotificationPage'];
type NotificationUnread = Schemas['NotificationUnread'];

/** The member's notifications of the acting organization, each with the member's read state. */
function readerOf(request: Request) {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const { user, organization } = auth;
  if (organization === null) return forbidden();
  const state = (): NotificationReadRecord => {
    let found = db.notificationReads.find(
      (r) => r.userId === user.id && r.organizationId === organization.id,
    );
    if (!found) {
      found = { userId: user.id, organizationId: organization.id, ids: [], allReadUntil: null };
      db.notificationReads.push(found);
    }
    return found;
  };
  const list = (): Notification[] => {
    const reads = db.notificationReads.find(
      (r) => r.userId === user.id && r.organizationId === organization.id,
    );
    const ids = new Set(reads?.ids);
    const until = reads?.allReadUntil ?? null;
    return notificationsOf(organization.id, (key) => can(user, organization, key)).map((n) => ({
      ...n,
      read: ids.has(n.id) || (until !== null && n.at <= until),
    }));
  };
  return { list, state };
}

const unreadOf = (all: readonly Notification[]) => all.filter((n) => !n.read).length;

/**
 * GET api/notification (paged, with the unread count), GET api/notification/unread (the
 * badge), PATCH api/notification/{id}/read and api/notification/read-all: per user, for the
 * acting organization (403 without one).
 */
export const notificationHandlers = [
  apiHttp.get('/api/notification', ({ request }) => {
    const reader = readerOf(request);
    if (reader instanceof Response) return reader;
    const query = new QueryReader(new URL(request.url).searchParams);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const all = reader.list();
    const answer: NotificationPage = {
      notifications: paginate(all, page),
      totalItems: all.length,
      unread: unreadOf(all),
    };
    return HttpResponse.json(answer);
  }),
  apiHttp.get('/api/notification/unread', ({ request }) => {
    const reader = readerOf(request);
    if (reader instanceof Response) return reader;
    const answer: NotificationUnread = { unread: unreadOf(reader.list()) };
    return HttpResponse.json(answer);
  }),
  apiHttp.patch('/api/notification/read-all', ({ request }) => {
    const reader = readerOf(request);
    if (reader instanceof Response) return reader;
    // Up to the newest notification too: one dated in the demo clock's future stays read.
    const newest = reader.list()[0]?.at;
    const until = now().toISOString();
    reader.state().allReadUntil = newest !== undefined && newest > until ? newest : until;
    return new HttpResponse(null, { status: 204 });
  }),
  apiHttp.patch('/api/notification/{id}/read', ({ request, params }) => {
    const reader = readerOf(request);
    if (reader instanceof Response) return reader;
    const found = reader.list().find((n) => n.id === params.id);
    if (!found) return notFound();
    const state = reader.state();
    if (!state.ids.includes(found.id)) state.ids.push(found.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
