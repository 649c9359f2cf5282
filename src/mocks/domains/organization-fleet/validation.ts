import { fuelTypeValues } from '../../../lib/api/generated/constants';
import {
  COCKPIT_CONFIGURATIONS,
  HELICOPTER_STATUSES,
  MEASUREMENT_UNITS,
  ORGANIZATION_AIRCRAFT_STATUSES,
  type OrganizationAircraftPayload,
  type OrganizationHelicopterPayload,
} from '../../../entities/organization/contract';
import {
  FLEET_VALIDATOR,
  isHttpsUrl,
  isRegistrationMark,
  maxPassengerSeats,
  normalizeRegistration,
} from '../../../entities/organization/contract';
import { VALIDATOR, type JsonObject, TEXT_MAX, fitsLength, lengthMaxMessage } from '../../api';
import { db } from '../../db';
import { airportById } from '../airports';

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };
type Check<T> = (raw: unknown) => Checked<T>;

const valid = <T>(value: T): Checked<T> => ({ ok: true, value });
const invalid = <T>(error: string): Checked<T> => ({ ok: false, error });

function text(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

const requiredText: Check<string> = (raw) => {
  const value = text(raw);
  return value === undefined ? invalid(VALIDATOR.required) : valid(value);
};

/** Blank, null or missing is null; else the trimmed text. */
const optionalText: Check<string | null> = (raw) => {
  if (raw === null || raw === undefined) return valid(null);
  if (typeof raw !== 'string') return invalid(VALIDATOR.required);
  return valid(text(raw) ?? null);
};

const optionalUpperText: Check<string | null> = (raw) => {
  const checked = optionalText(raw);
  return checked.ok && checked.value !== null ? valid(checked.value.toUpperCase()) : checked;
};

/** `check`, after the length rule of every stored text (TEXT_MAX). */
function limited<T>(check: Check<T>, max: number): Check<T> {
  return (raw) =>
    typeof raw === 'string' && !fitsLength(raw, max) ? invalid(lengthMaxMessage(max)) : check(raw);
}

const registration: Check<string> = (raw) => {
  const value = text(raw);
  if (value === undefined) return invalid(VALIDATOR.required);
  const mark = normalizeRegistration(value);
  return isRegistrationMark(mark) ? valid(mark) : invalid(FLEET_VALIDATOR.registration);
};

function oneOf<T extends string>(values: readonly T[]): Check<T> {
  return (raw) => {
    if (text(raw) === undefined) return invalid(VALIDATOR.required);
    const value = values.find((candidate) => candidate === raw);
    return value === undefined ? invalid(VALIDATOR.choice) : valid(value);
  };
}

function numberOf(raw: unknown): number | null | undefined {
  if (raw === null || raw === undefined || raw === '') return null;
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
}

/** A figure above 0 (kg, m). */
const figure: Check<number> = (raw) => {
  const value = numberOf(raw);
  if (value === null) return invalid(VALIDATOR.required);
  if (value === undefined) return invalid(VALIDATOR.number);
  return value > 0 ? valid(value) : invalid(VALIDATOR.strictPositive);
};

const optionalFigure: Check<number | null> = (raw) => {
  if (numberOf(raw) === null) return valid(null);
  return figure(raw);
};

function integer(min: number, error: string): Check<number> {
  return (raw) => {
    const value = numberOf(raw);
    if (value === null) return invalid(VALIDATOR.required);
    if (value === undefined) return invalid(VALIDATOR.number);
    if (!Number.isInteger(value)) return invalid(FLEET_VALIDATOR.integer);
    return value >= min ? valid(value) : invalid(error);
  };
}

const fireFightingCategory: Check<number> = (raw) => {
  const checked = integer(1, FLEET_VALIDATOR.fireFightingCategory)(raw);
  return checked.ok && checked.value > 10 ? invalid(FLEET_VALIDATOR.fireFightingCategory) : checked;
};

const fuelTypes: Check<OrganizationAircraftPayload['fuelTypes']> = (raw) => {
  if (!Array.isArray(raw) || raw.length === 0) return invalid(VALIDATOR.required);
  const types: OrganizationAircraftPayload['fuelTypes'] = [];
  for (const item of raw) {
    const type = fuelTypeValues.find((candidate) => candidate === item);
    if (type === undefined) return invalid(VALIDATOR.choice);
    if (!types.includes(type)) types.push(type);
  }
  return valid(types);
};

const aircraftTypeId: Check<number> = (raw) => {
  if (raw === null || raw === undefined || raw === '') return invalid(VALIDATOR.required);
  return typeof raw === 'number' && db.aircraftTypes.some((type) => type.id === raw)
    ? valid(raw)
    : invalid(VALIDATOR.choice);
};

const homebaseId: Check<number | null> = (raw) => {
  if (raw === null || raw === undefined || raw === '') return valid(null);
  return typeof raw === 'number' && Number.isInteger(raw) && airportById(raw) !== undefined
    ? valid(raw)
    : invalid(VALIDATOR.choice);
};

const calendarUrl: Check<string | null> = (raw) => {
  const checked = optionalText(raw);
  if (!checked.ok || checked.value === null) return checked;
  return isHttpsUrl(checked.value) ? checked : invalid(FLEET_VALIDATOR.httpsUrl);
};

/** One check per field of the contract's payload: a new field fails the type check here. */
const AIRCRAFT_FIELDS: {
  [K in keyof OrganizationAircraftPayload]: Check<OrganizationAircraftPayload[K]>;
} = {
  name: limited(requiredText, TEXT_MAX.name),
  aircraftTypeId,
  registration: limited(registration, TEXT_MAX.code),
  callSign: limited(optionalUpperText, TEXT_MAX.code),
  aoc: limited(optionalUpperText, TEXT_MAX.code),
  status: oneOf(ORGANIZATION_AIRCRAFT_STATUSES),
  mtowKg: figure,
  wingspanM: figure,
  lengthM: figure,
  heightM: figure,
  seats: integer(1, VALIDATOR.strictPositive),
  passengerSeats: integer(0, VALIDATOR.positive),
  minimumFlightCrew: integer(1, VALIDATOR.strictPositive),
  minimumRunwayLengthM: optionalFigure,
  maximumFuelKg: figure,
  fuelTypes,
  fireFightingCategory,
  homebaseId,
  measurementUnit: oneOf(MEASUREMENT_UNITS),
  takeOffDistanceM: optionalFigure,
};

const HELICOPTER_FIELDS: {
  [K in keyof OrganizationHelicopterPayload]: Check<OrganizationHelicopterPayload[K]>;
} = {
  modelType: limited(requiredText, TEXT_MAX.name),
  manufacturer: limited(requiredText, TEXT_MAX.name),
  registration: limited(registration, TEXT_MAX.code),
  callSign: limited(optionalUpperText, TEXT_MAX.code),
  aoc: limited(optionalUpperText, TEXT_MAX.code),
  description: limited(optionalText, TEXT_MAX.description),
  status: oneOf(HELICOPTER_STATUSES),
  cockpitConfiguration: oneOf(COCKPIT_CONFIGURATIONS),
  calendarUrl: limited(calendarUrl, TEXT_MAX.url),
};

export interface PayloadResult<P> {
  payload: Partial<P>;
  errors: Record<string, string[]> | null;
}

/**
 * The fields of a POST (every field; optional ones may be left out) or a PATCH (only those
 * sent), trimmed, with their error keys by field. Fields outside the contract are ignored.
 */
function readPayload<P extends object>(
  fields: { [K in keyof P]: Check<P[K]> },
  body: JsonObject,
  partial: boolean,
): PayloadResult<P> {
  const payload: Partial<P> = {};
  const errors: Record<string, string[]> = {};
  const keys = Object.keys(fields).filter((key): key is keyof P & string =>
    Object.hasOwn(fields, key),
  );
  for (const key of keys) {
    if (partial && !Object.hasOwn(body, key)) continue;
    const checked = fields[key](body[key]);
    if (checked.ok) payload[key] = checked.value;
    else errors[key] = [checked.error];
  }
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}

export function readAircraftPayload(
  body: JsonObject,
  partial: boolean,
): PayloadResult<OrganizationAircraftPayload> {
  return readPayload(AIRCRAFT_FIELDS, body, partial);
}

export function readHelicopterPayload(
  body: JsonObject,
  partial: boolean,
): PayloadResult<OrganizationHelicopterPayload> {
  return readPayload(HELICOPTER_FIELDS, body, partial);
}

/** The seats rule on the whole aircraft (a PATCH is checked merged with the stored record). */
export function passengerSeatsError(
  aircraft: Pick<OrganizationAircraftPayload, 'seats' | 'passengerSeats' | 'minimumFlightCrew'>,
): Record<string, string[]> | null {
  const max = maxPassengerSeats(aircraft.seats, aircraft.minimumFlightCrew);
  return aircraft.passengerSeats > max
    ? { passengerSeats: [`${FLEET_VALIDATOR.passengerSeats}|${JSON.stringify({ max })}`] }
    : null;
}
