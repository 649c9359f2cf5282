import {
  FUEL_QUANTITY_UNITS,
  FUEL_VALIDATOR,
  readDotDecimal,
  type FuelPriceChanges,
} from '../../../entities/service/contract';
import { fuelPriceChangesLimits as LIMITS } from '../../../lib/contract/generated/constants';
import { productFuelTypeValues } from '../../../lib/contract/generated/constants';
import { VALIDATOR, addError, isIsoDate, lengthMaxMessage } from '../../api';
import { airportByIcao } from '../airports';

type Errors = Record<string, string[]>;
type NumberField = 'vat' | 'public' | 'commercialFlights' | 'privateFlights' | 'fees';

export const NUMBER_FIELDS: readonly NumberField[] = [
  'vat',
  'public',
  'commercialFlights',
  'privateFlights',
  'fees',
];

/** A number sent as JSON, or a text from a file or a form (dot decimal only: `1,82` is refused). */
function readNumber(value: unknown, field: NumberField, errors: Errors): number | undefined {
  const decimals = field === 'vat' ? 2 : 4;
  let number: number;
  if (typeof value === 'string') {
    const read = readDotDecimal(value, decimals);
    if ('error' in read) return void addError(errors, field, read.error);
    number = read.value;
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    const text = String(value);
    if (!/e/i.test(text) && (text.split('.')[1] ?? '').length > decimals) {
      return void addError(errors, field, VALIDATOR.decimalOrInt);
    }
    number = value;
  } else return void addError(errors, field, VALIDATOR.number);
  const { minimum, maximum } = LIMITS[field];
  if (number < minimum) return void addError(errors, field, VALIDATOR.positive);
  if (number > maximum) {
    return void addError(
      errors,
      field,
      field === 'vat' ? VALIDATOR.percentage : VALIDATOR.amountMax,
    );
  }
  return number;
}

function readCode(value: unknown, field: 'countryCode' | 'icao' | 'iata', errors: Errors) {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (text === '') return void addError(errors, field, VALIDATOR.required);
  if (!new RegExp(LIMITS[field].pattern).test(text)) {
    return void addError(errors, field, VALIDATOR.pattern);
  }
  return text;
}

function oneOf<T extends string>(
  value: unknown,
  values: readonly T[],
  field: string,
  errors: Errors,
) {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined)
    addError(errors, field, value == null || value === '' ? VALIDATOR.required : VALIDATOR.choice);
  return found;
}

/**
 * The fields of a row sent (all of them unless `partial`), by the API's field names, with
 * `validator.*` reasons by field. The airport must be one of the seller's, and its country and
 * IATA code those the airport catalogue gives (an empty IATA takes the airport's).
 */
export function readRow(
  body: Record<string, unknown>,
  partial: boolean,
  sellerAirports: readonly string[],
): { fields: Partial<FuelPriceChanges>; errors: Errors } {
  const errors: Errors = {};
  const fields: Partial<FuelPriceChanges> = {};
  const sent = (field: string) => !partial || body[field] !== undefined;
  if (sent('icao')) {
    const icao = readCode(body.icao, 'icao', errors);
    if (icao !== undefined && !sellerAirports.includes(icao)) {
      addError(errors, 'icao', FUEL_VALIDATOR.airport);
    } else fields.icao = icao;
  }
  if (sent('countryCode')) fields.countryCode = readCode(body.countryCode, 'countryCode', errors);
  if (body.iata !== undefined && body.iata !== null && body.iata !== '') {
    fields.iata = readCode(body.iata, 'iata', errors);
  }
  if (sent('supplier')) {
    const supplier = typeof body.supplier === 'string' ? body.supplier.trim() : '';
    if (supplier === '') addError(errors, 'supplier', VALIDATOR.required);
    else if (supplier.length > LIMITS.supplier.maxLength) {
      addError(errors, 'supplier', lengthMaxMessage(LIMITS.supplier.maxLength));
    } else fields.supplier = supplier;
  }
  if (sent('fuelType')) {
    fields.fuelType = oneOf(body.fuelType, productFuelTypeValues, 'fuelType', errors);
  }
  if (sent('quantityUnit')) {
    fields.quantityUnit = oneOf(body.quantityUnit, FUEL_QUANTITY_UNITS, 'quantityUnit', errors);
  }
  for (const field of ['startAt', 'endAt'] as const) {
    if (!sent(field)) continue;
    if (isIsoDate(body[field]) && typeof body[field] === 'string') fields[field] = body[field];
    else addError(errors, field, body[field] ? VALIDATOR.date : VALIDATOR.required);
  }
  for (const field of NUMBER_FIELDS) {
    if (sent(field)) fields[field] = readNumber(body[field], field, errors);
  }
  return { fields, errors };
}

/** The whole-row rules once merged: end not before start, country and IATA the airport's. */
export function checkRow(
  row: Pick<FuelPriceChanges, 'icao' | 'countryCode' | 'iata' | 'startAt' | 'endAt'>,
  errors: Errors,
): string | null {
  if (row.startAt && row.endAt && row.endAt < row.startAt) {
    addError(errors, 'endAt', FUEL_VALIDATOR.endBeforeStart);
  }
  const airport = row.icao ? airportByIcao(row.icao) : undefined;
  if (!airport) return null;
  if (row.countryCode && row.countryCode !== airport.countryCode) {
    addError(errors, 'countryCode', VALIDATOR.country);
  }
  if (row.iata && airport.iata && row.iata !== airport.iata)
    addError(errors, 'iata', VALIDATOR.choice);
  return airport.iata ?? null;
}
