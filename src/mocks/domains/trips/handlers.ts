import { HttpResponse } from 'msw';
import {
  SLOT_STATUSES,
  type Option,
  type SlotRequestPage,
  type TripFilterOptions,
  type TripPage,
} from '../../../entities/trip/contract';
import { TRIP_ACTION_RIGHTS } from '../../../entities/trip/contract';
import { QueryReader, VALIDATOR, badRequest, notFound, paginate } from '../../api';
import { db } from '../../db';
import { airportById, airportByIcao } from '../airports';
import { TRIP_NOT_FOUND, readableTrip, readerFor, viewerOf } from './access';
import { readTripFilter } from './filters';
import { calendarEvents, externalCalendarEvents, findSlotRequests } from './calendar';
import { findTrips } from './list';
import { eventsOf, toSummary, toTrip } from './view';
import { apiHttp } from '../../api/http';

const byLabel = <V extends string | number>(a: Option<V>, b: Option<V>) =>
  a.label.localeCompare(b.label);

/** The choices of each filter, from the trips the reader sees and its organization's resources. */
function filterOptions(organizationId: number | null, operator: boolean): TripFilterOptions {
  const listed = findTrips({ operator, organizationId }, {});
  const customers = new Map<number, string>();
  const airports = new Set<number>();
  for (const { trip, steps } of listed) {
    const organization = db.organizations.find((o) => o.id === trip.organizationId);
    customers.set(trip.organizationId, organization?.commercialName ?? '');
    for (const step of steps) for (const event of eventsOf(step)) airports.add(event.airportId);
  }
  const own = db.organizations.find((o) => o.id === organizationId);
  const aircraft = db.organizationAircraft.filter((a) => a.organizationId === organizationId);
  const airportOption = (id: number): Option[] => {
    const airport = airportById(id);
    return airport ? [{ value: id, label: `${airport.icao} – ${airport.name}` }] : [];
  };
  return {
    customers: [...customers].map(([value, label]) => ({ value, label })).sort(byLabel),
    organizationAircraftTypes: [...new Set(aircraft.map((a) => a.icaoType))]
      .map((type) => ({ value: type, label: type }))
      .sort(byLabel),
    organizationAircraft: aircraft
      .map((a) => ({ value: a.id, label: `${a.name} (${a.registration})` }))
      .sort(byLabel),
    airports: [...airports].flatMap(airportOption).sort(byLabel),
    organizationHelicopters: db.organizationHelicopters
      .filter((h) => h.organizationId === organizationId)
      .map((h) => ({ value: h.id, label: `${h.modelType} (${h.registration})` }))
      .sort(byLabel),
    organizationCrewMembers: db.crewMembers
      .filter((m) => m.organizationId === organizationId)
      .map((m) => ({ value: m.id, label: `${m.lastName} ${m.firstName}` }))
      .sort(byLabel),
    organizationAirports: (own?.airportIcaos ?? [])
      .flatMap((icao) => {
        const airport = airportByIcao(icao);
        return airport ? airportOption(airport.id) : [];
      })
      .sort(byLabel),
  };
}

/** Reading trips: the list, the filters' choices, one trip. */
export const tripReadHandlers = [
  apiHttp.get('/api/trip', ({ request }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const query = new QueryReader(new URL(request.url).searchParams);
    const filter = readTripFilter(query);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = findTrips(
      reader,
      reader.operator ? filter : { ...filter, organization: undefined },
    );
    const body: TripPage = {
      trips: paginate(found, page).map(({ trip, steps }) => toSummary(trip, steps)),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/trip-filters', ({ request }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    return HttpResponse.json(filterOptions(reader.organizationId, reader.operator));
  }),

  apiHttp.get('/api/trip/{id}/infos', ({ request, params }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const trip = readableTrip(reader, params.id);
    if (!trip) return notFound(TRIP_NOT_FOUND);
    return HttpResponse.json(toTrip(trip, viewerOf(reader, trip)));
  }),

  apiHttp.get('/api/trip/calendar', ({ request }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    const calendar = readerFor(request, TRIP_ACTION_RIGHTS.calendar);
    if (calendar instanceof Response) return calendar;
    const query = new QueryReader(new URL(request.url).searchParams);
    const filter = readTripFilter(query);
    if (query.failed()) return query.badRequest();
    const { start, end } = filter;
    if (start === undefined || end === undefined) {
      const errors: Record<string, string[]> = {};
      if (start === undefined) errors.start = [VALIDATOR.required];
      if (end === undefined) errors.end = [VALIDATOR.required];
      return badRequest(errors);
    }
    const scoped = reader.operator ? filter : { ...filter, organization: undefined };
    return HttpResponse.json(calendarEvents(reader, scoped, start, end));
  }),

  apiHttp.get('/api/trip/external-calendar', ({ request }) => {
    const reader = readerFor(request);
    if (reader instanceof Response) return reader;
    for (const key of [TRIP_ACTION_RIGHTS.calendar, TRIP_ACTION_RIGHTS.externalCalendars]) {
      const allowed = readerFor(request, key);
      if (allowed instanceof Response) return allowed;
    }
    const query = new QueryReader(new URL(request.url).searchParams);
    const start = query.date('start');
    const end = query.date('end');
    if (start === undefined && !query.errors.start) query.errors.start = [VALIDATOR.required];
    if (end === undefined && !query.errors.end) query.errors.end = [VALIDATOR.required];
    if (query.failed() || start === undefined || end === undefined) return query.badRequest();
    return HttpResponse.json(externalCalendarEvents(reader.organizationId, start, end));
  }),

  apiHttp.get('/api/slot', ({ request }) => {
    const reader = readerFor(request, 'TRIP_SLOT_MANAGEMENT_VIEW');
    if (reader instanceof Response) return reader;
    const query = new QueryReader(new URL(request.url).searchParams);
    const status = query.oneOf('status', SLOT_STATUSES);
    const airportRaw = query.matching('airport', /^\d{1,15}$/, VALIDATOR.number);
    const searchQuery = query.text('searchQuery');
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const airport = airportRaw === undefined ? undefined : Number(airportRaw);
    const found = findSlotRequests(reader, { status, airport, searchQuery });
    const body: SlotRequestPage = { slots: paginate(found, page), totalItems: found.length };
    return HttpResponse.json(body);
  }),
];
