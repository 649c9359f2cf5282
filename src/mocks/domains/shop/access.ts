import { VALIDATOR, badRequest, idParam, notFound } from '../../api';
import { authorize, type AuthContext } from '../../auth';
import { TRIP_EVENT_NOT_FOUND, TRIP_NOT_FOUND, TRIP_STEP_NOT_FOUND, ownTrip } from '../trips';
import type { TripEventRecord, TripRecord, TripStepRecord } from '../trips';
import { eventsOf } from '../trips';
import { CURRENCIES } from './catalog';

export interface ShopContext {
  auth: AuthContext & { organization: NonNullable<AuthContext['organization']> };
  trip: TripRecord;
  step: TripStepRecord;
  event: TripEventRecord;
}

/** A parameter as an id: numbers as they are, strings through `idParam`. */
export function toId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  return typeof value === 'string' ? idParam(value) : null;
}

export interface ContextInput {
  tripId: unknown;
  eventId: unknown;
  /** Checked when given: the event must be on that step. */
  stepId?: unknown;
  /** Checked when given: it must be the event's airport (400). */
  airportId?: unknown;
}

/**
 * TRIP_VIEW, the trip of the selected organization and its event (404 otherwise), and the
 * event's airport when the call names one (400 on another).
 */
export function shopContext(request: Request, input: ContextInput): ShopContext | Response {
  const auth = authorize(request, 'TRIP_VIEW');
  if (auth instanceof Response) return auth;
  const organization = auth.organization;
  if (!organization) return notFound(TRIP_NOT_FOUND);
  const tripId = toId(input.tripId);
  const eventId = toId(input.eventId);
  const missing: Record<string, string[]> = {};
  if (tripId === null) missing.tripId = [VALIDATOR.required];
  if (eventId === null) missing.eventId = [VALIDATOR.required];
  if (Object.keys(missing).length > 0) return badRequest(missing);
  const trip = ownTrip(organization.id, String(tripId));
  if (!trip) return notFound(TRIP_NOT_FOUND);
  let steps = trip.steps;
  if (input.stepId !== undefined) {
    const stepId = toId(input.stepId);
    steps = trip.steps.filter((step) => step.id === stepId);
    if (steps.length === 0) return notFound(TRIP_STEP_NOT_FOUND);
  }
  for (const step of steps) {
    const event = eventsOf(step).find((candidate) => candidate.id === eventId);
    if (!event) continue;
    if (input.airportId !== undefined && toId(input.airportId) !== event.airportId) {
      return badRequest({ airportId: [VALIDATOR.choice] });
    }
    return { auth: { user: auth.user, organization }, trip, step, event };
  }
  return notFound(TRIP_EVENT_NOT_FOUND);
}

/** The call's currency (default EUR), or a 400 on one the rate table lacks. */
export function currencyOf(value: unknown): string | Response {
  if (value === undefined || value === null || value === '') return 'EUR';
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return CURRENCIES.includes(code) ? code : badRequest({ currency: [VALIDATOR.choice] });
}
