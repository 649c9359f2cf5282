import {
  AGE_CATEGORIES,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  PASSENGER_STATUSES,
  TRANSFER_MODES,
  TRIP_TYPES,
  type FlightPlanPayload,
  type PassengerPayload,
} from '../../../entities/trip/contract';
import {
  VALIDATOR,
  isCountryCode,
  type JsonObject,
  TEXT_MAX,
  fitsLength,
  lengthMaxMessage,
} from '../../api';
import { airportByIcao, airportById } from '../airports';
import { isLocalDateTime } from './time';

export const AIRPORT_REQUIRED = 'errors.airport_required';
export const INCONSISTENT_DATE = 'errors.inconsistent_date';

export type FieldErrors = Record<string, string[]>;

/**
 * Reads a JSON body field by field, collecting `validator.*` (or `errors.*`) messages by field
 * name. In a partial read (PATCH) an absent field is skipped; in a full read it is required.
 */
export class BodyReader {
  readonly errors: FieldErrors = {};
  readonly #body: JsonObject;
  readonly #partial: boolean;

  constructor(body: JsonObject, partial: boolean) {
    this.#body = body;
    this.#partial = partial;
  }

  fail(field: string, message: string): undefined {
    this.errors[field] = [message];
    return undefined;
  }

  has(field: string): boolean {
    return this.#body[field] !== undefined;
  }

  #absent(field: string, requiredMessage: string = VALIDATOR.required): boolean {
    const value = this.#body[field];
    if (value !== undefined && value !== null && value !== '') return false;
    if (!this.#partial || value === null || value === '') this.fail(field, requiredMessage);
    return true;
  }

  /** A required text of at most `max` characters (`TEXT_MAX`), trimmed. */
  text(field: string, max: number): string | undefined {
    if (this.#absent(field)) return undefined;
    const value = this.#body[field];
    if (typeof value !== 'string' || value.trim() === '')
      return this.fail(field, VALIDATOR.required);
    return fitsLength(value, max) ? value.trim() : this.fail(field, lengthMaxMessage(max));
  }

  optionalText(field: string, max: number): string | null | undefined {
    const value = this.#body[field];
    if (value === undefined) return this.#partial ? undefined : null;
    if (value === null || value === '') return null;
    if (typeof value !== 'string') return this.fail(field, VALIDATOR.choice);
    return fitsLength(value, max) ? value.trim() : this.fail(field, lengthMaxMessage(max));
  }

  boolean(field: string): boolean | undefined {
    if (this.#absent(field)) return undefined;
    const value = this.#body[field];
    return typeof value === 'boolean' ? value : this.fail(field, VALIDATOR.choice);
  }

  /** A whole number >= 0 (`min` 1: > 0). */
  count(field: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
    if (this.#absent(field)) return undefined;
    const value = this.#body[field];
    if (typeof value !== 'number' || !Number.isInteger(value))
      return this.fail(field, VALIDATOR.number);
    if (value < min)
      return this.fail(field, min > 0 ? VALIDATOR.strictPositive : VALIDATOR.positive);
    return value > max ? this.fail(field, VALIDATOR.number) : value;
  }

  oneOf<T extends string>(field: string, values: readonly T[]): T | undefined {
    if (this.#absent(field)) return undefined;
    const value = this.#body[field];
    return values.find((candidate) => candidate === value) ?? this.fail(field, VALIDATOR.choice);
  }

  /** An airport of the catalogue by id; absent: `errors.airport_required` on the field. */
  airport(field: string): number | undefined {
    if (this.#absent(field, AIRPORT_REQUIRED)) return undefined;
    const value = this.#body[field];
    if (typeof value !== 'number' || !airportById(value)) return this.fail(field, VALIDATOR.choice);
    return value;
  }

  /** A local time `Y-m-dTH:i`. */
  localTime(field: string): string | undefined {
    if (this.#absent(field)) return undefined;
    const value = this.#body[field];
    return typeof value === 'string' && isLocalDateTime(value)
      ? value
      : this.fail(field, VALIDATOR.date);
  }

  /** An id or null. */
  optionalId(field: string): number | null | undefined {
    const value = this.#body[field];
    if (value === undefined) return this.#partial ? undefined : null;
    if (value === null) return null;
    return typeof value === 'number' && Number.isInteger(value) && value > 0
      ? value
      : this.fail(field, VALIDATOR.choice);
  }

  ids(field: string, allowed: (id: number) => boolean): number[] | undefined {
    const value = this.#body[field];
    if (value === undefined) return this.#partial ? undefined : [];
    if (!Array.isArray(value)) return this.fail(field, VALIDATOR.choice);
    const ids: number[] = [];
    for (const item of value) {
      if (typeof item !== 'number' || !allowed(item)) return this.fail(field, VALIDATOR.choice);
      if (!ids.includes(item)) ids.push(item);
    }
    return ids;
  }

  raw(field: string): unknown {
    return this.#body[field];
  }

  failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The passengers of a leg; errors named `passengers[<index>].<field>`. */
export function readPassengers(reader: BodyReader): PassengerPayload[] | undefined {
  const value = reader.raw('passengers');
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return reader.fail('passengers', VALIDATOR.choice);
  const passengers: PassengerPayload[] = [];
  value.forEach((item: unknown, index) => {
    const at = `passengers[${index}]`;
    if (!isObject(item)) {
      reader.fail(at, VALIDATOR.choice);
      return;
    }
    const one = new BodyReader(item, false);
    const name = one.text('name', TEXT_MAX.name);
    // Any length: a code that is not a country says so (validator.country).
    const nationality = one.text('nationality', TEXT_MAX.code);
    if (nationality !== undefined && !isCountryCode(nationality))
      one.fail('nationality', VALIDATOR.country);
    const type = one.oneOf('type', AGE_CATEGORIES);
    const status = one.oneOf('status', PASSENGER_STATUSES);
    const disabled = one.boolean('disabled');
    const id = one.optionalId('id');
    for (const [field, messages] of Object.entries(one.errors))
      reader.errors[`${at}.${field}`] = messages;
    if (
      name !== undefined &&
      nationality !== undefined &&
      type !== undefined &&
      status !== undefined &&
      disabled !== undefined &&
      !one.failed()
    ) {
      passengers.push({ ...(id ? { id } : {}), name, nationality, type, status, disabled });
    }
  });
  return passengers;
}

export function readFlightPlan(body: JsonObject): {
  plan?: FlightPlanPayload;
  errors: FieldErrors;
} {
  const reader = new BodyReader(body, false);
  const route = reader.text('route', TEXT_MAX.description);
  const cruiseLevel = reader.count('cruiseLevel', 0, 600);
  const cruiseSpeedKt = reader.count('cruiseSpeedKt', 1, 1000);
  const alternate = reader.optionalText('alternateIcao', TEXT_MAX.code);
  const alternateIcao =
    alternate === null || alternate === undefined ? null : alternate.toUpperCase();
  if (alternateIcao !== null && !airportByIcao(alternateIcao))
    reader.fail('alternateIcao', VALIDATOR.choice);
  const filed = reader.boolean('filed');
  if (
    reader.failed() ||
    route === undefined ||
    cruiseLevel === undefined ||
    cruiseSpeedKt === undefined ||
    filed === undefined
  ) {
    return { errors: reader.errors };
  }
  return { plan: { route, cruiseLevel, cruiseSpeedKt, alternateIcao, filed }, errors: {} };
}

export { FLIGHT_MISSIONS, FLIGHT_TYPES, TRANSFER_MODES, TRIP_TYPES };
