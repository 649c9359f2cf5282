import type { TripFilterQuery } from '../../../entities/trip/contract';
import { db } from '../../db';

import { matchesFilter, type FilterContext } from './filters';
import type { TripRecord, TripStepRecord } from './records';
import { viewerOf, type Reader } from './access';
import { quotesByEvent, tripSpan, visibleSteps } from './view';

export interface Listed {
  trip: TripRecord;
  /** The steps the reader sees. */
  steps: TripStepRecord[];
  startAt: string | null;
  endAt: string | null;
}

function filterContext(): FilterContext {
  const types = new Map(db.organizationAircraft.map((a) => [a.id, a.icaoType]));
  return { aircraftType: (id) => (id === null ? null : (types.get(id) ?? null)) };
}

/**
 * The trips a reader sees, filtered, newest first departure first (trips without legs on top):
 * one pass over trips and one over quotes, then a sort, so 500+ trips answer in a few ms.
 */
export function findTrips(reader: Reader, filter: TripFilterQuery): Listed[] {
  const context = filterContext();
  const byEvent = reader.operator ? null : quotesByEvent();
  const found: Listed[] = [];
  for (const trip of db.trips) {
    const viewer = viewerOf(reader, trip);
    const steps = byEvent === null ? trip.steps : visibleSteps(trip, viewer, byEvent);
    if (viewer.kind === 'seller' && steps.length === 0) continue;
    const span = tripSpan(trip);
    if (!matchesFilter(trip, steps, span, filter, context)) continue;
    found.push({ trip, steps, ...span });
  }
  return found.sort((a, b) => {
    if (a.startAt === b.startAt) return b.trip.id - a.trip.id;
    if (a.startAt === null) return -1;
    if (b.startAt === null) return 1;
    return a.startAt < b.startAt ? 1 : -1;
  });
}
