import { afterEach, describe, expect, it } from 'vitest';
import { aircraftBoundToTrip, registerAircraftBinding } from './binding';

afterEach(() => registerAircraftBinding(null));

describe('aircraft binding', () => {
  it('binds nothing while no check is registered', () => {
    expect(aircraftBoundToTrip(1)).toBe(false);
  });

  it.each([
    [1, true],
    [2, false],
  ])('asks the registered check (aircraft %i: %s)', (id, bound) => {
    registerAircraftBinding((aircraftId) => aircraftId === 1);
    expect(aircraftBoundToTrip(id)).toBe(bound);
  });

  it('a later registration replaces the former one', () => {
    registerAircraftBinding(() => true);
    registerAircraftBinding(() => false);
    expect(aircraftBoundToTrip(1)).toBe(false);
  });
});
