import { describe, expect, it } from 'vitest';
import { flightLeg, tripAirport, tripEvent } from '@tests/utils/tripFixtures';
import type { CartEvent } from '@/entities/cart';
import type { FlightStep, Trip, TripStatus } from '@/entities/trip';
import { nextStepOf, type NextStep, type NextStepRights } from './nextStep';

const LFPB = tripAirport(1, 'LFPB');
// Geneva asks for slots.
const LSGG = tripAirport(2, 'LSGG', true);

const AIRCRAFT = {
  id: 1,
  name: 'Alpine One',
  registration: 'F-HALP',
  icaoType: 'C68A',
  model: 'Latitude',
};
const ALL: NextStepRights = { editTrip: true, requestSlot: true, buyServices: true };

function leg(
  options: { slot?: 'not_requested' | 'requested'; cancelled?: boolean } = {},
): FlightStep {
  const arrival = tripEvent(2, LSGG);
  return {
    ...flightLeg(1, tripEvent(1, LFPB), {
      ...arrival,
      slot: { ...arrival.slot, status: options.slot ?? 'not_requested' },
    }),
    cancelled: options.cancelled ?? false,
  };
}

function trip(options: { legs?: FlightStep[]; aircraft?: boolean; status?: TripStatus }): Trip {
  return {
    id: 7,
    name: 'Geneva board visit',
    type: 'one_way',
    status: options.status ?? 'planned',
    organization: { id: 1, name: 'Alpine' },
    aircraft: options.aircraft === false ? null : AIRCRAFT,
    tripSteps: options.legs ?? [leg()],
    startAt: null,
    endAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}

const key = { tripId: 7, stepId: 1, eventId: 2, airportId: 2 };
function cart(lines: number): CartEvent {
  const line = { id: 'x', productId: 1 } as CartEvent['lines'][number];
  return { key, lines: Array.from({ length: lines }, (_, index) => ({ ...line, id: `${index}` })) };
}

describe('nextStepOf', () => {
  it.each<[string, Trip, CartEvent[], NextStepRights, NextStep | null]>([
    ['a trip without legs: add one', trip({ legs: [] }), [], ALL, { kind: 'addLeg' }],
    [
      'only cancelled legs count as none',
      trip({ legs: [leg({ cancelled: true })] }),
      [],
      ALL,
      { kind: 'addLeg' },
    ],
    ['no aircraft: add one', trip({ aircraft: false }), [], ALL, { kind: 'addAircraft' }],
    [
      'services waiting in a cart come before the slot',
      trip({}),
      [cart(2)],
      ALL,
      { kind: 'checkout', icao: 'LSGG', count: 2, key },
    ],
    [
      'an empty cart is no step',
      trip({}),
      [cart(0)],
      ALL,
      { kind: 'requestSlot', icao: 'LSGG', eventId: 2, legId: 1 },
    ],
    [
      'a slot Geneva needs, not asked',
      trip({}),
      [],
      ALL,
      { kind: 'requestSlot', icao: 'LSGG', eventId: 2, legId: 1 },
    ],
    [
      'a slot already requested: nothing left',
      trip({ legs: [leg({ slot: 'requested' })] }),
      [],
      ALL,
      null,
    ],
    ['a completed trip asks nothing', trip({ status: 'completed' }), [cart(1)], ALL, null],
    ['a cancelled trip asks nothing', trip({ status: 'cancelled', legs: [] }), [], ALL, null],
    [
      'who may not edit is not told to add a leg',
      trip({ legs: [] }),
      [],
      { ...ALL, editTrip: false },
      null,
    ],
    [
      'who may not edit skips the aircraft',
      trip({ aircraft: false }),
      [],
      { ...ALL, editTrip: false },
      { kind: 'requestSlot', icao: 'LSGG', eventId: 2, legId: 1 },
    ],
    [
      'who may not buy skips the cart',
      trip({}),
      [cart(1)],
      { ...ALL, buyServices: false },
      { kind: 'requestSlot', icao: 'LSGG', eventId: 2, legId: 1 },
    ],
    ['who may not ask slots is told nothing', trip({}), [], { ...ALL, requestSlot: false }, null],
  ])('%s', (_case, given, carts, rights, expected) => {
    expect(nextStepOf(given, carts, rights)).toEqual(expected);
  });
});
