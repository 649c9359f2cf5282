import { describe, expect, it } from 'vitest';
import { flightLeg, tripAirport, tripEvent } from '@tests/utils/tripFixtures';
import type { FlightStep, Passenger, Trip, TripStep } from '@/entities/trip';
import { EMPTY_FLIGHT_STEP } from './flightStepForm';
import { newLegValues } from './newLeg';

const LFPB = tripAirport(1, 'LFPB');
const LSGG = tripAirport(2, 'LSGG');
const LFMN = tripAirport(3, 'LFMN');

const anna: Passenger = {
  id: 11,
  name: 'Anna Keller',
  nationality: 'CH',
  type: 'adult',
  status: 'confirmed',
  disabled: false,
};
const leftBehind: Passenger = { ...anna, id: 12, name: 'Paul Roux', status: 'cancelled' };

function leg(id: number, position: number, to = LSGG, cancelled = false): FlightStep {
  return {
    ...flightLeg(id, tripEvent(id * 2 - 1, LFPB), tripEvent(id * 2, to)),
    position,
    cancelled,
    adults: 3,
    children: 1,
    bags: 5,
    luggageKg: 80,
    crewCount: 3,
    flightMission: 'commercial',
    crewMembers: [{ id: 4, firstName: 'Julien', lastName: 'Moreau', crewRole: 'captain' }],
    passengers: [anna, leftBehind],
  };
}

const trip = (steps: TripStep[]): Trip => ({
  id: 1,
  name: 'Geneva board visit',
  type: 'multi_leg',
  status: 'planned',
  organization: { id: 1, name: 'Alpine' },
  aircraft: null,
  tripSteps: steps,
  startAt: null,
  endAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

const carriedOver = {
  departureAirportId: LSGG.id,
  arrivalAirportId: null,
  etd: null,
  eta: null,
  adults: 3,
  children: 1,
  babies: 0,
  bags: 5,
  luggageKg: 80,
  crewCount: 3,
  flightMission: 'commercial',
  crewMemberIds: [4],
  // The passenger as a new one (no id), the cancelled one left on the ground.
  passengers: [
    {
      id: null,
      name: 'Anna Keller',
      nationality: 'CH',
      type: 'adult',
      status: 'confirmed',
      disabled: false,
    },
  ],
};

describe('newLegValues', () => {
  it.each<[string, TripStep[], Partial<typeof carriedOver> | typeof EMPTY_FLIGHT_STEP]>([
    ['the first leg starts empty', [], EMPTY_FLIGHT_STEP],
    ['a leg after one leaves from its arrival with its people', [leg(1, 1)], carriedOver],
    [
      'the last leg by position, not by order in the list',
      [leg(2, 2, LFMN), leg(1, 1)],
      { ...carriedOver, departureAirportId: LFMN.id },
    ],
    [
      'a cancelled last leg is skipped',
      [leg(1, 1), leg(2, 2, LFMN, true)],
      { ...carriedOver, departureAirportId: LSGG.id },
    ],
    ['only cancelled legs: empty', [leg(1, 1, LSGG, true)], EMPTY_FLIGHT_STEP],
  ])('%s', (_case, steps, expected) => {
    expect(newLegValues(trip(steps))).toMatchObject(expected);
  });
});
