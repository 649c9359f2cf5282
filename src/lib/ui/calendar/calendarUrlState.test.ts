import { describe, expect, it } from 'vitest';
import { calendarDateOf, calendarViewOf, listViewOf } from './calendarUrlState';

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
