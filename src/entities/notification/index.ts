/** Notifications (the bell) and live events (what changed, never the data). */
export type * from './contract';
