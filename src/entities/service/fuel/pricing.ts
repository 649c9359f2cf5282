import type { FuelPrice, FuelQuantityUnit } from './fuelPrice.types';
import { convertUnitPrice, type VolumeUnit } from './units';

/** Which of a row's prices a flight pays. */
export type FlightKind = 'commercial' | 'private';

/**
 * A trip's flight mission decides it: commercial and cargo flights pay the commercial price,
 * every other mission (private, training, medevac, ferry, positioning) the private one.
 */
export function flightKindOf(mission: string): FlightKind {
  return mission === 'commercial' || mission === 'cargo' ? 'commercial' : 'private';
}

export type PricedRow = Pick<
  FuelPrice,
  | 'icao'
  | 'supplier'
  | 'fuelType'
  | 'startAt'
  | 'endAt'
  | 'vat'
  | 'quantityUnit'
  | 'commercialFlights'
  | 'privateFlights'
  | 'fees'
>;

/** Whether a row's period (whole UTC days, both ends inclusive) holds `date` (YYYY-MM-DD). */
export function appliesOn(row: Pick<PricedRow, 'startAt' | 'endAt'>, date: string): boolean {
  return row.startAt <= date && date <= row.endAt;
}

/** Whether two periods share a day. */
export function periodsOverlap(
  a: Pick<PricedRow, 'startAt' | 'endAt'>,
  b: Pick<PricedRow, 'startAt' | 'endAt'>,
): boolean {
  return a.startAt <= b.endAt && b.startAt <= a.endAt;
}

/** The first of `rows` with the same airport, fuel and supplier whose period overlaps `row`'s. */
export function overlappingRow<R extends PricedRow>(rows: readonly R[], row: PricedRow): R | null {
  return (
    rows.find(
      (other) =>
        other.icao === row.icao &&
        other.fuelType === row.fuelType &&
        other.supplier.trim().toLowerCase() === row.supplier.trim().toLowerCase() &&
        periodsOverlap(other, row),
    ) ?? null
  );
}

export function volumeUnitOfRow(unit: FuelQuantityUnit): VolumeUnit {
  return unit === 'L' ? 'L' : 'USG';
}

/** A price per unit, to 4 decimals (a fuel price per litre needs them). */
export function roundUnitPrice(value: number): number {
  return Math.round((value + Number.EPSILON) * 10_000) / 10_000;
}

/** What a buyer pays per unit of its own: the flight kind's price, fees, VAT, their total. */
export interface FuelUnitPrice {
  unit: VolumeUnit;
  unitPrice: number;
  fees: number;
  vatRate: number;
  /** (price + fees) × (1 + VAT), per unit. */
  totalPerUnit: number;
}

/** A row's price for a flight kind, converted to the buyer's unit, with fees and VAT. */
export function rowPriceFor(
  row: PricedRow,
  kind: FlightKind,
  buyerUnit: VolumeUnit,
): FuelUnitPrice {
  const from = volumeUnitOfRow(row.quantityUnit);
  const base = kind === 'commercial' ? row.commercialFlights : row.privateFlights;
  const unitPrice = convertUnitPrice(base, from, buyerUnit);
  const fees = convertUnitPrice(row.fees, from, buyerUnit);
  return {
    unit: buyerUnit,
    unitPrice: roundUnitPrice(unitPrice),
    fees: roundUnitPrice(fees),
    vatRate: row.vat,
    totalPerUnit: roundUnitPrice((unitPrice + fees) * (1 + row.vat / 100)),
  };
}

/** The row of an airport and fuel that applies on `date` (the earliest start when several). */
export function applicableRow<R extends PricedRow>(
  rows: readonly R[],
  at: { icao: string; fuelType: PricedRow['fuelType']; date: string },
): R | null {
  const candidates = rows
    .filter(
      (row) => row.icao === at.icao && row.fuelType === at.fuelType && appliesOn(row, at.date),
    )
    .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.supplier.localeCompare(b.supplier));
  return candidates[0] ?? null;
}
