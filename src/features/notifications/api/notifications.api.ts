import { withTagTypes } from '@/lib/api/baseApi';
import { LIST_ID } from '@/lib/api/tags';
import type { Schemas } from '@/lib/api/contract';
import { NOTIFICATION_TAG } from './tag';

type NotificationPage = Schemas['NotificationPage'];
type NotificationUnread = Schemas['NotificationUnread'];

const EVERY: { type: typeof NOTIFICATION_TAG; id: string }[] = [
  { type: NOTIFICATION_TAG, id: LIST_ID },
];

/** The panel's page size: the newest; older ones are rarely read from a bell. */
export const PANEL_SIZE = 20;

/**
 * The bell's calls (per user, for the acting organization): the badge's count is its own tiny
 * query; the list loads when the panel opens. Both refetch on a live event (contributes.ts).
 */
export const notificationsApi = withTagTypes([NOTIFICATION_TAG]).injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<number, undefined>({
      query: () => ({ url: 'api/notification/unread' }),
      transformResponse: (answer: NotificationUnread) => answer.unread,
      providesTags: EVERY,
    }),
    notifications: build.query<NotificationPage, undefined>({
      query: () => ({
        url: 'api/notification',
        params: { page: 1, numberOfItemsPerPage: PANEL_SIZE },
      }),
      providesTags: EVERY,
    }),
    readNotification: build.mutation<null, string>({
      query: (id) => ({ url: `api/notification/${encodeURIComponent(id)}/read`, method: 'PATCH' }),
      invalidatesTags: EVERY,
    }),
    readAllNotifications: build.mutation<null, undefined>({
      query: () => ({ url: 'api/notification/read-all', method: 'PATCH' }),
      invalidatesTags: EVERY,
    }),
  }),
});

export const {
  useUnreadNotificationsQuery,
  useNotificationsQuery,
  useReadNotificationMutation,
  useReadAllNotificationsMutation,
} = notificationsApi;
