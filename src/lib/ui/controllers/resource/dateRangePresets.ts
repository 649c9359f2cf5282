import type { DateRange } from '@/lib/api/dateRange';

/**
 * The ranges a date filter offers in one click, relative to today (UTC, the lists' zone), in the
 * menu's order. A preset writes its dates in the URL (`from..to`, both included), so a shared
 * link shows the same days; the button names the preset while its dates are still today's.
 */
export const DATE_RANGE_PRESETS = [
  'next7Days',
  'next30Days',
  'thisWeek',
  'thisMonth',
  'nextMonth',
  'last30Days',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days of `preset` seen from `today` (YYYY-MM-DD); weeks start on Monday. */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  const day = Date.parse(`${today}T00:00:00Z`);
  const date = new Date(day);
  const monthStart = (offset: number) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
  const monthOf = (offset: number) => ({
    from: isoDay(monthStart(offset)),
    to: isoDay(monthStart(offset + 1) - DAY_MS),
  });
  switch (preset) {
    case 'next7Days':
      return { from: today, to: isoDay(day + 6 * DAY_MS) };
    case 'next30Days':
      return { from: today, to: isoDay(day + 29 * DAY_MS) };
    case 'thisWeek': {
      const monday = day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
      return { from: isoDay(monday), to: isoDay(monday + 6 * DAY_MS) };
    }
    case 'thisMonth':
      return monthOf(0);
    case 'nextMonth':
      return monthOf(1);
    case 'last30Days':
      return { from: isoDay(day - 29 * DAY_MS), to: today };
  }
}

/** The preset whose days `range` is today, if any (the first in menu order). */
export function presetOf(range: DateRange | null, today: string): DateRangePreset | undefined {
  if (range === null) return undefined;
  return DATE_RANGE_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}
