import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultPeriod,
  hangarStorageKey,
  isPeriod,
  parseStoredPeriod,
  periodOfSearch,
} from './hangarPeriod';

describe('addDays', () => {
  it.each([
    ['2026-11-27T14:30', 1, '2026-11-28T14:30'],
    ['2026-12-31T08:00', 1, '2027-01-01T08:00'],
    ['2028-02-28T23:59', 1, '2028-02-29T23:59'],
    ['2026-03-01T00:00', -1, '2026-02-28T00:00'],
  ])('%s + %s', (local, days, expected) => {
    expect(addDays(local, days)).toBe(expected);
  });
});

describe('isPeriod', () => {
  it.each([
    [{ startAt: '2026-11-27T14:30', endAt: '2026-11-29T10:00' }, true],
    [{ startAt: '2026-11-27T14:30', endAt: '2026-11-27T14:30' }, false],
    [{ startAt: '2026-11-29T14:30', endAt: '2026-11-27T10:00' }, false],
    [{ startAt: '2026-02-29T14:30', endAt: '2026-03-02T10:00' }, false],
    [{ startAt: '2026-11-27', endAt: '2026-11-29' }, false],
    [{ startAt: '2026-11-27T14:30' }, false],
    [null, false],
  ])('%j → %s', (period, expected) => {
    expect(isPeriod(period)).toBe(expected);
  });
});

describe('defaultPeriod', () => {
  it.each([
    [
      '2026-11-27T13:30:00Z',
      'Europe/Paris',
      { startAt: '2026-11-27T14:30', endAt: '2026-11-28T14:30' },
    ],
    [
      '2026-11-27T23:30:00Z',
      'Europe/Paris',
      { startAt: '2026-11-28T00:30', endAt: '2026-11-29T00:30' },
    ],
    ['nope', 'Europe/Paris', null],
  ])('%s at %s', (at, zone, expected) => {
    expect(defaultPeriod(at, zone)).toEqual(expected);
  });
});

describe('periodOfSearch', () => {
  it.each([
    [
      'start_at=2026-11-27T14:30&end_at=2026-11-29T10:00',
      { startAt: '2026-11-27T14:30', endAt: '2026-11-29T10:00' },
    ],
    ['start_at=2026-11-27T14:30', null],
    ['start_at=x&end_at=y', null],
  ])('%s', (query, expected) => {
    expect(periodOfSearch(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('parseStoredPeriod', () => {
  it.each([
    [
      '{"startAt":"2026-11-27T14:30","endAt":"2026-11-28T09:00"}',
      { startAt: '2026-11-27T14:30', endAt: '2026-11-28T09:00' },
    ],
    ['{"startAt":"2026-11-27T14:30","endAt":"2026-11-26T09:00"}', null],
    ['{"startAt":1}', null],
    ['[]', null],
    ['not json', null],
    [null, null],
  ])('%s', (raw, expected) => {
    expect(parseStoredPeriod(raw)).toEqual(expected);
  });

  it('keys per event', () => {
    expect(hangarStorageKey(12)).toBe('shop.hangarSearch.12');
  });
});
