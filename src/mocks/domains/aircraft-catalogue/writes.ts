import type { Schemas } from '../../../lib/api/contract';
import {
  aircraftCategoryValues,
  aircraftTypePayloadLimits as LIMITS,
  fuelTypeValues,
} from '../../../lib/contract/generated/constants';
import { FLEET_VALIDATOR, maxPassengerSeats } from '../../../entities/organization/contract';
import { VALIDATOR, folded, lengthMaxMessage, type JsonObject } from '../../api';
import type { AircraftTypeRecord } from './records';

type Payload = Schemas['AircraftTypePayload'];
type Errors = Record<string, string[]>;

export const AIRCRAFT_TYPE_EXISTS = 'errors.aircraft_type_already_exists';

const ICAO_TYPE = new RegExp(LIMITS.icaoType.pattern);
const FIGURES = ['mtowKg', 'wingspanM', 'lengthM', 'heightM', 'maximumFuelKg'] as const;
const OPTIONAL_FIGURES = ['minimumRunwayLengthM', 'takeOffDistanceM'] as const;

/** A new catalogue type read against the document's limits: the payload, or the field errors. */
export function readAircraftTypePayload(
  body: JsonObject,
): { payload: Payload } | { errors: Errors } {
  const errors: Errors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
    return null;
  };
  const text = (field: 'manufacturer' | 'model', max: number) => {
    const raw = body[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') return fail(field, VALIDATOR.required);
    return value.length > max ? fail(field, lengthMaxMessage(max)) : value;
  };
  const number = (field: string, test: (value: number) => boolean, message: string) => {
    const raw = body[field];
    if (raw === null || raw === undefined) return fail(field, VALIDATOR.required);
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return fail(field, VALIDATOR.number);
    return test(raw) ? raw : fail(field, message);
  };
  const above0 = (value: number) => value > 0;
  const whole = (min: number, message: string) => (field: string) =>
    number(field, Number.isInteger, FLEET_VALIDATOR.integer) === null
      ? null
      : number(field, (value) => value >= min, message);

  const manufacturer = text('manufacturer', LIMITS.manufacturer.maxLength);
  const model = text('model', LIMITS.model.maxLength);
  const rawIcao = typeof body.icaoType === 'string' ? body.icaoType.trim().toUpperCase() : '';
  const icaoType =
    rawIcao === ''
      ? fail('icaoType', VALIDATOR.required)
      : ICAO_TYPE.test(rawIcao)
        ? rawIcao
        : fail('icaoType', VALIDATOR.icaoType);
  const category = aircraftCategoryValues.find((value) => value === body.category);
  if (!category) fail('category', body.category ? VALIDATOR.choice : VALIDATOR.required);
  const figures = FIGURES.map((field) => number(field, above0, VALIDATOR.strictPositive));
  const optional = OPTIONAL_FIGURES.map((field) =>
    body[field] === null || body[field] === undefined
      ? null
      : number(field, above0, VALIDATOR.strictPositive),
  );
  const seats = whole(1, VALIDATOR.strictPositive)('seats');
  const passengerSeats = whole(0, VALIDATOR.positive)('passengerSeats');
  const crew = whole(1, VALIDATOR.strictPositive)('minimumFlightCrew');
  const fire = whole(1, FLEET_VALIDATOR.fireFightingCategory)('fireFightingCategory');
  if (fire !== null && fire > LIMITS.fireFightingCategory.maximum)
    fail('fireFightingCategory', FLEET_VALIDATOR.fireFightingCategory);
  const rawFuels: unknown[] = Array.isArray(body.fuelTypes) ? body.fuelTypes : [];
  const fuelTypes = fuelTypeValues.filter((fuel) => rawFuels.includes(fuel));
  if (rawFuels.length === 0) fail('fuelTypes', VALIDATOR.required);
  else if (fuelTypes.length !== new Set(rawFuels).size) fail('fuelTypes', VALIDATOR.choice);
  if (seats !== null && crew !== null && passengerSeats !== null) {
    const max = maxPassengerSeats(seats, crew);
    if (passengerSeats > max)
      fail('passengerSeats', `${FLEET_VALIDATOR.passengerSeats}|${JSON.stringify({ max })}`);
  }
  const [mtowKg, wingspanM, lengthM, heightM, maximumFuelKg] = figures;
  const [minimumRunwayLengthM = null, takeOffDistanceM = null] = optional;
  if (
    Object.keys(errors).length > 0 ||
    !manufacturer ||
    !model ||
    !icaoType ||
    !category ||
    mtowKg == null ||
    wingspanM == null ||
    lengthM == null ||
    heightM == null ||
    maximumFuelKg == null ||
    seats === null ||
    passengerSeats === null ||
    crew === null ||
    fire === null
  )
    return { errors };
  return {
    payload: {
      manufacturer,
      model,
      icaoType,
      category,
      mtowKg,
      wingspanM,
      lengthM,
      heightM,
      maximumFuelKg,
      minimumRunwayLengthM,
      takeOffDistanceM,
      seats,
      passengerSeats,
      minimumFlightCrew: crew,
      fuelTypes,
      fireFightingCategory: fire,
    },
  };
}

/** A type the catalogue already holds: the same manufacturer, model and ICAO type (case aside). */
export function typeExists(types: readonly AircraftTypeRecord[], payload: Payload): boolean {
  const key = (t: Pick<Payload, 'manufacturer' | 'model' | 'icaoType'>) =>
    [t.manufacturer, t.model, t.icaoType].map((part) => folded(part)).join('|');
  return types.some((type) => key(type) === key(payload));
}
