import { describe, expect, it } from 'vitest';
import {
  applicableRow,
  appliesOn,
  flightKindOf,
  overlappingRow,
  rowPriceFor,
  type PricedRow,
} from './pricing';

const row = (over: Partial<PricedRow> = {}): PricedRow => ({
  icao: 'LFMN',
  supplier: 'Total',
  fuelType: 'kerosene',
  startAt: '2026-12-01',
  endAt: '2026-12-31',
  vat: 20,
  quantityUnit: 'L',
  commercialFlights: 1.5,
  privateFlights: 1.8,
  fees: 0.1,
  ...over,
});

describe('fuel price rows', () => {
  it.each([
    ['2026-11-30', false],
    ['2026-12-01', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('a December row applies on %s: %s', (date, expected) => {
    expect(appliesOn(row(), date)).toBe(expected);
  });

  it.each([
    [{ startAt: '2026-12-31', endAt: '2027-01-10' }, true],
    [{ startAt: '2027-01-01', endAt: '2027-01-10' }, false],
    [{ startAt: '2026-12-10', endAt: '2026-12-12', supplier: ' total ' }, true],
    [{ startAt: '2026-12-10', endAt: '2026-12-12', supplier: 'Shell' }, false],
    [{ startAt: '2026-12-10', endAt: '2026-12-12', fuelType: 'biojet' as const }, false],
    [{ startAt: '2026-12-10', endAt: '2026-12-12', icao: 'LFML' }, false],
  ])('a row %j overlaps the December row: %s', (over, expected) => {
    expect(overlappingRow([row()], row(over)) !== null).toBe(expected);
  });

  it.each([
    ['commercial', 'commercial'],
    ['cargo', 'commercial'],
    ['private', 'private'],
    ['training', 'private'],
    ['ferry', 'private'],
  ])('a %s flight pays the %s price', (mission, kind) => {
    expect(flightKindOf(mission)).toBe(kind);
  });

  it.each([
    // kind, row unit, buyer unit, unitPrice, fees, totalPerUnit
    ['private', 'L', 'L', 1.8, 0.1, 2.28],
    ['commercial', 'L', 'L', 1.5, 0.1, 1.92],
    ['private', 'L', 'USG', 6.8137, 0.3785, 8.6307],
    ['private', 'Gal', 'L', 0.4755, 0.0264, 0.6023],
    ['commercial', 'Gal', 'USG', 1.5, 0.1, 1.92],
  ] as const)('%s, a row per %s, a buyer in %s', (kind, unit, buyer, price, fees, total) => {
    const priced = rowPriceFor(row({ quantityUnit: unit }), kind, buyer);
    expect(priced).toEqual({
      unit: buyer,
      unitPrice: price,
      fees,
      vatRate: 20,
      totalPerUnit: total,
    });
  });

  it('finds the row that applies at a date for an airport and a fuel', () => {
    const january = row({ startAt: '2027-01-01', endAt: '2027-01-31', privateFlights: 1.9 });
    const rows = [row(), january, row({ fuelType: 'biojet' })];
    expect(applicableRow(rows, { icao: 'LFMN', fuelType: 'kerosene', date: '2027-01-05' })).toBe(
      january,
    );
    expect(applicableRow(rows, { icao: 'LFMN', fuelType: 'kerosene', date: '2027-02-01' })).toBe(
      null,
    );
    expect(applicableRow(rows, { icao: 'LFML', fuelType: 'kerosene', date: '2026-12-05' })).toBe(
      null,
    );
  });
});
