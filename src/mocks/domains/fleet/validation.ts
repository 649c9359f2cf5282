import type { Schemas } from '../../../lib/api/contract';
import {
  crewMemberChangesLimits,
  crewRoleValues,
  crewStatusValues,
} from '../../../lib/api/generated/constants';
import {
  VALIDATOR,
  isCountryCode,
  isEmail,
  isIsoDate,
  isPhone,
  type JsonObject,
  type ValidatorKey,
  lengthErrors,
  maxLengths,
} from '../../api';

/** An ICAO aircraft type designator (Doc 8643): `C56X`, `GLF6`, `A139` (the document's pattern). */
export const ICAO_TYPE_DESIGNATOR = new RegExp(crewMemberChangesLimits.aircraftTypes.items.pattern);

type Checked<T> = { ok: true; value: T } | { ok: false; error: ValidatorKey };
type Check<T> = (raw: unknown) => Checked<T>;

const valid = <T>(value: T): Checked<T> => ({ ok: true, value });
const invalid = <T>(error: ValidatorKey): Checked<T> => ({ ok: false, error });

function text(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

const requiredText: Check<string> = (raw) => {
  const value = text(raw);
  return value === undefined ? invalid(VALIDATOR.required) : valid(value);
};

function textWhere(test: (value: string) => boolean, error: ValidatorKey): Check<string> {
  return (raw) => {
    const value = text(raw);
    if (value === undefined) return invalid(VALIDATOR.required);
    return test(value) ? valid(value) : invalid(error);
  };
}

function oneOf<T extends string>(values: readonly T[]): Check<T> {
  return (raw) => {
    if (text(raw) === undefined) return invalid(VALIDATOR.required);
    const value = values.find((candidate) => candidate === raw);
    return value === undefined ? invalid(VALIDATOR.choice) : valid(value);
  };
}

const phone: Check<string | null> = (raw) => {
  if (raw === null || raw === undefined) return valid(null);
  if (typeof raw !== 'string') return invalid(VALIDATOR.tel);
  const value = raw.trim();
  if (value === '') return valid(null);
  return isPhone(value) ? valid(value) : invalid(VALIDATOR.tel);
};

const aircraftTypes: Check<string[]> = (raw) => {
  if (raw === undefined || raw === null) return invalid(VALIDATOR.required);
  if (!Array.isArray(raw)) return invalid(VALIDATOR.icaoType);
  const types: string[] = [];
  for (const item of raw) {
    const value = typeof item === 'string' ? item.trim() : '';
    if (!ICAO_TYPE_DESIGNATOR.test(value)) return invalid(VALIDATOR.icaoType);
    if (!types.includes(value)) types.push(value);
  }
  return valid(types);
};

/** One check per field of the contract's payload: a new field fails the type check here. */
const FIELDS: {
  [K in keyof Schemas['CrewMemberPayload']]: Check<Schemas['CrewMemberPayload'][K]>;
} = {
  firstName: requiredText,
  lastName: requiredText,
  crewRole: oneOf(crewRoleValues),
  licenceNumber: requiredText,
  licenceExpiryDate: textWhere(isIsoDate, VALIDATOR.date),
  nationality: textWhere(isCountryCode, VALIDATOR.country),
  email: textWhere(isEmail, VALIDATOR.email),
  phone,
  status: oneOf(crewStatusValues),
  aircraftTypes,
};

function isPayloadField(key: string): key is keyof Schemas['CrewMemberPayload'] {
  return Object.hasOwn(FIELDS, key);
}

export interface CrewPayloadResult {
  payload: Partial<Schemas['CrewMemberPayload']>;
  errors: Record<string, string[]> | null;
}

/** The maximum of each text of a crew member: the document's `maxLength`s. */
const CREW_TEXT_LIMITS = maxLengths(crewMemberChangesLimits);

/**
 * The fields of a POST (every field; phone may be left out) or of a PATCH (only those sent),
 * trimmed, with `validator.*` errors by field. Fields outside the contract are ignored.
 */
export function readCrewPayload(body: JsonObject, partial: boolean): CrewPayloadResult {
  const payload: Partial<Schemas['CrewMemberPayload']> = {};
  const errors: Record<string, string[]> = {};
  function read<K extends keyof Schemas['CrewMemberPayload']>(key: K) {
    const checked = FIELDS[key](body[key]);
    if (checked.ok) payload[key] = checked.value;
    else errors[key] = [checked.error];
  }
  for (const key of Object.keys(FIELDS)) {
    if (isPayloadField(key) && (!partial || Object.hasOwn(body, key))) read(key);
  }
  Object.assign(errors, lengthErrors(body, CREW_TEXT_LIMITS));
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}
