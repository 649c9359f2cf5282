import { HttpResponse } from 'msw';
import type { CostCharge, CostDetails, Gendec } from '../../../entities/trip/contract';
import { TRIP_ACTION_RIGHTS } from '../../../entities/trip/contract';
import { badRequest, readJson, TEXT_MAX } from '../../api';
import { authorize } from '../../auth';
import { db, nowMs } from '../../db';
import { airportById } from '../airports';
import { editorFor, ownStep, readableStep, readerFor, stepNotFound, viewerOf } from './access';
import type { FlightStepRecord, TripRecord, TripStepRecord } from './records';
import { BodyReader } from './validation';
import { replaceStep } from './stepHandlers';
import { eventsOf, quotesByEvent, toCrew } from './view';
import { apiHttp } from '../../api/http';

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

/** A step's cost details (computed ~300 ms after the first ask), PPR and gendec. */
export const stepDocumentHandlers = [
  apiHttp.get('/api/trip-step/{stepId}/cost-details', ({ request, params }) => {
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

  apiHttp.get('/api/trip-step/{stepId}/ppr', ({ request, params }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const found = readableStep(reader, params.stepId);
    if (!found) return stepNotFound();
    const step = found.step;
    const event = step.className === 'TripFlight' ? step.flightArrival : step.transferDeparture;
    return HttpResponse.json({ ...event.ppr });
  }),

  apiHttp.get('/api/trip-step/{stepId}/gendec', ({ request, params }) => {
    const auth = authorize(request, TRIP_ACTION_RIGHTS.viewGendec);
    if (auth instanceof Response) return auth;
    const found = auth.organization ? ownStep(auth.organization.id, params.stepId) : undefined;
    if (!found || found.step.className !== 'TripFlight') return stepNotFound();
    return HttpResponse.json(toGendec(found.trip, found.step));
  }),

  apiHttp.patch('/api/trip-step/{stepId}/gendec', async ({ request, params }) => {
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
