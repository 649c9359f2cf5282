import type { FuelPrice, FuelPriceImport } from '../../../entities/service/contract';

/** A price row as stored: the API shape without what is derived (currency, lock), with its owner. */
export type FuelPriceRecord = Omit<FuelPrice, 'currency' | 'lock'> & { sellerId: number };

/** The fields of a row a file or a form gives. */
export type FuelRowFields = Omit<
  FuelPriceRecord,
  'id' | 'sellerId' | 'source' | 'importId' | 'createdAt' | 'updatedAt'
>;

/** An accepted file: its rows wait for the nightly run that applies them. */
export type FuelImportRecord = FuelPriceImport & { sellerId: number; rows: FuelRowFields[] };

declare module '../../db/types' {
  interface Db {
    fuelPrices: FuelPriceRecord[];
    fuelImports: FuelImportRecord[];
  }
}
