import { defineDomain } from '../../registry/defineDomain';
import { fuelImportHandlers } from './imports';
import { fuelPriceHandlers } from './rows';
import { seedFuelImports, seedFuelPrices } from './seed';

export type { FuelImportRecord, FuelPriceRecord } from './records';
export { applyDueImports, sellerFuelRows } from './nightly';
export { FUEL_SELLER } from './seed';

/**
 * Fuel price rows of the fuel sellers and their nightly CSV import (spec sections 3 and 5,
 * DECISIONS.md "Capacity and fuel"):
 *
 *   GET, POST api/fuel-price; GET, PATCH, DELETE /{id}       rows.ts (fields.ts)
 *   GET, POST api/import/fuel-price; GET .../template        imports.ts (csv.ts)
 *
 * An accepted file waits for the nightly run (nightly.ts), applied on read against the demo
 * clock; the shop prices fuel from the rows through `fuelRowPrice`.
 */
export const domain = defineDomain({
  name: 'fuel',
  after: ['organizations'],
  seed: () => ({ fuelPrices: seedFuelPrices(), fuelImports: seedFuelImports() }),
  handlers: [...fuelImportHandlers, ...fuelPriceHandlers],
});
