import { HttpResponse } from 'msw';
import type { TripCascadeResult, TripOrganizationInfos } from '../../../entities/trip/contract';
import { VALIDATOR, badRequest, notFound, readJson, TEXT_MAX } from '../../api';
import { db, now } from '../../db';
import { airportByIcao } from '../airports';
import { TRIP_NOT_FOUND, editorFor, ownTrip, readerFor } from './access';
import { cancelQuotesOn, saveTrip } from './cascade';
import { ownAircraft } from './stepWrites';
import type { TripRecord } from './records';
import { BodyReader, TRIP_TYPES } from './validation';
import { eventsOf, toCrew, toTrip, toTripAircraft } from './view';
import { apiHttp } from '../../api/http';

/** Sellers with the helicopter typology, active, and the airports they serve. */
export function helicopterOperators(): TripOrganizationInfos['helicopterOperators'] {
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
 * Creating, editing and deleting trips (owners only: TRIP_ADD/EDIT/DELETE); their steps are
 * flightStepWrites.ts and transferStepWrites.ts.
 */
export const tripWriteHandlers = [
  apiHttp.get('/api/trip/organization-infos', ({ request }) => {
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

  apiHttp.post('/api/trip', async ({ request }) => {
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

  apiHttp.patch('/api/trip/{id}/infos', async ({ request, params }) => {
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

  apiHttp.delete('/api/trip/{id}/delete', ({ request, params }) => {
    const organizationId = editorFor(request, 'TRIP_DELETE');
    if (organizationId instanceof Response) return organizationId;
    const trip = ownTrip(organizationId, params.id);
    if (!trip) return notFound(TRIP_NOT_FOUND);
    const events = new Set(trip.steps.flatMap((step) => eventsOf(step).map((e) => e.id)));
    const body: TripCascadeResult = { trip: null, cancelledQuotes: cancelQuotesOn(events) };
    db.trips = db.trips.filter((candidate) => candidate.id !== trip.id);
    return HttpResponse.json(body);
  }),
];
