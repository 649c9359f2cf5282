import { CLEARANCE_WINDOW_HOURS } from '@/entities/trip';
import { routeTo } from '@/lib/paths/routeTo';
import { defineCountCard } from '@/lib/ui/cards';
import { useTripCountQuery } from '../api/home.api';

/** The buyer's trips with a leg soon that lacks a slot or PPR, opening the filtered trips list. */
export default defineCountCard({
  namespace: 'trips',
  textKey: 'home.missingClearance',
  values: { hours: CLEARANCE_WINDOW_HOURS },
  useCount: (options) => useTripCountQuery({ missingClearance: 'true' }, options),
  to: () => `${routeTo('trips.list')}?missingClearance=true`,
});
