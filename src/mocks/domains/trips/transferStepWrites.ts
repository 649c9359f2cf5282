import { HttpResponse } from 'msw';
import { TRIP_ACTION_RIGHTS, stepEditRight } from '../../../entities/trip/contract';
import type { TripCascadeResult } from '../../../entities/trip/contract';
import { VALIDATOR, badRequest, readJson, TEXT_MAX } from '../../api';
import { airportById } from '../airports';
import { editorFor, ownStep, stepNotFound } from './access';
import { cancelQuotesOn, nextStepAndEventIds, removeSteps, renumbered, saveTrip } from './cascade';
import { changedEvent, newEvent } from './flightStep';
import type { FlightStepRecord, TransferStepRecord, TripRecord } from './records';
import { localToUtc } from './time';
import { BodyReader, TRANSFER_MODES } from './validation';
import { eventsOf, toTrip } from './view';
import { helicopterOperators } from './writeHandlers';
import { readNewStep } from './stepWrites';
import { apiHttp } from '../../api/http';

/** Adding and editing transfers (TRIP_TRANSFER_EDIT) and deleting any step (its edit right). */
export const transferStepWriteHandlers = [
  apiHttp.post('/api/trip-step-transfer', async ({ request }) => {
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

  apiHttp.patch('/api/trip-step-transfer/{stepId}', async ({ request, params }) => {
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

  apiHttp.delete('/api/trip-step/{stepId}/delete', ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const found = ownStep(organizationId, params.stepId);
    if (!found) return stepNotFound();
    const allowed = editorFor(request, stepEditRight(found.step));
    if (allowed instanceof Response) return allowed;
    return HttpResponse.json(removeSteps(found.trip, new Set([found.step.id])));
  }),
];

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
