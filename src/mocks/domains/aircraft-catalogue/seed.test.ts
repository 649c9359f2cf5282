import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { aircraftCategoryValues, fuelTypeValues } from '../../../lib/api/generated/constants';
import { ENUMS } from '../../db';
import { ICAO_TYPE_DESIGNATOR } from '../fleet';
import { seedAircraftTypes } from './seed';

const types = seedAircraftTypes();
const aeroplanes = types.filter((t) => t.category !== 'helicopter');
const helicopters = types.filter((t) => t.category === 'helicopter');

/** ICAO Annex 14 RFF category by overall length (m): upper bounds of categories 1 to 10. */
const RFF_LENGTHS = [9, 12, 18, 24, 28, 39, 49, 61, 76, 90];
const rffByLength = (lengthM: number) => RFF_LENGTHS.findIndex((max) => lengthM < max) + 1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

describe('the aircraft catalogue seed', () => {
  it('holds at least 60 types, each id and (manufacturer, model) once', () => {
    expect(types.length).toBeGreaterThanOrEqual(60);
    expect(new Set(types.map((t) => t.id)).size).toBe(types.length);
    expect(new Set(types.map((t) => `${t.manufacturer}|${t.model}`)).size).toBe(types.length);
    expect(types.every((t) => Number.isInteger(t.id) && t.id > 0)).toBe(true);
  });

  it('is deterministic and hands out fresh objects', () => {
    const again = seedAircraftTypes();
    expect(again).toEqual(types);
    expect(again[0]).not.toBe(types[0]);
    expect(again[0]?.fuelTypes).not.toBe(types[0]?.fuelTypes);
  });

  it('has every category of the contract', () => {
    expect(new Set(types.map((t) => t.category))).toEqual(new Set(aircraftCategoryValues));
  });

  it('takes its fuel types from the spec FuelType enum', () => {
    expect([...fuelTypeValues].sort()).toEqual(
      Object.values(ENUMS.FuelType ?? {})
        .map(String)
        .sort(),
    );
  });

  it.each([
    ['Gulfstream', 'G650ER', 'GLF6', 'ultra_long_range_jet'],
    ['Cessna', 'Citation XLS+', 'C56X', 'midsize_jet'],
    ['Pilatus', 'PC-12 NGX', 'PC12', 'turboprop'],
    ['Airbus Helicopters', 'H145', 'EC45', 'helicopter'],
    ['Leonardo', 'AW139', 'A139', 'helicopter'],
    ['Robinson', 'R44 Raven II', 'R44', 'helicopter'],
    ['Sikorsky', 'S-76D', 'S76', 'helicopter'],
    ['Cirrus', 'SR22', 'SR22', 'piston'],
    ['ATR', 'ATR 72-600', 'AT76', 'airliner'],
  ])('knows the %s %s as %s, %s', (manufacturer, model, icaoType, category) => {
    expect(types.find((t) => t.manufacturer === manufacturer && t.model === model)).toMatchObject({
      icaoType,
      category,
    });
  });

  describe.each(types.map((t) => [`${t.manufacturer} ${t.model}`, t] as const))('%s', (_, t) => {
    it('has an ICAO type designator of 2 to 4 upper-case letters and digits', () => {
      expect(t.icaoType).toMatch(ICAO_TYPE_DESIGNATOR);
      expect(t.icaoType).toMatch(/^[A-Z0-9]{2,4}$/);
    });

    it('has positive figures, runway figures for aeroplanes only', () => {
      const figures = [t.mtowKg, t.wingspanM, t.lengthM, t.heightM, t.maximumFuelKg];
      expect(figures.every((f) => Number.isFinite(f) && f > 0)).toBe(true);
      if (t.category === 'helicopter') {
        expect([t.minimumRunwayLengthM, t.takeOffDistanceM]).toEqual([null, null]);
      } else {
        expect(t.minimumRunwayLengthM).toBeGreaterThan(0);
        expect(t.takeOffDistanceM).toBeGreaterThan(0);
      }
    });

    it('seats its crew and its typical cabin', () => {
      expect([1, 2, 3]).toContain(t.minimumFlightCrew);
      expect(Number.isInteger(t.seats) && Number.isInteger(t.passengerSeats)).toBe(true);
      expect(t.passengerSeats).toBeGreaterThan(0);
      expect(t.passengerSeats).toBeLessThanOrEqual(t.seats - t.minimumFlightCrew);
    });

    it('takes kerosene and biojet when turbine-powered, avgas (the enum "fuel") when piston', () => {
      const piston = t.category === 'piston' || t.model.startsWith('R44');
      expect(t.fuelTypes).toEqual(piston ? ['fuel'] : ['Kerosene', 'Biojet']);
    });

    it('requires the RFF category of its length (one more for a wide fuselage)', () => {
      expect(Number.isInteger(t.fireFightingCategory)).toBe(true);
      expect(t.fireFightingCategory - rffByLength(t.lengthM)).toBeGreaterThanOrEqual(0);
      expect(t.fireFightingCategory - rffByLength(t.lengthM)).toBeLessThanOrEqual(1);
    });

    it('keeps its figures in the bounds of real aircraft', () => {
      expect(t.mtowKg).toBeGreaterThan(1000);
      expect(t.mtowKg).toBeLessThan(100_000);
      expect(t.maximumFuelKg).toBeLessThan(t.mtowKg / 2);
      expect(t.heightM).toBeLessThan(t.lengthM);
      expect(t.wingspanM).toBeLessThan(40);
    });
  });

  it('grows heavier with the category, lightest to heaviest (median MTOW)', () => {
    const ordered: Schemas['AircraftCategory'][] = aircraftCategoryValues.filter(
      (c) => c !== 'helicopter',
    );
    const medians = ordered.map((category) =>
      median(aeroplanes.filter((t) => t.category === category).map((t) => t.mtowKg)),
    );
    expect(medians).toEqual([...medians].sort((a, b) => a - b));
    expect(new Set(medians).size).toBe(medians.length);
  });

  it('has jets that carry more fuel than the turboprops and pistons', () => {
    const fuel = (category: Schemas['AircraftCategory']) =>
      median(aeroplanes.filter((t) => t.category === category).map((t) => t.maximumFuelKg));
    expect(fuel('piston')).toBeLessThan(fuel('turboprop'));
    expect(fuel('turboprop')).toBeLessThan(fuel('light_jet'));
    expect(fuel('heavy_jet')).toBeLessThan(fuel('ultra_long_range_jet'));
  });

  it('counts the helicopters of the brief', () => {
    expect(helicopters.map((t) => t.icaoType).sort()).toEqual(
      [
        'A109',
        'A139',
        'A169',
        'AS50',
        'B429',
        'B505',
        'EC30',
        'EC35',
        'EC45',
        'EC75',
        'H160',
        'R44',
        'R66',
        'S76',
      ].sort(),
    );
  });
});
