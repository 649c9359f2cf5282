import type {
  MovementType,
  SlotRequest,
  SlotStatus,
  TripCalendarEvent,
} from '../../../entities/trip/contract';
import { folded } from '../../api';
import { db, nowMs } from '../../db';
import { providedEvents, type Reader } from './access';
import { findTrips } from './list';
import type { TripFilterQuery } from '../../../entities/trip/contract';
import { icaoOf, toTripAircraft, toTripAirport } from './view';

const DAY = 86_400_000;
/** A transfer shows as this long in the calendar. */
const TRANSFER_MINUTES = { taxi: 45, helicopter: 20 } as const;

/** One calendar event per visible flight step and transfer overlapping [start, end + 1 day). */
export function calendarEvents(
  reader: Reader,
  filter: TripFilterQuery,
  start: string,
  end: string,
): TripCalendarEvent[] {
  const from = Date.parse(start);
  const to = Date.parse(end) + DAY;
  const events: TripCalendarEvent[] = [];
  for (const { trip, steps } of findTrips(reader, { ...filter, start, end })) {
    const aircraft = toTripAircraft(trip.organizationAircraftId);
    for (const step of steps) {
      if (step.className === 'TripFlight') {
        const startAt = step.flightDeparture.scheduledAt;
        const endAt = step.flightArrival.scheduledAt;
        if (Date.parse(endAt) < from || Date.parse(startAt) >= to) continue;
        events.push({
          id: `flight-${step.id}`,
          tripId: trip.id,
          stepId: step.id,
          title: `${trip.name}: ${icaoOf(step.flightDeparture.airportId)} → ${icaoOf(step.flightArrival.airportId)}`,
          start: startAt,
          end: endAt,
          kind: 'flight',
          cancelled: step.cancelled,
          leg: {
            tripName: trip.name,
            originIcao: icaoOf(step.flightDeparture.airportId),
            destination: icaoOf(step.flightArrival.airportId),
            timezone: toTripAirport(step.flightDeparture.airportId).timezone,
            registration: aircraft?.registration ?? null,
          },
        });
      } else {
        const startMs = Date.parse(step.transferDeparture.scheduledAt);
        if (startMs < from || startMs >= to) continue;
        events.push({
          id: `transfer-${step.id}`,
          tripId: trip.id,
          stepId: step.id,
          title: `${trip.name}: ${step.destination}`,
          start: step.transferDeparture.scheduledAt,
          end: new Date(startMs + TRANSFER_MINUTES[step.mode] * 60_000).toISOString(),
          kind: 'transfer',
          cancelled: step.cancelled,
          leg: {
            tripName: trip.name,
            originIcao: icaoOf(step.transferDeparture.airportId),
            destination: step.destination,
            timezone: toTripAirport(step.transferDeparture.airportId).timezone,
            registration:
              db.organizationHelicopters.find((h) => h.id === step.helicopterId)?.registration ??
              null,
          },
        });
      }
    }
  }
  return events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

const EXTERNAL_TITLES = [
  'Private charter',
  'Scenic flight',
  'Maintenance check',
  'Medical transfer',
];

/**
 * The organization's helicopters' external calendars (those with a calendar URL), as busy
 * blocks: a deterministic pattern by day and helicopter, at most 92 days.
 */
export function externalCalendarEvents(
  organizationId: number | null,
  start: string,
  end: string,
): TripCalendarEvent[] {
  const helicopters = db.organizationHelicopters.filter(
    (h) => h.organizationId === organizationId && h.calendarUrl !== null,
  );
  const first = Math.floor(Date.parse(start) / DAY);
  const last = Math.min(Math.floor(Date.parse(end) / DAY), first + 92);
  const events: TripCalendarEvent[] = [];
  for (let day = first; day <= last; day += 1) {
    for (const helicopter of helicopters) {
      if ((day + helicopter.id) % 3 !== 0) continue;
      const startMs = day * DAY + (8 + ((day + helicopter.id) % 6)) * 3_600_000;
      events.push({
        id: `external-${events.length + 1}`,
        tripId: null,
        stepId: null,
        title: `${helicopter.registration}: ${EXTERNAL_TITLES[(day + helicopter.id) % EXTERNAL_TITLES.length] ?? ''}`,
        start: new Date(startMs).toISOString(),
        end: new Date(startMs + 2 * 3_600_000).toISOString(),
        kind: 'external',
        cancelled: false,
        leg: null,
      });
    }
  }
  return events;
}

export interface SlotQuery {
  status?: SlotStatus;
  airport?: number;
  searchQuery?: string;
}

/**
 * Slot requests for slot management: the organization's own trips' movements at slot airports,
 * and, for a seller, the requested and submitted ones of the events it provides (a quote there
 * neither refused nor withdrawn; operators: all). By movement time.
 */
export function findSlotRequests(reader: Reader, query: SlotQuery): SlotRequest[] {
  const providedIds = providedEvents(reader.organizationId);
  const wanted = query.searchQuery === undefined ? '' : folded(query.searchQuery);
  const aircraftTypes = new Map(db.organizationAircraft.map((a) => [a.id, a.icaoType]));
  const found: SlotRequest[] = [];
  for (const trip of db.trips) {
    const own = trip.organizationId === reader.organizationId;
    for (const step of trip.steps) {
      if (step.className !== 'TripFlight') continue;
      for (const event of [step.flightDeparture, step.flightArrival]) {
        const slot = event.slot;
        if (slot.status === 'not_assigned') continue;
        const provided =
          (slot.status === 'requested' || slot.status === 'submitted') && providedIds.has(event.id);
        if (!reader.operator && !own && !provided) continue;
        if (query.status !== undefined && slot.status !== query.status) continue;
        if (query.airport !== undefined && event.airportId !== query.airport) continue;
        const origin = icaoOf(step.flightDeparture.airportId);
        const destination = icaoOf(step.flightArrival.airportId);
        if (
          wanted !== '' &&
          ![trip.name, origin, destination, slot.number ?? ''].some((text) =>
            folded(text).includes(wanted),
          )
        ) {
          continue;
        }
        const movementType: MovementType = event.movementType;
        found.push({
          id: slot.id,
          number: slot.number,
          status: slot.status,
          tripId: trip.id,
          tripName: trip.name,
          stepId: step.id,
          eventId: event.id,
          flightDate: event.scheduledAt.slice(0, 10),
          movementType,
          airport: toTripAirport(event.airportId),
          aircraftTypeIcao:
            trip.organizationAircraftId === null
              ? null
              : (aircraftTypes.get(trip.organizationAircraftId) ?? null),
          originIcao: origin,
          destinationIcao: destination,
          utcTime: event.scheduledAt,
        });
      }
    }
  }
  // Coming movements first (soonest first), then past ones (latest first).
  const current = nowMs();
  const rank = (slot: SlotRequest) => {
    const at = Date.parse(slot.utcTime);
    return at >= current ? at - current : Number.MAX_SAFE_INTEGER / 2 + (current - at);
  };
  return found.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}
