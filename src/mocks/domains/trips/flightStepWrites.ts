import { HttpResponse } from 'msw';
import type { TripCascadeResult } from '../../../entities/trip/contract';
import { badRequest, readJson } from '../../api';
import { editorFor, ownStep, stepNotFound } from './access';
import {
  cancelQuotesOn,
  nextPassengerId,
  nextStepAndEventIds,
  renumbered,
  saveTrip,
} from './cascade';
import { changedEvent, newEvent, passengersFrom, readFlightStep } from './flightStep';
import type { FlightStepRecord, TransferStepRecord } from './records';
import { toTrip } from './view';
import { firstBusinessMessage, insertByTime, readNewStep } from './stepWrites';
import { apiHttp } from '../../api/http';

/** Adding and editing a trip's flights (owners only: TRIP_EDIT). */
export const flightStepWriteHandlers = [
  apiHttp.post('/api/trip-step-flight', async ({ request }) => {
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

  apiHttp.patch('/api/trip-step-flight/{stepId}', async ({ request, params }) => {
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
];
