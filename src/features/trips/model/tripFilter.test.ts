import { describe, expect, it } from 'vitest';
import type { ListQuery } from '@/lib/api/listQuery';
import { tripFilterQuery, type TripUrlFilters } from './tripFilter';

describe('tripFilterQuery', () => {
  it.each<[string, TripUrlFilters, ListQuery]>([
    ['nothing', {}, {}],
    ['a name, trimmed', { name: '  Riviera ' }, { name: 'Riviera' }],
    ['a blank name', { name: '   ' }, {}],
    [
      'ids',
      { customer: '11', organizationAircraft: '3', airport: '42' },
      { customer: 11, organizationAircraft: 3, airport: 42 },
    ],
    [
      'ids that are not ids',
      { customer: 'abc', airport: '-2', organization: '0', organizationCrewMember: '1.5' },
      {},
    ],
    ['a period', { period: '2026-12-01..2026-12-31' }, { start: '2026-12-01', end: '2026-12-31' }],
    ['an open period', { period: '2026-12-01..' }, { start: '2026-12-01' }],
    ['a broken period', { period: '2026-02-30..nope' }, {}],
    [
      'choices',
      { flightMission: 'private', flightType: 'schengen', movementType: 'arrival' },
      { flightMission: 'private', flightType: 'schengen', movementType: 'arrival' },
    ],
    [
      'unknown choices',
      { flightMission: 'joyride', flightType: 'orbital', movementType: 'sideways' },
      {},
    ],
    [
      'an aircraft type',
      { organizationAircraftType: 'C56X' },
      { organizationAircraftType: 'C56X' },
    ],
    // Booleans go as text, as axios would write them.
    [
      'external calendars',
      { externalCalendarHelicopters: 'true' },
      { externalCalendarHelicopters: 'true' },
    ],
    [
      'external calendars off',
      { externalCalendarHelicopters: 'false' },
      { externalCalendarHelicopters: 'false' },
    ],
    ['external calendars garbled', { externalCalendarHelicopters: 'yes' }, {}],
    [
      'helicopter, crew, organization airport, organization',
      {
        organizationHelicopter: '2',
        organizationCrewMember: '7',
        organizationAirport: '9',
        organization: '1',
      },
      {
        organizationHelicopter: 2,
        organizationCrewMember: 7,
        organizationAirport: 9,
        organization: 1,
      },
    ],
  ])('%s', (_name, filters, expected) => {
    expect(tripFilterQuery(filters)).toEqual(expected);
  });
});
