import type { StatusTone } from '@/lib/ui';
import type { TripStatus } from './trips.types';

/**
 * A trip's state in the status palette (UI.md "Tokens"), the same on the list and the trip's
 * page: planned is ahead (info), in progress is live (success), completed is history (neutral),
 * a cancelled trip is muted (struck through).
 */
const TRIP_TONES: Record<TripStatus, StatusTone> = {
  planned: 'info',
  in_progress: 'success',
  completed: 'neutral',
  cancelled: 'muted',
};

export function tripTone(status: TripStatus): StatusTone {
  return TRIP_TONES[status];
}
