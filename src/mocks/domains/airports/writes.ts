import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { AirportDetails } from '../../../entities/airport/contract';
import { apiError, badRequest, idParam, notFound, readJson } from '../../api';
import { authorize } from '../../auth';
import { db, nextId } from '../../db';
import { H24 } from './rows';
import { airportById, airportsChanged } from './catalogue';
import { readAirportPayload, type AirportFields } from './payload';

export const AIRPORT_NOT_FOUND = 'errors.airport_not_found';
export const IATA_ALREADY_EXISTS = 'errors.iata_already_exists';
export const ICAO_ALREADY_EXISTS = 'errors.icao_already_exists';
export const AIRPORT_ATTACHED_TO_PRODUCTS = 'errors.airport_attached_to_products';
export const AIRPORT_IN_USE = 'errors.airport_in_use';

/** The 400 of a code another airport has (ICAO and IATA are unique), or null. */
function duplicateCode(fields: Partial<AirportFields>, self?: number): Response | null {
  const others = db.airports.filter((a) => a.id !== self);
  if (fields.iata && others.some((a) => a.iata === fields.iata)) {
    return badRequest({ iata: [IATA_ALREADY_EXISTS] }, IATA_ALREADY_EXISTS);
  }
  if (fields.icao && others.some((a) => a.icao === fields.icao)) {
    return badRequest({ icao: [ICAO_ALREADY_EXISTS] }, ICAO_ALREADY_EXISTS);
  }
  return null;
}

/** Why the airport cannot go: services sell at it, or trips, orders or organizations name it. */
function usageRefusal(airport: AirportDetails): Response | null {
  const { id, icao } = airport;
  const sold =
    db.services.some((s) => s.airportIds.includes(id)) ||
    db.shopProducts.some((p) => p.airportId === id);
  if (sold) return apiError(400, AIRPORT_ATTACHED_TO_PRODUCTS);
  const events = db.trips.flatMap((trip) =>
    trip.steps.flatMap((step) =>
      'flightDeparture' in step
        ? [step.flightDeparture, step.flightArrival]
        : [step.transferDeparture],
    ),
  );
  const named =
    events.some((e) => e.airportId === id) ||
    db.organizations.some((o) => o.airportIcaos.includes(icao));
  return named ? apiError(400, AIRPORT_IN_USE) : null;
}

function located(rawId: unknown): AirportDetails | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return id === null ? undefined : db.airports.find((a) => a.id === id);
}

/** The operators' writes on the catalogue [OPERATOR_AIRPORT_ADD, _EDIT, _DELETE]. */
export const airportWriteHandlers = [
  apiHttp.post('/api/airport', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_AIRPORT_ADD');
    if (auth instanceof Response) return auth;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const read = readAirportPayload(body, false);
    if ('errors' in read) return badRequest(read.errors);
    const refused = duplicateCode(read.payload);
    if (refused) return refused;
    const { icao, iata, name, city, countryCode, type, timezone, latitude, longitude } =
      read.payload;
    if (
      icao === undefined ||
      iata === undefined ||
      !name ||
      !city ||
      !countryCode ||
      !type ||
      !timezone ||
      latitude === undefined ||
      longitude === undefined
    ) {
      return badRequest();
    }
    const airport: AirportDetails = {
      id: nextId(db.airports),
      icao,
      iata,
      faa: null,
      name,
      city,
      countryCode,
      type,
      latitude,
      longitude,
      elevationM: read.payload.elevationM ?? 0,
      timezone,
      runways: [],
      customs: false,
      slotRequired: false,
      congested: false,
      openingHours: H24,
    };
    db.airports.push(airport);
    airportsChanged();
    return HttpResponse.json(airport, { status: 201 });
  }),

  apiHttp.patch('/api/airport/{id}', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_AIRPORT_EDIT');
    if (auth instanceof Response) return auth;
    const airport = located(params.id);
    if (!airport) return notFound(AIRPORT_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const read = readAirportPayload(body, true);
    if ('errors' in read) return badRequest(read.errors);
    const refused = duplicateCode(read.payload, airport.id);
    if (refused) return refused;
    // Organizations name their airports by ICAO: a renamed code would orphan them.
    if (read.payload.icao && read.payload.icao !== airport.icao) {
      const usage = usageRefusal(airport);
      if (usage) return badRequest({ icao: [AIRPORT_IN_USE] }, AIRPORT_IN_USE);
    }
    Object.assign(airport, read.payload);
    airportsChanged();
    return HttpResponse.json(airportById(airport.id) ?? airport);
  }),

  apiHttp.delete('/api/airport/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_AIRPORT_DELETE');
    if (auth instanceof Response) return auth;
    const airport = located(params.id);
    if (!airport) return notFound(AIRPORT_NOT_FOUND);
    const refused = usageRefusal(airport);
    if (refused) return refused;
    db.airports = db.airports.filter((a) => a.id !== airport.id);
    airportsChanged();
    return new HttpResponse(null, { status: 204 });
  }),
];
