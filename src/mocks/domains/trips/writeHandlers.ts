import { http, HttpResponse } from 'msw';
import { TRIP_ACTION_RIGHTS, stepEditRight } from '../../../entities/trip/contract';
import type { TripCascadeResult, TripOrganizationInfos } from '../../../entities/trip/contract';
import { VALIDATOR, badRequest, notFound, readJson, type JsonObject, TEXT_MAX } from '../../api';
import { db, now } from '../../db';
import { airportById, airportByIcao } from '../airports';
import { TRIP_NOT_FOUND, editorFor, ownStep, ownTrip, readerFor, stepNotFound } from './access';
import {
  cancelQuotesOn,
  nextPassengerId,
  nextStepAndEventIds,
  removeSteps,
  renumbered,
  saveTrip,
} from './cascade';
import { changedEvent, newEvent, passengersFrom, readFlightStep } from './flightStep';
import type { FlightStepRecord, TransferStepRecord, TripRecord } from './records';
import { localToUtc } from './time';
import { BodyReader, TRANSFER_MODES, TRIP_TYPES } from './validation';
import { eventsOf, toCrew, toTrip, toTripAircraft } from './view';

function ownAircraft(organizationId: number, id: number): boolean {
  return db.organizationAircraft.some((a) => a.id === id && a.organizationId === organizationId);
}

/** Sellers with the helicopter typology, active, and the airports they serve. */
function helicopterOperators(): TripOrganizationInfos['helicopterOperators'] {
  return db.organizations
    .filter((o) => o.productTypologies.includes('helicopter') && o.organizationStatus === 'active')
    .map((o) => ({
      id: o.id,
      name: o.commercialName,
      airportIds: o.airportIcaos.flatMap((icao) => {
        const airport = airportByIcao(icao);
        return airport ? [airport.id] : [];
      }),
    }));
}

/**
 * Creating, editing and deleting trips and their steps (owners only: TRIP_ADD/EDIT/DELETE; the
 * transfers TRIP_TRANSFER_EDIT).
 */
export const tripWriteHandlers = [
  http.get('*/api/trip/organization-infos', ({ request }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const organizationId = reader.organizationId;
    const body: TripOrganizationInfos = {
      aircraft: db.organizationAircraft
        .filter((a) => a.organizationId === organizationId && a.status !== 'inactive')
        .flatMap((a) => toTripAircraft(a.id) ?? []),
      crewMembers: toCrew(
        db.crewMembers
          .filter((m) => m.organizationId === organizationId && m.status === 'active')
          .map((m) => m.id),
      ),
      helicopterOperators: helicopterOperators(),
    };
    return HttpResponse.json(body);
  }),

  http.post('*/api/trip', async ({ request }) => {
    const organizationId = editorFor(request, 'TRIP_ADD');
    if (organizationId instanceof Response) return organizationId;
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const body = new BodyReader(json, false);
    const name = body.text('name', TEXT_MAX.name);
    const type = body.oneOf('type', TRIP_TYPES);
    const aircraftId = body.optionalId('organizationAircraftId');
    if (typeof aircraftId === 'number' && !ownAircraft(organizationId, aircraftId)) {
      body.fail('organizationAircraftId', VALIDATOR.choice);
    }
    if (body.failed() || name === undefined || type === undefined) return badRequest(body.errors);
    const stamp = now().toISOString();
    const trip: TripRecord = {
      id: db.trips.reduce((max, t) => Math.max(max, t.id), 0) + 1,
      name,
      type,
      organizationId,
      organizationAircraftId: aircraftId ?? null,
      steps: [],
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.trips = [...db.trips, trip];
    return HttpResponse.json(toTrip(trip), { status: 201 });
  }),

  http.patch('*/api/trip/:id/infos', async ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const trip = ownTrip(organizationId, params.id);
    if (!trip) return notFound(TRIP_NOT_FOUND);
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const body = new BodyReader(json, true);
    const name = body.text('name', TEXT_MAX.name);
    const type = body.oneOf('type', TRIP_TYPES);
    const aircraftId = body.optionalId('organizationAircraftId');
    if (typeof aircraftId === 'number' && !ownAircraft(organizationId, aircraftId)) {
      body.fail('organizationAircraftId', VALIDATOR.choice);
    }
    if (body.failed()) return badRequest(body.errors);
    const saved = saveTrip({
      ...trip,
      name: name ?? trip.name,
      type: type ?? trip.type,
      organizationAircraftId: aircraftId === undefined ? trip.organizationAircraftId : aircraftId,
    });
    return HttpResponse.json(toTrip(saved));
  }),

  http.delete('*/api/trip/:id/delete', ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_DELETE');
    if (organizationId instanceof Response) return organizationId;
    const trip = ownTrip(organizationId, params.id);
    if (!trip) return notFound(TRIP_NOT_FOUND);
    const events = new Set(trip.steps.flatMap((step) => eventsOf(step).map((e) => e.id)));
    const body: TripCascadeResult = { trip: null, cancelledQuotes: cancelQuotesOn(events) };
    db.trips = db.trips.filter((candidate) => candidate.id !== trip.id);
    return HttpResponse.json(body);
  }),

  http.post('*/api/trip-step-flight', async ({ request }) => {
    const organizationId = editorFor(request, 'TRIP_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const read = await readNewStep(request, organizationId);
    if (read instanceof Response) return read;
    const { json, trip } = read;
    const { changes, errors } = readFlightStep(json, organizationId, null);
    if (errors) return badRequest(errors, firstBusinessMessage(errors));
    const {
      departureAirportId,
      arrivalAirportId,
      etdUtc,
      etaUtc,
      flightType,
      flightMission,
      visibleInList,
    } = changes;
    if (
      departureAirportId === undefined ||
      arrivalAirportId === undefined ||
      etdUtc === undefined ||
      etaUtc === undefined ||
      flightType === undefined ||
      flightMission === undefined
    ) {
      return badRequest();
    }
    const ids = nextStepAndEventIds();
    let passengerId = nextPassengerId();
    const step: FlightStepRecord = {
      className: 'TripFlight',
      id: ids.stepId,
      position: trip.steps.length + 1,
      visibleInList: visibleInList ?? true,
      cancelled: false,
      costAskedAtMs: null,
      flightDeparture: newEvent(ids.eventId, 'departure', departureAirportId, etdUtc),
      flightArrival: newEvent(ids.eventId + 1, 'arrival', arrivalAirportId, etaUtc),
      adults: changes.adults ?? 0,
      children: changes.children ?? 0,
      babies: changes.babies ?? 0,
      bags: changes.bags ?? 0,
      luggageKg: changes.luggageKg ?? 0,
      crewCount: changes.crewCount ?? 0,
      flightType,
      flightMission,
      crewMemberIds: changes.crewMemberIds ?? [],
      passengers: passengersFrom(changes.passengers ?? [], [], () => passengerId++),
      flightPlan: null,
      gendecDocuments: [],
      healthDeclaration: false,
      cargoDeclaration: null,
    };
    // Legs in time order; transfers stay after the leg they leave from.
    const saved = saveTrip({ ...trip, steps: renumbered(insertByTime(trip, step)) });
    return HttpResponse.json(toTrip(saved), { status: 201 });
  }),

  http.patch('*/api/trip-step-flight/:stepId', async ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found || found.step.className !== 'TripFlight') return stepNotFound();
    const { trip, step } = found;
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const { changes, errors } = readFlightStep(json, organizationId, step);
    if (errors) return badRequest(errors, firstBusinessMessage(errors));
    const moved = new Set<number>();
    if (
      changes.departureAirportId !== undefined &&
      changes.departureAirportId !== step.flightDeparture.airportId
    ) {
      moved.add(step.flightDeparture.id);
    }
    if (
      changes.arrivalAirportId !== undefined &&
      changes.arrivalAirportId !== step.flightArrival.airportId
    ) {
      moved.add(step.flightArrival.id);
    }
    // Transfers leaving from a moved event leave from another airport now: their quotes go too.
    const transfers = trip.steps.filter(
      (s): s is TransferStepRecord => s.className === 'TripTransfer' && moved.has(s.fromEventId),
    );
    for (const transfer of transfers) moved.add(transfer.transferDeparture.id);
    const cancelledQuotes = cancelQuotesOn(moved);
    let passengerId = nextPassengerId();
    const updated: FlightStepRecord = {
      ...step,
      flightDeparture: changedEvent(
        step.flightDeparture,
        changes.departureAirportId,
        changes.etdUtc,
      ),
      flightArrival: changedEvent(step.flightArrival, changes.arrivalAirportId, changes.etaUtc),
      adults: changes.adults ?? step.adults,
      children: changes.children ?? step.children,
      babies: changes.babies ?? step.babies,
      bags: changes.bags ?? step.bags,
      luggageKg: changes.luggageKg ?? step.luggageKg,
      crewCount: changes.crewCount ?? step.crewCount,
      flightType: changes.flightType ?? step.flightType,
      flightMission: changes.flightMission ?? step.flightMission,
      crewMemberIds: changes.crewMemberIds ?? step.crewMemberIds,
      passengers: changes.passengers
        ? passengersFrom(changes.passengers, step.passengers, () => passengerId++)
        : step.passengers,
      visibleInList: changes.visibleInList ?? step.visibleInList,
      costAskedAtMs: null,
    };
    const steps = trip.steps.map((s) => {
      if (s.id === step.id) return updated;
      if (s.className === 'TripTransfer' && transfers.includes(s)) {
        const from =
          s.fromEventId === step.flightDeparture.id
            ? updated.flightDeparture
            : updated.flightArrival;
        return {
          ...s,
          transferDeparture: changedEvent(s.transferDeparture, from.airportId, undefined),
        };
      }
      return s;
    });
    const saved = saveTrip({ ...trip, steps });
    const body: TripCascadeResult = { trip: toTrip(saved), cancelledQuotes };
    return HttpResponse.json(body);
  }),

  http.post('*/api/trip-step-transfer', async ({ request }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.editTransfer);
    if (organizationId instanceof Response) return organizationId;
    const read = await readNewStep(request, organizationId);
    if (read instanceof Response) return read;
    const { json, trip } = read;
    const transfer = readTransfer(new BodyReader(json, false), trip, null);
    if (transfer instanceof Response) return transfer;
    const { from, mode, destination, departureUtc, passengers, operatorId, visibleInList } =
      transfer;
    if (
      from === undefined ||
      mode === undefined ||
      destination === undefined ||
      departureUtc === undefined ||
      passengers === undefined
    ) {
      return badRequest();
    }
    const ids = nextStepAndEventIds();
    const step: TransferStepRecord = {
      className: 'TripTransfer',
      id: ids.stepId,
      position: 0,
      visibleInList: visibleInList ?? true,
      cancelled: false,
      costAskedAtMs: null,
      fromEventId: from.id,
      transferDeparture: {
        ...newEvent(ids.eventId, 'departure', from.airportId, departureUtc),
        airportValidated: true,
        slot: {
          id: ids.eventId,
          number: null,
          status: 'not_assigned',
          requestedAt: null,
          attributedAt: null,
        },
      },
      mode,
      destination,
      passengers,
      helicopterOperatorId: mode === 'helicopter' ? (operatorId ?? null) : null,
      helicopterId: null,
    };
    const at = trip.steps.findIndex((s) => eventsOf(s).some((e) => e.id === from.id));
    const steps = [...trip.steps.slice(0, at + 1), step, ...trip.steps.slice(at + 1)];
    const saved = saveTrip({ ...trip, steps: renumbered(steps) });
    return HttpResponse.json(toTrip(saved), { status: 201 });
  }),

  http.patch('*/api/trip-step-transfer/:stepId', async ({ request, params }) => {
    const organizationId = editorFor(request, TRIP_ACTION_RIGHTS.editTransfer);
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found || found.step.className !== 'TripTransfer') return stepNotFound();
    const { trip, step } = found;
    const json = await readJson(request);
    if (json instanceof Response) return json;
    const read = readTransfer(new BodyReader(json, true), trip, step);
    if (read instanceof Response) return read;
    const from = read.from;
    const moved = from !== undefined && from.airportId !== step.transferDeparture.airportId;
    const cancelledQuotes = moved ? cancelQuotesOn(new Set([step.transferDeparture.id])) : [];
    const mode = read.mode ?? step.mode;
    const updated: TransferStepRecord = {
      ...step,
      fromEventId: from?.id ?? step.fromEventId,
      transferDeparture: changedEvent(step.transferDeparture, from?.airportId, read.departureUtc),
      mode,
      destination: read.destination ?? step.destination,
      passengers: read.passengers ?? step.passengers,
      helicopterOperatorId:
        mode === 'helicopter'
          ? read.operatorId === undefined
            ? step.helicopterOperatorId
            : read.operatorId
          : null,
      visibleInList: read.visibleInList ?? step.visibleInList,
      costAskedAtMs: null,
    };
    if (moved)
      updated.transferDeparture = {
        ...updated.transferDeparture,
        airportValidated: true,
        slot: { ...updated.transferDeparture.slot, status: 'not_assigned' },
      };
    const saved = saveTrip({
      ...trip,
      steps: trip.steps.map((s) => (s.id === step.id ? updated : s)),
    });
    const body: TripCascadeResult = { trip: toTrip(saved), cancelledQuotes };
    return HttpResponse.json(body);
  }),

  http.delete('*/api/trip-step/:stepId/delete', ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found) return stepNotFound();
    const allowed = editorFor(request, stepEditRight(found.step));
    if (allowed instanceof Response) return allowed;
    return HttpResponse.json(removeSteps(found.trip, new Set([found.step.id])));
  }),
];

/** The message of a 400: the business error when one field carries it (`errors.*`). */
/** A new step's body and the organization's trip it names (`tripId`), or the answer refusing it. */
async function readNewStep(
  request: Request,
  organizationId: number,
): Promise<{ json: JsonObject; trip: TripRecord } | Response> {
  const json = await readJson(request);
  if (json instanceof Response) return json;
  const tripId = json.tripId;
  if (typeof tripId !== 'number') return badRequest({ tripId: [VALIDATOR.required] });
  const trip = ownTrip(organizationId, String(tripId));
  return trip ? { json, trip } : notFound(TRIP_NOT_FOUND);
}

function firstBusinessMessage(errors: Record<string, string[]>): string | undefined {
  return Object.values(errors)
    .flat()
    .find((message) => message.startsWith('errors.'));
}

/** A new leg goes among the legs by its departure time, before the first leg leaving later. */
function insertByTime(trip: TripRecord, step: FlightStepRecord): TripRecord['steps'] {
  const departs = Date.parse(step.flightDeparture.scheduledAt);
  const index = trip.steps.findIndex(
    (s) => s.className === 'TripFlight' && Date.parse(s.flightDeparture.scheduledAt) > departs,
  );
  if (index < 0) return [...trip.steps, step];
  return [...trip.steps.slice(0, index), step, ...trip.steps.slice(index)];
}

interface TransferRead {
  from?: { id: number; airportId: number };
  mode?: TransferStepRecord['mode'];
  destination?: string;
  departureUtc?: string;
  passengers?: number;
  operatorId?: number | null;
  visibleInList?: boolean;
}

function readTransfer(
  body: BodyReader,
  trip: TripRecord,
  current: TransferStepRecord | null,
): TransferRead | Response {
  const eventId = body.optionalId('departureEventId');
  if (current === null && (eventId === null || eventId === undefined)) {
    body.fail('departureEventId', VALIDATOR.required);
  }
  const from = trip.steps
    .filter((s): s is FlightStepRecord => s.className === 'TripFlight')
    .flatMap((s) => [s.flightDeparture, s.flightArrival])
    .find((e) => e.id === eventId);
  if (typeof eventId === 'number' && !from) body.fail('departureEventId', VALIDATOR.choice);
  const mode = body.oneOf('mode', TRANSFER_MODES);
  const destination = body.text('destination', TEXT_MAX.address);
  const departureAt = body.localTime('departureAt');
  const passengers = body.count('passengers', 0, 999);
  const operatorId = body.optionalId('helicopterOperatorId');
  const visibleInList =
    current === null || body.has('visibleInList') ? body.boolean('visibleInList') : undefined;
  const airportId = from?.airportId ?? current?.transferDeparture.airportId;
  if (typeof operatorId === 'number') {
    const operator = helicopterOperators().find((o) => o.id === operatorId);
    if (!operator || (airportId !== undefined && !operator.airportIds.includes(airportId))) {
      body.fail('helicopterOperatorId', VALIDATOR.choice);
    }
  }
  const zone = airportId === undefined ? undefined : airportById(airportId)?.timezone;
  const departureUtc =
    departureAt !== undefined && zone !== undefined
      ? (localToUtc(departureAt, zone) ?? undefined)
      : undefined;
  if (body.failed()) return badRequest(body.errors);
  return { from, mode, destination, departureUtc, passengers, operatorId, visibleInList };
}
