// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flightLeg, tripAirport, tripEvent } from '@tests/utils/tripFixtures';
import type { SlotStatus, Trip, TripEvent } from '@/entities/trip';
import type { PermissionKey } from '@/lib/auth/permissions';
import {
  canDeclineSlot,
  servicesCancelledByDecline,
  slotPowers,
  slotStage,
  type SlotPowers,
  type SlotStage,
} from './slotEvent';
import { findLegEvent } from '@/entities/trip';

function event(id: number, movementType: 'departure' | 'arrival', icao: string): TripEvent {
  return tripEvent(id, tripAirport(id * 10, icao, true), { movementType });
}
const leg = flightLeg;

const service = (quoteId: number, cancelled: boolean) => ({
  quoteId,
  reference: `Q-${quoteId}`,
  state: 'validated' as const,
  cancelled,
  provider: { id: 2, name: 'Riviera Jet Centre' },
  lines: [{ productId: 1, productName: 'Catering', typology: 'service', quantity: 1 }],
});

const first = leg(1, event(11, 'departure', 'LFLL'), event(12, 'arrival', 'LFMN'));
const second = leg(2, event(21, 'departure', 'LFMN'), event(22, 'arrival', 'LSGG'));
const trip: Trip = {
  id: 7,
  name: 'Lyon - Nice - Geneva',
  type: 'multi_leg',
  status: 'planned',
  organization: { id: 1, name: 'Alpine Executive Jets' },
  aircraft: null,
  tripSteps: [first, second],
  startAt: null,
  endAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('findLegEvent', () => {
  it.each([
    [1, 11, 'LFLL', 'LFMN', 'departure'],
    [1, 12, 'LFLL', 'LFMN', 'arrival'],
    [2, 21, 'LFMN', 'LSGG', 'departure'],
  ])('leg %i event %i: %s -> %s (%s)', (legId, eventId, origin, destination, movement) => {
    const context = findLegEvent(trip, legId, eventId);
    expect(context?.origin.icao).toBe(origin);
    expect(context?.destination.icao).toBe(destination);
    expect(context?.event.movementType).toBe(movement);
  });

  it.each([
    [1, 21],
    [3, 11],
    [2, 12],
  ])('leg %i has no event %i', (legId, eventId) => {
    expect(findLegEvent(trip, legId, eventId)).toBeNull();
  });
});

describe('slotStage', () => {
  it.each<[boolean, boolean, SlotStatus, SlotStage]>([
    [true, true, 'submitted', 'cancelled'],
    [true, false, 'not_requested', 'cancelled'],
    [false, true, 'submitted', 'attributed'],
    [false, true, 'requested', 'awaiting'],
    [false, true, 'not_requested', 'request'],
    [false, true, 'not_assigned', 'request'],
    [false, false, 'not_requested', 'validate_airport'],
    [false, false, 'not_assigned', 'validate_airport'],
    [false, false, 'requested', 'awaiting'],
  ])('cancelled %s, airport validated %s, %s: %s', (cancelled, validated, status, stage) => {
    expect(slotStage({ cancelled }, { airportValidated: validated, slot: { status } })).toBe(stage);
  });

  it.each<[SlotStage, boolean]>([
    ['cancelled', false],
    ['validate_airport', false],
    ['request', true],
    ['awaiting', true],
    ['attributed', true],
  ])('%s can be declined: %s', (stage, expected) => {
    expect(canDeclineSlot(stage)).toBe(expected);
  });
});

describe('servicesCancelledByDecline', () => {
  it('lists the live services of both events, not the cancelled ones', () => {
    const withServices = leg(
      3,
      { ...event(31, 'departure', 'LFMN'), services: [service(1, false), service(2, true)] },
      { ...event(32, 'arrival', 'LSGG'), services: [service(3, false)] },
    );
    expect(servicesCancelledByDecline(withServices).map((s) => s.quoteId)).toEqual([1, 3]);
    expect(servicesCancelledByDecline(first)).toEqual([]);
  });
});

describe('slotPowers', () => {
  const OWNER = 1;
  const PROVIDER = 2;
  const STRANGER = 6;
  const provided = {
    trip,
    event: { ...event(12, 'arrival', 'LFMN'), providers: [{ id: PROVIDER, name: 'Riviera' }] },
  };
  const all = () => true;
  const only = (key: PermissionKey) => (asked: PermissionKey) => asked === key;
  it.each<[string, number | null, (key: PermissionKey) => boolean, SlotPowers]>([
    ['the owner with every right', OWNER, all, { request: true, decide: false }],
    [
      'the owner without REQUEST',
      OWNER,
      only('TRIP_SLOT_MANAGEMENT_VIEW'),
      { request: false, decide: false },
    ],
    [
      'a provider with EDIT',
      PROVIDER,
      only('TRIP_SLOT_MANAGEMENT_EDIT'),
      { request: false, decide: true },
    ],
    [
      'a provider without EDIT',
      PROVIDER,
      only('TRIP_SLOT_MANAGEMENT_VIEW'),
      { request: false, decide: false },
    ],
    [
      'a seller at the airport that provides nothing',
      STRANGER,
      all,
      { request: false, decide: false },
    ],
    ['no organization', null, all, { request: false, decide: false }],
  ])('%s', (_name, organizationId, can, expected) => {
    expect(slotPowers(provided, organizationId, can)).toEqual(expected);
  });
});
