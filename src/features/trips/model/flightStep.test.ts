import { describe, expect, it } from 'vitest';
import { flightMinutes, flightStepErrors, STEP_ERRORS, type FlightStepDraft } from './flightStep';

const LFLL = { id: 1, timezone: 'Europe/Paris' };
const EGLF = { id: 2, timezone: 'Europe/London' };
const KTEB = { id: 3, timezone: 'America/New_York' };
const OMDB = { id: 4, timezone: 'Asia/Dubai' };

const valid: FlightStepDraft = {
  departureAirport: LFLL,
  arrivalAirport: EGLF,
  etd: '2026-12-04T09:30',
  eta: '2026-12-04T09:45',
  adults: 2,
  children: 1,
  babies: 0,
  bags: 3,
  luggageKg: 40,
  crewCount: 2,
  namedPassengers: 3,
};

describe('flightStepErrors', () => {
  it.each<[string, Partial<FlightStepDraft>, Record<string, string>]>([
    // Lyon 09:30 (08:30 UTC) -> Farnborough 09:45 (09:45 UTC): 1 h 15 min, fine.
    ['a valid leg', {}, {}],
    [
      'no departure airport',
      { departureAirport: null },
      { departureAirport: STEP_ERRORS.airportRequired },
    ],
    [
      'no airports at all',
      { departureAirport: null, arrivalAirport: null },
      {
        departureAirport: STEP_ERRORS.airportRequired,
        arrivalAirport: STEP_ERRORS.airportRequired,
      },
    ],
    ['no ETD', { etd: '' }, { etd: STEP_ERRORS.required }],
    ['an ETA in 12 h form', { eta: '2026-12-04 9:45 PM' }, { eta: STEP_ERRORS.dateTime }],
    ['a 24:00 ETD', { etd: '2026-12-04T24:00' }, { etd: STEP_ERRORS.dateTime }],
    ['a 31st of November', { etd: '2026-11-31T10:00' }, { etd: STEP_ERRORS.dateTime }],
    // Lyon 09:30 is 08:30 UTC; Farnborough 08:45 is 08:45 UTC: looks earlier, is later.
    ['an arrival earlier on the clock, later in UTC', { eta: '2026-12-04T08:45' }, {}],
    // Lyon 09:30 (08:30 UTC) -> Farnborough 08:15 (08:15 UTC): before the departure.
    [
      'an arrival before the departure in UTC',
      { eta: '2026-12-04T08:15' },
      {
        eta: STEP_ERRORS.inconsistentDate,
      },
    ],
    [
      'an arrival at the departure instant',
      { eta: '2026-12-04T08:30' },
      {
        eta: STEP_ERRORS.inconsistentDate,
      },
    ],
    // Teterboro 22:00 (03:00 UTC next day) -> Lyon 11:00 next day (10:00 UTC): fine.
    [
      'westbound overnight',
      {
        departureAirport: KTEB,
        arrivalAirport: LFLL,
        etd: '2026-12-04T22:00',
        eta: '2026-12-05T11:00',
      },
      {},
    ],
    // Lyon 09:30 (08:30 UTC) -> Dubai 12:00 (08:00 UTC): before, though later on the clock.
    [
      'eastbound, later on the clock but earlier in UTC',
      {
        arrivalAirport: OMDB,
        eta: '2026-12-04T12:00',
      },
      { eta: STEP_ERRORS.inconsistentDate },
    ],
    ['negative adults', { adults: -1 }, { adults: STEP_ERRORS.count }],
    ['half a bag', { bags: 1.5 }, { bags: STEP_ERRORS.count }],
    ['no luggage figure', { luggageKg: null }, { luggageKg: STEP_ERRORS.required }],
    ['no crew count', { crewCount: null }, { crewCount: STEP_ERRORS.required }],
    ['"abc" as a crew count', { crewCount: Number.NaN }, { crewCount: STEP_ERRORS.number }],
    [
      'more named passengers than seats',
      { namedPassengers: 4 },
      {
        adults: STEP_ERRORS.tooManyPassengers,
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(flightStepErrors({ ...valid, ...change })).toEqual(expected);
  });
});

describe('a leg departs in the future unless it keeps its departure', () => {
  // "Now" is 1 June 2026, 12:00 UTC (14:00 in Lyon).
  const now = new Date('2026-06-01T12:00:00Z');
  const past = { etd: '2024-01-15T10:00', eta: '2024-01-15T10:15' };
  it.each<[string, Partial<FlightStepDraft>, string | null, Record<string, string>]>([
    ['a new leg on 15 January 2024', past, null, { etd: STEP_ERRORS.futureDeparture }],
    [
      'a new leg leaving at 14:00 in Lyon, now',
      { etd: '2026-06-01T14:00', eta: '2026-06-01T14:30' },
      null,
      { etd: STEP_ERRORS.futureDeparture },
    ],
    [
      'a new leg leaving at 14:01 in Lyon',
      { etd: '2026-06-01T14:01', eta: '2026-06-01T14:30' },
      null,
      {},
    ],
    ['a flown leg, departure kept (09:00 UTC)', past, '2024-01-15T09:00:00Z', {}],
    ['a flown leg saved with seconds, kept', past, '2024-01-15T09:00:42.250Z', {}],
    [
      'a flown leg moved by an hour',
      past,
      '2024-01-15T08:00:00Z',
      { etd: STEP_ERRORS.futureDeparture },
    ],
    [
      'a future leg moved into the past',
      past,
      '2026-12-04T08:30:00Z',
      { etd: STEP_ERRORS.futureDeparture },
    ],
    ['a future leg kept', {}, '2026-12-04T08:30:00Z', {}],
  ])('%s', (_name, change, savedDeparture, expected) => {
    expect(flightStepErrors({ ...valid, ...change }, { now, savedDeparture })).toEqual(expected);
  });
});

describe('flightMinutes', () => {
  it.each([
    ['2026-12-04T09:30', 'Europe/Paris', '2026-12-04T09:45', 'Europe/London', 75],
    ['2026-12-04T22:00', 'America/New_York', '2026-12-05T11:00', 'Europe/Paris', 420],
    ['bad', 'Europe/Paris', '2026-12-05T11:00', 'Europe/Paris', null],
  ])('%s %s -> %s %s: %s min', (etd, from, eta, to, expected) => {
    expect(flightMinutes(etd, from, eta, to)).toBe(expected);
  });
});
