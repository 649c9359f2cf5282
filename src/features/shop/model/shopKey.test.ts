import { describe, expect, it } from 'vitest';
import { findEvent, productPageOf, shopKeyOf, shopOpenFor } from './shopKey';

describe('shopKeyOf', () => {
  it.each([
    [
      { tripId: '1', stepId: '2', eventId: '3', airportId: '4' },
      { tripId: 1, stepId: 2, eventId: 3, airportId: 4 },
    ],
    [{ tripId: '1', stepId: '2', eventId: '3' }, null],
    [{ tripId: '1', stepId: 'x', eventId: '3', airportId: '4' }, null],
    [{ tripId: '1.5', stepId: '2', eventId: '3', airportId: '4' }, null],
  ])('%j', (params, expected) => {
    expect(shopKeyOf(params)).toEqual(expected);
  });
});

describe('productPageOf', () => {
  it.each([
    ['hangar', 'hangarDetail'],
    ['parking', 'hangarDetail'],
    ['outside_ramps', 'hangarDetail'],
    ['mandatory_package', 'mandatoryPackage'],
    ['fuel', 'service'],
    ['service', 'service'],
    ['package', 'service'],
  ])('%s → %s', (typology, expected) => {
    expect(productPageOf(typology)).toBe(expected);
  });
});

const event = (id: number) => ({ id, airport: { id: id * 10 } });

const flight = {
  id: 1,
  className: 'TripFlight',
  cancelled: false,
  flightDeparture: event(11),
  flightArrival: event(12),
} as const;
const transfer = {
  id: 2,
  className: 'TripTransfer',
  cancelled: true,
  transferDeparture: event(21),
} as const;
const trip = { tripSteps: [flight, transfer] };

describe('findEvent', () => {
  it.each([
    [12, undefined, 1],
    [21, undefined, 2],
    [12, 1, 1],
    [12, 2, null],
    [99, undefined, null],
  ])('event %s in step %s → step %s', (eventId, stepId, expected) => {
    expect(findEvent(trip, eventId, stepId)?.step.id ?? null).toBe(expected);
  });

  it('opens the shop on steps that are not cancelled', () => {
    expect([flight, transfer].map(shopOpenFor)).toEqual([true, false]);
  });
});
