import { defineDomain } from '../../registry/defineDomain';
import { customEventHandlers } from './customEvents';
import { hangarHandlers } from './handlers';
import { seedCustomEvents } from './seed';

export type { HangarCustomEventRecord } from './records';

/**
 * Hangar capacity (issue 30; spec section 7 "Hangar"; DECISIONS "Capacity and fuel"). A variant
 * is one sliced capacity product of the seller (the shop's products); bookings are the shop's
 * hangar orders (its `hangarBookings`, numbered slices kept for the whole stay); custom events
 * hold slices too, and the shop's availability subtracts both (shop/slices.ts).
 *
 *   GET  api/hangar/variant, /{id}; api/hangar/hangar-slices-number   handlers.ts (variants.ts)
 *   GET  api/hangar-variant/{id}/dashboard                           handlers.ts (dashboard.ts)
 *   GET  api/hangar-variant/{id}/calendar, /calendar/slices          handlers.ts (grid.ts)
 *   GET, POST api/hangar/custom-event; GET, PATCH, DELETE /{id}      customEvents.ts (eventRules.ts)
 */
export const domain = defineDomain({
  name: 'hangar',
  after: ['shop'],
  seed: () => ({ hangarCustomEvents: seedCustomEvents() }),
  handlers: [...hangarHandlers, ...customEventHandlers],
});
