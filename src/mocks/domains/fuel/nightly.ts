import { db, nextId, now } from '../../db';
import type { FuelImportRecord } from './records';

const DAY_MS = 86_400_000;

/** The nightly run after `at`: the next 00:00 UTC (DECISIONS.md "Capacity and fuel"). */
export function nextRunAfter(at: Date): Date {
  return new Date((Math.floor(at.getTime() / DAY_MS) + 1) * DAY_MS);
}

/** The airports of a seller whose prices come from an applied import: edited by import only. */
export function importedAirports(sellerId: number): Set<string> {
  return new Set(
    db.fuelImports
      .filter((file) => file.sellerId === sellerId && file.state === 'applied')
      .flatMap((file) => file.airports),
  );
}

/** For each airport the file names, the seller's rows there become the file's. */
function apply(file: FuelImportRecord): void {
  const airports = new Set(file.airports);
  const kept = db.fuelPrices.filter((r) => r.sellerId !== file.sellerId || !airports.has(r.icao));
  db.fuelPrices.splice(0, db.fuelPrices.length, ...kept);
  for (const row of file.rows) {
    db.fuelPrices.push({
      ...row,
      id: nextId(db.fuelPrices),
      sellerId: file.sellerId,
      source: 'import',
      importId: file.id,
      createdAt: file.scheduledFor,
      updatedAt: file.scheduledFor,
    });
  }
  file.state = 'applied';
  file.appliedAt = file.scheduledFor;
}

/**
 * The nightly run, applied on read like the other scheduled rules of the demo API (the order
 * closing rule): every file whose midnight has passed on the demo clock is applied, oldest first,
 * before any call reads or writes prices.
 */
export function applyDueImports(at: Date = now()): void {
  const due = db.fuelImports
    .filter((file) => file.state === 'scheduled' && Date.parse(file.scheduledFor) <= at.getTime())
    .sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor) || a.id - b.id);
  for (const file of due) apply(file);
}

/** A seller's price rows as they stand now (the nightly run applied first). */
export function sellerFuelRows(sellerId: number) {
  applyDueImports();
  return db.fuelPrices.filter((row) => row.sellerId === sellerId);
}
