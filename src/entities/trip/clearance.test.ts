import { describe, expect, it } from 'vitest';
import { CLEARANCE_WINDOW_HOURS, clearanceDue, type ClearanceEnd } from './clearance';
import type { Ppr, SlotStatus } from './trips.types';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;

function end(inHours: number, slot: SlotStatus, ppr: Ppr['status']): ClearanceEnd {
  return {
    scheduledAt: new Date(NOW + inHours * HOUR).toISOString(),
    slot: { status: slot },
    ppr: { status: ppr },
  };
}

const cleared = (h: number) => end(h, 'submitted', 'granted');

describe('clearanceDue (the home card and the trips filter)', () => {
  it.each([
    ['departs now, departure slot not requested', 0, 'not_requested', 'not_required', false, true],
    [
      'slot requested, the coordinator has not answered',
      5,
      'requested',
      'not_required',
      false,
      true,
    ],
    ['departure PPR requested, not granted', 10, 'not_assigned', 'requested', false, true],
    ['slot attributed and PPR granted', 10, 'submitted', 'granted', false, false],
    ['no slot nor PPR needed', 10, 'not_assigned', 'not_required', false, false],
    [
      'departs just inside the window',
      CLEARANCE_WINDOW_HOURS - 0.01,
      'not_requested',
      'not_required',
      false,
      true,
    ],
    [
      'departs at the end of the window',
      CLEARANCE_WINDOW_HOURS,
      'not_requested',
      'not_required',
      false,
      false,
    ],
    ['departed an hour ago', -1, 'not_requested', 'not_required', false, false],
    ['cancelled leg', 5, 'not_requested', 'requested', true, false],
  ] as const)('%s', (_case, inHours, slot, ppr, cancelled, due) => {
    const leg = {
      cancelled,
      flightDeparture: end(inHours, slot, ppr),
      flightArrival: cleared(inHours + 2),
    };
    expect(clearanceDue(leg, NOW)).toBe(due);
  });

  it('looks at the arrival end too', () => {
    const leg = {
      cancelled: false,
      flightDeparture: cleared(24),
      flightArrival: end(26, 'not_assigned', 'requested'),
    };
    expect(clearanceDue(leg, NOW)).toBe(true);
    expect(clearanceDue({ ...leg, flightArrival: cleared(26) }, NOW)).toBe(false);
  });

  it('takes another window when asked', () => {
    const leg = {
      cancelled: false,
      flightDeparture: end(30, 'requested', 'not_required'),
      flightArrival: cleared(32),
    };
    expect(clearanceDue(leg, NOW, 24)).toBe(false);
    expect(clearanceDue(leg, NOW, 48)).toBe(true);
  });
});
