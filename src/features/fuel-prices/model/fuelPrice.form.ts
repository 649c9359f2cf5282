import * as z from 'zod/mini';
import {
  FUEL_QUANTITY_UNITS,
  FUEL_VALIDATOR,
  readDotDecimal,
  type FuelPrice,
  type FuelPricePayload,
  type FuelQuantityUnit,
} from '@/entities/service';
import type { Schemas } from '@/lib/api/contract';

export { FUEL_QUANTITY_UNITS };

/** The numbers of a row, typed as text: a comma must be seen to be refused (spec section 5). */
export const PRICE_FIELDS = [
  'vat',
  'public',
  'commercialFlights',
  'privateFlights',
  'fees',
] as const;
type PriceField = (typeof PRICE_FIELDS)[number];

/** What the fuel price form edits. */
export type FuelPriceFormValues = {
  countryCode: string;
  icao: string;
  iata: string;
  supplier: string;
  fuelType: Schemas['ProductFuelType'];
  startAt: string;
  endAt: string;
  quantityUnit: FuelQuantityUnit;
} & Record<PriceField, string>;

/** VAT takes 2 decimals, prices and fees 4 (the API's rule, DECISIONS.md "Capacity and fuel"). */
export function dotDecimalRule(maxDecimals: number) {
  return z.string().check(
    z.superRefine((text, ctx) => {
      const read = readDotDecimal(text, maxDecimals);
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error, input: text });
    }),
  );
}

/** The end on or after the start (both whole days, inclusive). */
export const endNotBeforeStart = {
  path: 'endAt',
  message: FUEL_VALIDATOR.endBeforeStart,
  test: (values: Readonly<Record<string, unknown>>) => {
    const { startAt, endAt } = values;
    return typeof startAt !== 'string' || typeof endAt !== 'string' || !startAt || endAt >= startAt;
  },
} as const;

const number = (text: string) => {
  const read = readDotDecimal(text);
  return 'value' in read ? read.value : Number.NaN;
};

export function toFuelPricePayload(values: FuelPriceFormValues): FuelPricePayload {
  const { iata, ...rest } = values;
  return {
    ...rest,
    // Left out, the API takes the airport's own IATA code.
    iata: iata.trim() === '' ? null : iata.trim(),
    vat: number(values.vat),
    public: number(values.public),
    commercialFlights: number(values.commercialFlights),
    privateFlights: number(values.privateFlights),
    fees: number(values.fees),
  };
}

export function fuelPriceToValues(row: FuelPrice): FuelPriceFormValues {
  return {
    countryCode: row.countryCode,
    icao: row.icao,
    iata: row.iata ?? '',
    supplier: row.supplier,
    fuelType: row.fuelType,
    startAt: row.startAt,
    endAt: row.endAt,
    quantityUnit: row.quantityUnit,
    vat: String(row.vat),
    public: String(row.public),
    commercialFlights: String(row.commercialFlights),
    privateFlights: String(row.privateFlights),
    fees: String(row.fees),
  };
}
