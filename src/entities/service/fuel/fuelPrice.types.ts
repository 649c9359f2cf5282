/**
 * Fuel price rows (spec sections 3 and 5, DECISIONS.md "Capacity and fuel"): their shapes are
 * the OpenAPI document's (docs/api/openapi.yaml, region fuel).
 */
import type { Schemas } from '../../../lib/api/contract';
import { fuelQuantityUnitValues } from '../../../lib/contract/generated/constants';

export type FuelPrice = Schemas['FuelPrice'];
export type FuelPricePayload = Schemas['FuelPricePayload'];
export type FuelPriceChanges = Schemas['FuelPriceChanges'];
export type FuelPricePage = Schemas['FuelPricePage'];
export type FuelPriceImport = Schemas['FuelPriceImport'];
export type FuelPriceImportPage = Schemas['FuelPriceImportPage'];
export type FuelQuantityUnit = Schemas['FuelQuantityUnit'];

export const FUEL_QUANTITY_UNITS = fuelQuantityUnitValues;

export const FUEL_PRICE_ERRORS = {
  notFound: 'errors.fuel_price_not_found',
  overlap: 'errors.fuel_price_overlap',
  imported: 'errors.fuel_price_imported',
  importInvalid: 'errors.fuel_import_invalid',
} as const;

/** Field reasons of the fuel rules (`validation` namespace). */
export const FUEL_VALIDATOR = {
  dotDecimal: 'validator.fuel.dot_decimal',
  overlap: 'validator.fuel.overlap',
  imported: 'validator.fuel.imported',
  airport: 'validator.fuel.airport',
  endBeforeStart: 'validator.end_before_start',
} as const;
