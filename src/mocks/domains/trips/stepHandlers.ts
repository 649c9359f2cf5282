import { HttpResponse } from 'msw';
import type { TripCascadeResult } from '../../../entities/trip/contract';
import { TRIP_ACTION_RIGHTS } from '../../../entities/trip/contract';
import { VALIDATOR, apiError, badRequest, conflict, notFound, readJson, TEXT_MAX } from '../../api';
import { now } from '../../db/clock';
import { airportById } from '../airports';
import {
  TRIP_EVENT_NOT_FOUND,
  editorFor,
  locateEvent,
  ownEvent,
  providesEvent,
  ownStep,
  stepNotFound,
  type EventLocation,
} from './access';
import { cancelQuotesOn, eventIdsOf, saveTrip } from './cascade';
import type { FlightStepRecord, TripEventRecord, TripRecord, TripStepRecord } from './records';
import { isLocalDateTime, localToUtc } from './time';
import { BodyReader, readFlightPlan } from './validation';
import { toTrip, type Viewer } from './view';
import { apiHttp } from '../../api/http';

export const AIRPORTS_NOT_VALIDATED = 'errors.airports_not_validated';
export const SLOT_NOT_REQUIRED = 'errors.slot_not_required';
export const SLOT_NOT_REQUESTED = 'errors.slot_not_requested';
export const PASSENGER_NOT_FOUND = 'errors.passenger_not_found';

export function replaceStep(trip: TripRecord, step: TripStepRecord): TripRecord {
  return saveTrip({ ...trip, steps: trip.steps.map((s) => (s.id === step.id ? step : s)) });
}

function replaceEvent(trip: TripRecord, step: TripStepRecord, event: TripEventRecord): TripRecord {
  if (step.className === 'TripTransfer')
    return replaceStep(trip, { ...step, transferDeparture: event });
  const updated: FlightStepRecord =
    step.flightDeparture.id === event.id
      ? { ...step, flightDeparture: event }
      : { ...step, flightArrival: event };
  return replaceStep(trip, updated);
}

/** The event of a slot decision: one the deciding organization provides (a quote on it), or 404. */
function decidableEvent(organizationId: number, rawId: unknown): EventLocation | undefined {
  const found = locateEvent(rawId);
  return found && providesEvent(organizationId, found.event.id) ? found : undefined;
}

/**
 * Everything done to one step or event: passengers, flight plan, airport, slot (its cost
 * details, PPR and gendec: stepDocuments.ts).
 */
export const stepHandlers = [
  apiHttp.patch('/api/trip-step/{stepId}/disabled-participant', async ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found || found.step.className !== 'TripFlight') return stepNotFound();
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const body = new BodyReader(json, false);
    const passengerId = body.count('passengerId', 1);
    const disabled = body.boolean('disabled');
    if (body.failed() || passengerId === undefined || disabled === undefined)
      return badRequest(body.errors);
    const step = found.step;
    if (!step.passengers.some((p) => p.id === passengerId)) return notFound(PASSENGER_NOT_FOUND);
    const passengers = step.passengers.map((p) => (p.id === passengerId ? { ...p, disabled } : p));
    return HttpResponse.json(toTrip(replaceStep(found.trip, { ...step, passengers })));
  }),

  apiHttp.patch('/api/trip-step/{stepId}/flight-plan', async ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.editFlightPlan);
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found || found.step.className !== 'TripFlight') return stepNotFound();
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const { plan, errors } = readFlightPlan(json);
    if (!plan) return badRequest(errors);
    return HttpResponse.json(toTrip(replaceStep(found.trip, { ...found.step, flightPlan: plan })));
  }),

  apiHttp.patch('/api/trip-step/validate-airport/{eventId}', ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.validateAirport);
    if (organizationId instanceof Response) return organizationId;
    const found = ownEvent(organizationId, params.eventId);
    if (!found) return notFound(TRIP_EVENT_NOT_FOUND);
    const trip = replaceEvent(found.trip, found.step, { ...found.event, airportValidated: true });
    return HttpResponse.json(toTrip(trip));
  }),

  apiHttp.patch('/api/trip-step/slot/{eventId}/validate', async ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.requestSlot);
    if (organizationId instanceof Response) return organizationId;
    const found = ownEvent(organizationId, params.eventId);
    if (!found) return notFound(TRIP_EVENT_NOT_FOUND);
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const airport = airportById(found.event.airportId);
    if (!airport?.slotRequired) return apiError(400, SLOT_NOT_REQUIRED);
    const requestedAt = json.requestedAt;
    if (typeof requestedAt !== 'string' || !isLocalDateTime(requestedAt)) {
      return badRequest({
        requestedAt: [requestedAt === undefined ? VALIDATOR.required : VALIDATOR.date],
      });
    }
    if (!found.event.airportValidated) return apiError(400, AIRPORTS_NOT_VALIDATED);
    // A new request: the previous decision, if any, is no longer the slot's.
    const slot = {
      id: found.event.slot.id,
      status: 'requested' as const,
      number: null,
      attributedAt: null,
      requestedAt: localToUtc(requestedAt, airport.timezone),
    };
    const { slotDecidedById: _previous, ...event } = found.event;
    const trip = replaceEvent(found.trip, found.step, { ...event, slot });
    return HttpResponse.json(toTrip(trip));
  }),

  apiHttp.patch('/api/trip-step/slot/{eventId}', async ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.decideSlot);
    if (organizationId instanceof Response) return organizationId;
    const found = decidableEvent(organizationId, params.eventId);
    if (!found) return notFound(TRIP_EVENT_NOT_FOUND);
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const body = new BodyReader(json, false);
    const decision = body.oneOf('decision', ['decline', 'submit'] as const);
    if (decision === undefined) return badRequest(body.errors);
    if (found.event.slot.status !== 'requested') return conflict(SLOT_NOT_REQUESTED);
    const { trip, step, event } = found;
    if (decision === 'decline') {
      // The leg is cancelled with its quotes and orders (and the transfers leaving from it).
      const transfers = trip.steps.filter(
        (s) => s.className === 'TripTransfer' && eventIdsOf([step]).has(s.fromEventId),
      );
      const cancelledQuotes = cancelQuotesOn(eventIdsOf([step, ...transfers]));
      const slot = {
        ...event.slot,
        status: 'not_assigned' as const,
        number: null,
        attributedAt: null,
        decidedAt: now().toISOString(),
      };
      const withSlot = replaceEvent(trip, step, {
        ...event,
        slot,
        slotDecidedById: organizationId,
      });
      const cancelledIds = new Set([step.id, ...transfers.map((s) => s.id)]);
      const saved = saveTrip({
        ...withSlot,
        steps: withSlot.steps.map((s) => (cancelledIds.has(s.id) ? { ...s, cancelled: true } : s)),
      });
      const answer: TripCascadeResult = {
        trip: toTrip(saved, deciderView(organizationId, saved)),
        cancelledQuotes,
      };
      return HttpResponse.json(answer);
    }
    const number = body.text('number', TEXT_MAX.code);
    const rawAt = body.text('attributedAt', 40);
    const zone = airportById(event.airportId)?.timezone ?? 'UTC';
    const attributedAt =
      rawAt === undefined
        ? undefined
        : isLocalDateTime(rawAt)
          ? localToUtc(rawAt, zone)
          : Number.isNaN(Date.parse(rawAt))
            ? null
            : new Date(rawAt).toISOString();
    if (rawAt !== undefined && !attributedAt) body.fail('attributedAt', VALIDATOR.date);
    if (body.failed() || number === undefined || !attributedAt) return badRequest(body.errors);
    const decidedAt = now().toISOString();
    const slot = { ...event.slot, status: 'submitted' as const, number, attributedAt, decidedAt };
    const saved = replaceEvent(trip, step, { ...event, slot, slotDecidedById: organizationId });
    const answer: TripCascadeResult = {
      trip: toTrip(saved, deciderView(organizationId, saved)),
      cancelledQuotes: [],
    };
    return HttpResponse.json(answer);
  }),
];

function deciderView(organizationId: number, trip: TripRecord): Viewer {
  return trip.organizationId === organizationId
    ? { kind: 'owner' }
    : { kind: 'seller', sellerId: organizationId };
}
