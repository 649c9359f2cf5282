import { lazy } from 'react';
import { LIST_ID } from '@/lib/api/tags';
import { defineContributions } from '@/lib/contributions/contributions';
import { NOTIFICATION_TAG } from './api/tag';

/** Whatever record changes, the bell's count and list may have too. */
const BELL_TAGS = [{ type: NOTIFICATION_TAG, id: LIST_ID }] as const;

/**
 * The bell in the top bar: the acting organization's notifications (each kind's sentence and
 * link are contributed by the feature that owns it). Shown for every member: it draws nothing
 * while acting for no organization.
 */
export default defineContributions({
  shellItems: [
    {
      id: 'notifications.bell',
      slot: 'topBar',
      // Every side has notifications: 'platform' shows it whatever the acting sides.
      side: 'platform',
      permissions: [],
      order: 20,
      component: lazy(() => import('./components/NotificationBell')),
    },
  ],
  liveTags: (['quote', 'invoice', 'trip', 'chat', 'notification'] as const).map((type) => ({
    id: `notifications.${type}`,
    recordType: type,
    tags: () => BELL_TAGS,
  })),
});
