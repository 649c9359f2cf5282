import { describe, expect, it } from 'vitest';
import type { TripCalendarEvent } from '@/entities/trip';
import { nextLegs } from './upcomingLegs';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function leg(
  id: number,
  inHours: number,
  extra: Partial<TripCalendarEvent> = {},
): TripCalendarEvent {
  const start = at(inHours);
  return {
    id: `flight-${id}`,
    tripId: 1,
    stepId: id,
    title: `T${id}`,
    start,
    end: start,
    kind: 'flight',
    cancelled: false,
    leg: null,
    ...extra,
  };
}

describe("the home's next legs", () => {
  it.each([
    [
      'soonest first, past ones dropped',
      [leg(1, 5), leg(2, -1), leg(3, 2)],
      ['flight-3', 'flight-1'],
    ],
    ['cancelled legs dropped', [leg(1, 5, { cancelled: true }), leg(2, 6)], ['flight-2']],
    [
      'external calendar blocks dropped',
      [leg(1, 5, { kind: 'external', tripId: null }), leg(2, 6)],
      ['flight-2'],
    ],
    [
      'at most five rows',
      [1, 2, 3, 4, 5, 6, 7].map((h) => leg(h, h)),
      ['flight-1', 'flight-2', 'flight-3', 'flight-4', 'flight-5'],
    ],
  ] as const)('legs: %s', (_case, events, ids) => {
    expect(nextLegs(events, NOW).map((event) => event.id)).toEqual(ids);
  });
});
