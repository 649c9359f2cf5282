import { describe, expect, it } from 'vitest';
import type { TripFilterQuery } from '../../../entities/trip/contract';
import { QueryReader } from '../../api';
import { matchesFilter, readTripFilter, type FilterContext } from './filters';
import type { FlightStepRecord, TransferStepRecord, TripEventRecord, TripRecord } from './records';

function event(
  id: number,
  movementType: 'arrival' | 'departure',
  airportId: number,
  at: string,
): TripEventRecord {
  return {
    id,
    movementType,
    airportId,
    scheduledAt: at,
    airportValidated: true,
    slot: { id, number: null, status: 'not_assigned', requestedAt: null, attributedAt: null },
    ppr: { id, number: null, status: 'not_required' },
  };
}

const leg: FlightStepRecord = {
  className: 'TripFlight',
  id: 1,
  position: 1,
  visibleInList: true,
  cancelled: false,
  costAskedAtMs: null,
  // LFLL (8) -> LFMN (4)
  flightDeparture: event(1, 'departure', 8, '2026-12-04T08:30:00.000Z'),
  flightArrival: event(2, 'arrival', 4, '2026-12-04T09:35:00.000Z'),
  adults: 2,
  children: 0,
  babies: 0,
  bags: 2,
  luggageKg: 30,
  crewCount: 2,
  flightType: 'domestic',
  flightMission: 'private',
  crewMemberIds: [1, 12],
  passengers: [],
  flightPlan: null,
  gendecDocuments: [],
  healthDeclaration: false,
  cargoDeclaration: null,
};

const heli: TransferStepRecord = {
  className: 'TripTransfer',
  id: 2,
  position: 2,
  visibleInList: true,
  cancelled: false,
  costAskedAtMs: null,
  fromEventId: 2,
  transferDeparture: event(3, 'departure', 4, '2026-12-04T10:00:00.000Z'),
  mode: 'helicopter',
  destination: 'Monaco',
  passengers: 2,
  helicopterOperatorId: 3,
  helicopterId: 1,
};

const trip: TripRecord = {
  id: 1,
  name: 'Riviera weekend – Lyon, Nice',
  type: 'one_way',
  organizationId: 1,
  organizationAircraftId: 1,
  steps: [leg, heli],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const span = { startAt: leg.flightDeparture.scheduledAt, endAt: leg.flightArrival.scheduledAt };
const context: FilterContext = { aircraftType: (id) => (id === 1 ? 'FA7X' : null) };

describe('trip filters', () => {
  it.each<[string, TripFilterQuery, boolean]>([
    ['no filter', {}, true],
    ['name, accents and case aside', { name: 'RIVIERA weekend' }, true],
    ['name not in it', { name: 'Dubai' }, false],
    ['customer', { customer: 1 }, true],
    ['another customer', { customer: 11 }, false],
    ['organization', { organization: 2 }, false],
    ['start before the trip', { start: '2026-12-01' }, true],
    ['start on its last day', { start: '2026-12-04' }, true],
    ['start after it', { start: '2026-12-05' }, false],
    ['end on its first day', { end: '2026-12-04' }, true],
    ['end before it', { end: '2026-12-03' }, false],
    ['mission', { flightMission: 'private' }, true],
    ['another mission', { flightMission: 'cargo' }, false],
    ['flight type', { flightType: 'domestic' }, true],
    ['another flight type', { flightType: 'international' }, false],
    ['aircraft', { organizationAircraft: 1 }, true],
    ['another aircraft', { organizationAircraft: 2 }, false],
    ['aircraft type', { organizationAircraftType: 'FA7X' }, true],
    ['another aircraft type', { organizationAircraftType: 'C56X' }, false],
    ['airport', { airport: 4 }, true],
    ['airport not flown', { airport: 18 }, false],
    ['arrival at Nice', { airport: 4, movementType: 'arrival' }, true],
    ['arrival at Lyon', { airport: 8, movementType: 'arrival' }, false],
    ['organization airport', { organizationAirport: 8 }, true],
    ['crew member', { organizationCrewMember: 12 }, true],
    ['crew member not on board', { organizationCrewMember: 2 }, false],
    ['helicopter', { organizationHelicopter: 1 }, true],
    ['another helicopter', { organizationHelicopter: 2 }, false],
  ])('%s', (_label, filter, expected) => {
    expect(matchesFilter(trip, trip.steps, span, filter, context)).toBe(expected);
  });

  it('judges on the steps the reader sees', () => {
    expect(matchesFilter(trip, [leg], span, { organizationHelicopter: 1 }, context)).toBe(false);
  });

  it('leaves out trips without legs when dates are asked', () => {
    const empty = { ...trip, steps: [] };
    const none = { startAt: null, endAt: null };
    expect(matchesFilter(empty, [], none, { start: '2026-01-01' }, context)).toBe(false);
    expect(matchesFilter(empty, [], none, {}, context)).toBe(true);
  });

  it('reads the query and names each malformed parameter', () => {
    const query = new QueryReader(
      new URLSearchParams('customer=x&start=2026-13-01&flightMission=space&airport=4&name=Nice'),
    );
    const filter = readTripFilter(query);
    expect(filter.airport).toBe(4);
    expect(filter.name).toBe('Nice');
    expect(Object.keys(query.errors).sort()).toEqual(['customer', 'flightMission', 'start']);
  });
});
