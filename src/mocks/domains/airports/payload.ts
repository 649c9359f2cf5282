import type { AirportDetails, AirportType } from '../../../entities/airport/contract';
import { airportPayloadLimits } from '../../../lib/contract/generated/constants';
import { VALIDATOR, addError, isCountryCode, requiredTextError, type JsonObject } from '../../api';
import { AIRPORT_TYPES } from './catalogue';

/** What an operator sets of an airport (runways and opening hours stay the catalogue's). */
export type AirportFields = Pick<
  AirportDetails,
  | 'icao'
  | 'iata'
  | 'name'
  | 'city'
  | 'countryCode'
  | 'type'
  | 'timezone'
  | 'latitude'
  | 'longitude'
  | 'elevationM'
>;

const REQUIRED = [
  'icao',
  'iata',
  'name',
  'city',
  'countryCode',
  'type',
  'timezone',
  'latitude',
  'longitude',
] as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const pattern = (field: 'icao' | 'iata') => new RegExp(airportPayloadLimits[field].pattern);

/**
 * POST api/airport's body (every field but the elevation) or PATCH's (those sent): codes in
 * upper case, an IANA time zone, coordinates within the globe; errors by field.
 */
export function readAirportPayload(
  body: JsonObject,
  partial: boolean,
): { payload: Partial<AirportFields> } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const payload: Partial<AirportFields> = {};
  const given = (field: string) => body[field] !== undefined;
  if (!partial) {
    for (const field of REQUIRED) if (!given(field)) addError(errors, field, VALIDATOR.required);
  }
  const text = (field: 'icao' | 'name' | 'city' | 'timezone' | 'countryCode') => {
    if (!given(field)) return undefined;
    const value = body[field];
    if (typeof value !== 'string') return addError(errors, field, VALIDATOR.required);
    const max = field === 'name' || field === 'city' ? 120 : 64;
    const error = requiredTextError(value, max);
    return error ? addError(errors, field, error) : value.trim();
  };
  const icao = text('icao')?.toUpperCase();
  if (icao !== undefined && !pattern('icao').test(icao))
    addError(errors, 'icao', VALIDATOR.icaoAirport);
  else if (icao !== undefined) payload.icao = icao;
  if (given('iata')) {
    const raw = body.iata;
    const iata = typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : null;
    if (raw !== null && typeof raw !== 'string') addError(errors, 'iata', VALIDATOR.pattern);
    else if (iata !== null && !pattern('iata').test(iata))
      addError(errors, 'iata', VALIDATOR.pattern);
    else payload.iata = iata;
  }
  const name = text('name');
  if (name !== undefined) payload.name = name;
  const city = text('city');
  if (city !== undefined) payload.city = city;
  const country = text('countryCode')?.toUpperCase();
  if (country !== undefined && !isCountryCode(country))
    addError(errors, 'countryCode', VALIDATOR.country);
  else if (country !== undefined) payload.countryCode = country;
  const timezone = text('timezone');
  if (timezone !== undefined && !isTimeZone(timezone))
    addError(errors, 'timezone', VALIDATOR.choice);
  else if (timezone !== undefined) payload.timezone = timezone;
  if (given('type')) {
    const type = AIRPORT_TYPES.find((t: AirportType) => t === body.type);
    if (type) payload.type = type;
    else addError(errors, 'type', VALIDATOR.choice);
  }
  const number = (field: 'latitude' | 'longitude' | 'elevationM', limit: number) => {
    if (!given(field)) return;
    const value = body[field];
    if (typeof value !== 'number' || !Number.isFinite(value))
      return addError(errors, field, VALIDATOR.number);
    if (Math.abs(value) > limit) return addError(errors, field, VALIDATOR.number);
    payload[field] = value;
  };
  number('latitude', 90);
  number('longitude', 180);
  number('elevationM', 9000);
  return Object.keys(errors).length > 0 ? { errors } : { payload };
}
