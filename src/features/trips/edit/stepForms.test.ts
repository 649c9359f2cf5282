import { describe, expect, it } from 'vitest';
import {
  EMPTY_FLIGHT_STEP,
  EMPTY_PASSENGER_ROW,
  flightStepSchema,
  toFlightStepPayload,
  type FlightStepFormValues,
} from './flightStepForm';
import {
  EMPTY_TRANSFER,
  toTransferPayload,
  transferSchema,
  type TransferFormValues,
} from './transferForm';

const AIRPORTS = new Map([
  [1, { id: 1, timezone: 'Europe/London' }],
  [2, { id: 2, timezone: 'Europe/Paris' }],
  [3, { id: 3, timezone: 'America/New_York' }],
]);
const legSchema = flightStepSchema((id) => AIRPORTS.get(id));

function legIssues(values: Partial<FlightStepFormValues>): Record<string, string> {
  const result = legSchema.safeParse({ ...EMPTY_FLIGHT_STEP, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const LEG = { departureAirportId: 1, arrivalAirportId: 2 };

describe('flight step form', () => {
  it.each<[string, Partial<FlightStepFormValues>, Record<string, string>]>([
    ['a complete leg', { ...LEG, etd: '2026-12-04T10:00', eta: '2026-12-04T12:30' }, {}],
    [
      'no airports',
      { etd: '2026-12-04T10:00', eta: '2026-12-04T12:30' },
      {
        departureAirportId: 'errors.airport_required',
        arrivalAirportId: 'errors.airport_required',
      },
    ],
    [
      'London 10:00 to Paris 10:30 lands at 09:30 UTC',
      { ...LEG, etd: '2026-12-04T10:00', eta: '2026-12-04T10:30' },
      { eta: 'errors.inconsistent_date' },
    ],
    [
      'Paris 23:30 to New York 01:00 the next day is after it, across zones',
      {
        departureAirportId: 2,
        arrivalAirportId: 3,
        etd: '2026-12-04T23:30',
        eta: '2026-12-05T01:00',
      },
      {},
    ],
    [
      'times missing or not real',
      { ...LEG, etd: null, eta: '2026-02-30T10:00' },
      { etd: 'validator.required', eta: 'validator.correct_times' },
    ],
    [
      'a count left empty or negative',
      { ...LEG, etd: '2026-12-04T10:00', eta: '2026-12-04T12:30', bags: null, babies: -1 },
      { bags: 'validator.required', babies: 'validator.count' },
    ],
    [
      '"abc" typed as the luggage (the field holds NaN)',
      { ...LEG, etd: '2026-12-04T10:00', eta: '2026-12-04T12:30', luggageKg: Number.NaN },
      { luggageKg: 'validator.number' },
    ],
    [
      'more named passengers than seats',
      {
        ...LEG,
        etd: '2026-12-04T10:00',
        eta: '2026-12-04T12:30',
        adults: 0,
        passengers: [{ ...EMPTY_PASSENGER_ROW, name: 'Anna Keller', nationality: 'CH' }],
      },
      { adults: 'validator.too_many_passengers' },
    ],
    [
      'a passenger without name or nationality',
      {
        ...LEG,
        etd: '2026-12-04T10:00',
        eta: '2026-12-04T12:30',
        adults: 1,
        passengers: [{ ...EMPTY_PASSENGER_ROW }],
      },
      {
        'passengers.0.name': 'validator.required',
        'passengers.0.nationality': 'validator.required',
      },
    ],
  ])('%s', (_case, values, expected) => {
    expect(legIssues(values)).toEqual(expected);
  });

  it('sends the local times as typed and the passengers with their ids', () => {
    const output = legSchema.parse({
      ...EMPTY_FLIGHT_STEP,
      ...LEG,
      etd: '2026-12-04T10:00',
      eta: '2026-12-04T12:30',
      adults: 2,
      passengers: [
        { ...EMPTY_PASSENGER_ROW, id: 7, name: ' Anna Keller ', nationality: 'CH' },
        { ...EMPTY_PASSENGER_ROW, name: 'Jon Keller', nationality: 'CH' },
      ],
    });
    const payload = toFlightStepPayload(12, output);
    expect(payload).toMatchObject({ tripId: 12, etd: '2026-12-04T10:00', eta: '2026-12-04T12:30' });
    expect(payload.passengers).toEqual([
      {
        id: 7,
        name: 'Anna Keller',
        nationality: 'CH',
        type: 'adult',
        status: 'confirmed',
        disabled: false,
      },
      {
        name: 'Jon Keller',
        nationality: 'CH',
        type: 'adult',
        status: 'confirmed',
        disabled: false,
      },
    ]);
  });
});

const transfer = transferSchema((eventId) => (eventId === 40 ? 'Europe/Zurich' : undefined));

function transferIssues(values: Partial<TransferFormValues>): Record<string, string> {
  const result = transfer.safeParse({ ...EMPTY_TRANSFER, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('transfer form', () => {
  it.each<[string, Partial<TransferFormValues>, Record<string, string>]>([
    [
      'complete',
      { departureEventId: 40, destination: 'Hôtel Beau-Rivage', departureAt: '2026-12-06T16:20' },
      {},
    ],
    [
      'nothing chosen',
      { destination: '  ' },
      {
        departureEventId: 'validator.required',
        departureAt: 'validator.required',
        destination: 'validator.required',
      },
    ],
    [
      'a time that does not exist and a negative count',
      {
        departureEventId: 40,
        destination: 'Gstaad',
        departureAt: '2026-13-01T10:00',
        passengers: -2,
      },
      { departureAt: 'validator.correct_times', passengers: 'validator.count' },
    ],
    [
      '"abc" typed as the passengers (the field holds NaN)',
      {
        departureEventId: 40,
        destination: 'Gstaad',
        departureAt: '2026-12-06T16:20',
        passengers: Number.NaN,
      },
      { passengers: 'validator.number' },
    ],
  ])('%s', (_case, values, expected) => {
    expect(transferIssues(values)).toEqual(expected);
  });

  it('drops the helicopter operator of a taxi', () => {
    const output = transfer.parse({
      ...EMPTY_TRANSFER,
      departureEventId: 40,
      destination: 'Gstaad',
      departureAt: '2026-12-06T16:20',
      helicopterOperatorId: 3,
    });
    expect(toTransferPayload(5, output)).toMatchObject({
      mode: 'taxi',
      helicopterOperatorId: null,
    });
  });
});
