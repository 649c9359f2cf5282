/** The bell's cache tag: its own module, so contributes.ts (startup chunk) names it without the calls. */
export const NOTIFICATION_TAG = 'Notification';
