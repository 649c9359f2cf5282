import { describe, expect, it } from 'vitest';
import type { AircraftType } from '../api/catalogue.api';
import { fromDisplay, toDisplay, type MetricUnit } from '@/lib/format/units';
import {
  EMPTY_AIRCRAFT,
  aircraftSchema,
  figuresOfType,
  aircraftForm,
  type AircraftFormValues,
} from './organizationAircraft.schema';

/** Cessna Citation Latitude (catalogue figures). */
const LATITUDE: AircraftType = {
  id: 5,
  manufacturer: 'Cessna',
  model: 'Citation Latitude',
  icaoType: 'C68A',
  category: 'midsize_jet',
  mtowKg: 14152,
  wingspanM: 22.05,
  lengthM: 18.97,
  heightM: 6.38,
  seats: 11,
  passengerSeats: 9,
  minimumFlightCrew: 2,
  minimumRunwayLengthM: 1036,
  maximumFuelKg: 5231,
  fuelTypes: ['Kerosene', 'Biojet'],
  fireFightingCategory: 6,
  takeOffDistanceM: 1095,
};

const valid = {
  ...EMPTY_AIRCRAFT,
  ...figuresOfType(LATITUDE),
  name: ' Alpine Seven ',
  registration: ' f-hals',
  callSign: 'aej707 ',
  aoc: '',
  homebaseId: 12,
};

function firstError(values: Partial<AircraftFormValues>, field: keyof AircraftFormValues) {
  const result = aircraftSchema.safeParse({ ...valid, ...values });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('aircraftSchema', () => {
  it('turns the form into the payload, in the system the figures were typed in', () => {
    expect(
      aircraftForm.toPayload(aircraftSchema.parse(valid), { measurement: 'imperial' }),
    ).toEqual({
      name: 'Alpine Seven',
      aircraftTypeId: 5,
      registration: 'F-HALS',
      callSign: 'AEJ707',
      aoc: null,
      status: 'active',
      mtowKg: 14152,
      wingspanM: 22.05,
      lengthM: 18.97,
      heightM: 6.38,
      seats: 11,
      passengerSeats: 9,
      minimumFlightCrew: 2,
      minimumRunwayLengthM: 1036,
      maximumFuelKg: 5231,
      fuelTypes: ['Kerosene', 'Biojet'],
      fireFightingCategory: 6,
      homebaseId: 12,
      measurementUnit: 'imperial',
      takeOffDistanceM: 1095,
    });
  });

  it.each<[keyof AircraftFormValues, Partial<AircraftFormValues>, string]>([
    ['name', { name: '  ' }, 'validator.required'],
    ['aircraftTypeId', { aircraftTypeId: null }, 'validator.required'],
    ['registration', { registration: 'FHALS' }, 'validator.registration'],
    ['registration', { registration: 'F-' }, 'validator.registration'],
    ['mtowKg', { mtowKg: null }, 'validator.required'],
    ['mtowKg', { mtowKg: 0 }, 'validator.strict_positive'],
    ['wingspanM', { wingspanM: -1 }, 'validator.strict_positive'],
    ['seats', { seats: 2.5 }, 'validator.integer'],
    ['minimumFlightCrew', { minimumFlightCrew: 0 }, 'validator.strict_positive'],
    ['passengerSeats', { passengerSeats: 10 }, 'validator.passenger_seats|{"max":9}'],
    [
      'passengerSeats',
      { seats: 4, minimumFlightCrew: 2, passengerSeats: 3 },
      'validator.passenger_seats|{"max":2}',
    ],
    ['minimumRunwayLengthM', { minimumRunwayLengthM: 0 }, 'validator.strict_positive'],
    ['fuelTypes', { fuelTypes: [] }, 'validator.required'],
    ['fireFightingCategory', { fireFightingCategory: 11 }, 'validator.choice'],
  ])('%s: %j -> %s', (field, values, message) => {
    expect(firstError(values, field)).toBe(message);
  });

  it.each<[Partial<AircraftFormValues>]>([
    [{ registration: 'N650AJ' }],
    [{ registration: '3a-mca' }],
    [{ registration: 'HB-JFX' }],
    [{ minimumRunwayLengthM: null, takeOffDistanceM: null }],
    [{ passengerSeats: 0 }],
  ])('accepts %j', (values) => {
    expect(aircraftSchema.safeParse({ ...valid, ...values }).success).toBe(true);
  });
});

describe('the form figures in the person system', () => {
  it('takes every figure of the picked catalogue type', () => {
    expect(figuresOfType(LATITUDE)).toMatchObject({
      aircraftTypeId: 5,
      mtowKg: 14152,
      seats: 11,
      fuelTypes: ['Kerosene', 'Biojet'],
      takeOffDistanceM: 1095,
    });
  });

  // What UnitNumberField shows for a stored figure and stores for a typed one.
  it.each<[MetricUnit, number, number]>([
    ['kg', 14152, 31199.5],
    ['m', 22.05, 72.34],
    ['m', 1036, 3398.95],
    ['kg', 5231, 11532.4],
  ])('%s: %f stored shows about %f in imperial, and back', (unit, metric, imperial) => {
    expect(toDisplay(metric, unit, 'imperial')).toBeCloseTo(imperial, 0);
    expect(fromDisplay(toDisplay(metric, unit, 'imperial'), unit, 'imperial')).toBeCloseTo(
      metric,
      6,
    );
    expect(toDisplay(metric, unit, 'metric')).toBe(metric);
  });

  it('a figure typed in feet or pounds is stored metric', () => {
    expect(fromDisplay(10, 'm', 'imperial')).toBeCloseTo(3.048, 10);
    expect(fromDisplay(1000, 'kg', 'imperial')).toBeCloseTo(453.59237, 10);
  });
});
