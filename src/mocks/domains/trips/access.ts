import type { PermissionKey } from '../../../lib/auth/permissions';
import { forbidden, idParam, notFound } from '../../api';
import { authorize, can } from '../../auth';
import { db } from '../../db';
import type { TripEventRecord, TripRecord, TripStepRecord } from './records';
import { eventsOf, quotesByEvent, visibleSteps, type Viewer } from './view';

export const TRIP_NOT_FOUND = 'errors.trip_not_found';
export const TRIP_STEP_NOT_FOUND = 'errors.trip_step_not_found';
export const TRIP_EVENT_NOT_FOUND = 'errors.trip_event_not_found';

/** Who reads trips: an operator (every organization) or a member of the selected organization. */
export interface Reader {
  operator: boolean;
  organizationId: number | null;
}

/** TRIP_VIEW in the selected organization, or the user-level OPERATOR_TRIP_VIEW. */
export function readerFor(
  request: Request,
  permission: PermissionKey = 'TRIP_VIEW',
): Reader | Response {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const organizationId = auth.organization?.id ?? null;
  if (can(auth.user, auth.organization, 'OPERATOR_TRIP_VIEW'))
    return { operator: true, organizationId };
  if (organizationId === null || !can(auth.user, auth.organization, permission)) return forbidden();
  return { operator: false, organizationId };
}

export function viewerOf(reader: Reader, trip: TripRecord): Viewer {
  if (reader.operator) return { kind: 'operator' };
  if (trip.organizationId === reader.organizationId) return { kind: 'owner' };
  return { kind: 'seller', sellerId: reader.organizationId ?? 0 };
}

export function findTrip(rawId: unknown): TripRecord | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return id === null ? undefined : db.trips.find((trip) => trip.id === id);
}

/** A trip the reader may see (a seller: one with a step it sees), or undefined (404). */
export function readableTrip(reader: Reader, rawId: unknown): TripRecord | undefined {
  const trip = findTrip(rawId);
  if (!trip) return undefined;
  const viewer = viewerOf(reader, trip);
  if (viewer.kind !== 'seller') return trip;
  const byEvent = quotesByEvent(new Set([trip.id]));
  return visibleSteps(trip, viewer, byEvent).length > 0 ? trip : undefined;
}

/** The owner's organization id with the right there (operators read, they do not edit). */
export function editorFor(request: Request, permission: PermissionKey): number | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  return auth.organization ? auth.organization.id : forbidden();
}

export function ownTrip(organizationId: number, rawId: unknown): TripRecord | undefined {
  const trip = findTrip(rawId);
  return trip && trip.organizationId === organizationId ? trip : undefined;
}

export interface StepLocation {
  trip: TripRecord;
  step: TripStepRecord;
}

export interface EventLocation extends StepLocation {
  event: TripEventRecord;
}

export function locateStep(rawId: unknown): StepLocation | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  if (id === null) return undefined;
  for (const trip of db.trips) {
    const step = trip.steps.find((candidate) => candidate.id === id);
    if (step) return { trip, step };
  }
  return undefined;
}

export function locateEvent(rawId: unknown): EventLocation | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  if (id === null) return undefined;
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      const event = eventsOf(step).find((candidate) => candidate.id === id);
      if (event) return { trip, step, event };
    }
  }
  return undefined;
}

/** A step of one of the organization's trips. */
export function ownStep(organizationId: number, rawId: unknown): StepLocation | undefined {
  const found = locateStep(rawId);
  return found && found.trip.organizationId === organizationId ? found : undefined;
}

export function ownEvent(organizationId: number, rawId: unknown): EventLocation | undefined {
  const found = locateEvent(rawId);
  return found && found.trip.organizationId === organizationId ? found : undefined;
}

/** A step the reader may see (a seller: one of the steps it sees). */
export function readableStep(reader: Reader, rawId: unknown): StepLocation | undefined {
  const found = locateStep(rawId);
  if (!found) return undefined;
  const viewer = viewerOf(reader, found.trip);
  if (viewer.kind !== 'seller') return found;
  const byEvent = quotesByEvent(new Set([found.trip.id]));
  return visibleSteps(found.trip, viewer, byEvent).includes(found.step) ? found : undefined;
}

/**
 * The events the organization provides: it sells a quote there that was neither refused nor
 * withdrawn by the buyer (a cancelled order still binds its seller to the event). Only a provider decides (and lists) an event's slot: listing the airport among
 * one's own airports, which any organization may do, gives no say over other buyers' legs.
 */
export function providedEvents(organizationId: number | null): Set<number> {
  const events = new Set<number>();
  if (organizationId === null) return events;
  for (const quote of db.quotes) {
    if (quote.organization.id !== organizationId) continue;
    if (quote.refused || quote.cancelledDraft) continue;
    events.add(quote.eventId);
  }
  return events;
}

export function providesEvent(organizationId: number | null, eventId: number): boolean {
  return providedEvents(organizationId).has(eventId);
}

export function stepNotFound(): Response {
  return notFound(TRIP_STEP_NOT_FOUND);
}
