import { describe, expect, it } from 'vitest';
import { calendarDateOf, calendarRangeOf, calendarViewOf, listViewOf } from './calendarUrlState';

describe('the calendar URL params', () => {
  it.each([
    ['calendar', 'calendar'],
    ['list', 'list'],
    [null, 'list'],
    ['grid', 'list'],
    ['Calendar', 'list'],
  ])('view=%s shows the %s', (raw, expected) => {
    expect(listViewOf(raw)).toBe(expected);
  });

  it.each([
    ['dayGridMonth', 'dayGridMonth'],
    ['timeGridWeek', 'timeGridWeek'],
    ['timeGridDay', 'timeGridDay'],
    ['listWeek', 'listWeek'],
    [null, 'dayGridMonth'],
    ['listMonth', 'dayGridMonth'],
    ['', 'dayGridMonth'],
  ])('calendarView=%s opens %s', (raw, expected) => {
    expect(calendarViewOf(raw)).toBe(expected);
  });

  it.each([
    [null, 'listWeek'],
    ['bogus', 'listWeek'],
    ['dayGridMonth', 'dayGridMonth'],
  ])('on a phone, calendarView=%s opens %s', (raw, expected) => {
    expect(calendarViewOf(raw, true)).toBe(expected);
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    [null, undefined],
    ['', undefined],
    ['2026-11', undefined],
    ['23/11/2026', undefined],
    ['2026-13-45', undefined],
    ['2026-11-23T10:00', undefined],
  ])('date=%s shows %s', (raw, expected) => {
    expect(calendarDateOf(raw)).toBe(expected);
  });
});

describe('the range a view shows, known before FullCalendar loads', () => {
  // As FullCalendar draws them with weeks from Monday: a month is six weeks from the Monday on or
  // before its 1st (November 2026 starts on a Sunday, February 2027 on a Monday).
  it.each([
    ['dayGridMonth', '2026-11-23', '2026-10-26', '2026-12-07'],
    ['dayGridMonth', '2026-11-01', '2026-10-26', '2026-12-07'],
    ['dayGridMonth', '2027-02-14', '2027-02-01', '2027-03-15'],
    ['timeGridWeek', '2026-11-23', '2026-11-23', '2026-11-30'],
    ['timeGridWeek', '2026-11-29', '2026-11-23', '2026-11-30'],
    ['listWeek', '2026-12-31', '2026-12-28', '2027-01-04'],
    ['timeGridDay', '2026-12-31', '2026-12-31', '2027-01-01'],
  ] as const)('%s of %s: %s to %s', (view, date, start, end) => {
    expect(calendarRangeOf(view, date)).toEqual({ start, end });
  });
});
