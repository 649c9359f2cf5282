import { http, HttpResponse } from 'msw';
import type {
  CostCharge,
  CostDetails,
  Gendec,
  TripCascadeResult,
} from '../../../entities/trip/contract';
import { TRIP_ACTION_RIGHTS } from '../../../entities/trip/contract';
import { VALIDATOR, apiError, badRequest, conflict, notFound, readJson, TEXT_MAX } from '../../api';
import { authorize } from '../../auth';
import { db, nowMs } from '../../db';
import { airportById } from '../airports';
import {
  TRIP_EVENT_NOT_FOUND,
  editorFor,
  locateEvent,
  ownEvent,
  providesEvent,
  ownStep,
  readableStep,
  readerFor,
  stepNotFound,
  viewerOf,
  type EventLocation,
} from './access';
import { cancelQuotesOn, eventIdsOf, saveTrip } from './cascade';
import type { FlightStepRecord, TripEventRecord, TripRecord, TripStepRecord } from './records';
import { isLocalDateTime, localToUtc } from './time';
import { BodyReader, readFlightPlan } from './validation';
import { eventsOf, quotesByEvent, toCrew, toTrip, type Viewer } from './view';

export const AIRPORTS_NOT_VALIDATED = 'errors.airports_not_validated';
export const SLOT_NOT_REQUIRED = 'errors.slot_not_required';
export const SLOT_NOT_REQUESTED = 'errors.slot_not_requested';
export const PASSENGER_NOT_FOUND = 'errors.passenger_not_found';

/** Cost details are computed for about this long after the first ask (the front polls). */
export const COST_DELAY_MS = 300;

/** Landing fees by airport size (EUR), the fees an airport adds to a leg. */
const LANDING_FEES: Record<string, number> = {
  large_airport: 1450,
  medium_airport: 780,
  small_airport: 320,
  heliport: 250,
};
const PASSENGER_FEE = 18;
/** Rough rates into EUR for the total. */
const TO_EUR: Record<string, number> = { EUR: 1, CHF: 1.06, GBP: 1.17, USD: 0.93 };

function replaceStep(trip: TripRecord, step: TripStepRecord): TripRecord {
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

function costDetails(tripId: number, step: TripStepRecord, sellerId: number | null): CostDetails {
  const byEvent = quotesByEvent(new Set([tripId]));
  const charges: CostCharge[] = [];
  for (const event of eventsOf(step)) {
    for (const quote of byEvent.get(event.id) ?? []) {
      if (quote.cancelled || (sellerId !== null && quote.organization.id !== sellerId)) continue;
      charges.push({
        label: `${quote.reference} – ${quote.organization.name}`,
        amount: quote.totalIncludingTax,
        currency: quote.currency,
      });
    }
  }
  if (step.className === 'TripFlight' && !step.cancelled && sellerId === null) {
    const arrival = airportById(step.flightArrival.airportId);
    const departure = airportById(step.flightDeparture.airportId);
    if (arrival) {
      charges.push({
        label: `Landing fee ${arrival.icao}`,
        amount: LANDING_FEES[arrival.type] ?? 500,
        currency: 'EUR',
      });
    }
    const passengers = step.adults + step.children;
    if (departure && passengers > 0) {
      charges.push({
        label: `Passenger fees ${departure.icao} (${passengers})`,
        amount: passengers * PASSENGER_FEE,
        currency: 'EUR',
      });
    }
  }
  const total = charges.reduce((sum, c) => sum + c.amount * (TO_EUR[c.currency] ?? 1), 0);
  return { ready: true, charges, total: Math.round(total * 100) / 100, currency: 'EUR' };
}

function toGendec(trip: TripRecord, step: FlightStepRecord): Gendec {
  const aircraft = db.organizationAircraft.find((a) => a.id === trip.organizationAircraftId);
  return {
    stepId: step.id,
    aircraftRegistration: aircraft?.registration ?? null,
    departureIcao: airportById(step.flightDeparture.airportId)?.icao ?? '',
    arrivalIcao: airportById(step.flightArrival.airportId)?.icao ?? '',
    departureAt: step.flightDeparture.scheduledAt,
    crew: toCrew(step.crewMemberIds),
    passengers: step.passengers.map((p) => ({ ...p })),
    healthDeclaration: step.healthDeclaration,
    cargoDeclaration: step.cargoDeclaration,
    documents: step.gendecDocuments.map((d) => ({ ...d })),
  };
}

/** The event of a slot decision: one the deciding organization provides (a quote on it), or 404. */
function decidableEvent(organizationId: number, rawId: unknown): EventLocation | undefined {
  const found = locateEvent(rawId);
  return found && providesEvent(organizationId, found.event.id) ? found : undefined;
}

/** Everything done to one step or event: passengers, flight plan, airport, slot, costs, PPR, gendec. */
export const stepHandlers = [
  http.patch('*/api/trip-step/:stepId/disabled-participant', async ({ request, params }) => {
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

  http.patch('*/api/trip-step/:stepId/flight-plan', async ({ request, params }) => {
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

  http.patch('*/api/trip-step/validate-airport/:eventId', ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.validateAirport);
    if (organizationId instanceof Response) return organizationId;
    const found = ownEvent(organizationId, params.eventId);
    if (!found) return notFound(TRIP_EVENT_NOT_FOUND);
    const trip = replaceEvent(found.trip, found.step, { ...found.event, airportValidated: true });
    return HttpResponse.json(toTrip(trip));
  }),

  http.patch('*/api/trip-step/slot/:eventId/validate', async ({ request, params }) => {
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
    const slot = {
      ...found.event.slot,
      status: 'requested' as const,
      number: null,
      attributedAt: null,
      requestedAt: localToUtc(requestedAt, airport.timezone),
    };
    const trip = replaceEvent(found.trip, found.step, { ...found.event, slot });
    return HttpResponse.json(toTrip(trip));
  }),

  http.patch('*/api/trip-step/slot/:eventId', async ({ request, params }) => {
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
      };
      const withSlot = replaceEvent(trip, step, { ...event, slot });
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
    const slot = { ...event.slot, status: 'submitted' as const, number, attributedAt };
    const saved = replaceEvent(trip, step, { ...event, slot });
    const answer: TripCascadeResult = {
      trip: toTrip(saved, deciderView(organizationId, saved)),
      cancelledQuotes: [],
    };
    return HttpResponse.json(answer);
  }),

  http.get('*/api/trip-step/:stepId/cost-details', ({ request, params }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const found = readableStep(reader, params.stepId);
    if (!found) return stepNotFound();
    const { trip, step } = found;
    if (step.costAskedAtMs === null) {
      replaceStep(trip, { ...step, costAskedAtMs: nowMs() });
      const body: CostDetails = { ready: false };
      return HttpResponse.json(body);
    }
    if (nowMs() - step.costAskedAtMs < COST_DELAY_MS) {
      const body: CostDetails = { ready: false };
      return HttpResponse.json(body);
    }
    const viewer = viewerOf(reader, trip);
    return HttpResponse.json(
      costDetails(trip.id, step, viewer.kind === 'seller' ? viewer.sellerId : null),
    );
  }),

  http.get('*/api/trip-step/:stepId/ppr', ({ request, params }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const found = readableStep(reader, params.stepId);
    if (!found) return stepNotFound();
    const step = found.step;
    const event = step.className === 'TripFlight' ? step.flightArrival : step.transferDeparture;
    return HttpResponse.json({ ...event.ppr });
  }),

  http.get('*/api/trip-step/:stepId/gendec', ({ request, params }) => {
    const auth = authorize(request, TRIP_ACTION_RIGHTS.viewGendec);
    if (auth instanceof Response) return auth;
    const found = auth.organization ? ownStep(auth.organization.id, params.stepId) : undefined;
    if (!found || found.step.className !== 'TripFlight') return stepNotFound();
    return HttpResponse.json(toGendec(found.trip, found.step));
  }),

  http.patch('*/api/trip-step/:stepId/gendec', async ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.editGendec);
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found || found.step.className !== 'TripFlight') return stepNotFound();
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const body = new BodyReader(json, false);
    const healthDeclaration = body.boolean('healthDeclaration');
    const cargoDeclaration = body.optionalText('cargoDeclaration', TEXT_MAX.description);
    if (body.failed() || healthDeclaration === undefined) return badRequest(body.errors);
    const step: FlightStepRecord = {
      ...found.step,
      healthDeclaration,
      cargoDeclaration: cargoDeclaration ?? null,
    };
    replaceStep(found.trip, step);
    return HttpResponse.json(toGendec(found.trip, step));
  }),
];

function deciderView(organizationId: number, trip: TripRecord): Viewer {
  return trip.organizationId === organizationId
    ? { kind: 'owner' }
    : { kind: 'seller', sellerId: organizationId };
}
