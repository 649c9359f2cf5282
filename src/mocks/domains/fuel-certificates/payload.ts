import type { Schemas } from '../../../lib/api/contract';
import {
  fuelCertificateMeasuresLimits as LIMITS,
  fuelCertificatePaymentTypeValues as PAYMENT_TYPES,
} from '../../../lib/contract/generated/constants';
import { messageWithValues } from '../../../lib/validation/messages';
import { VALIDATOR, addError, lengthMaxMessage, type JsonObject } from '../../api';

type Errors = Record<string, string[]>;
type Payload = Partial<Schemas['FuelCertificatePayload']>;

const TEXTS = ['certificateNumber', 'truckNumber', 'provider'] as const;
const NUMBERS = ['grossLitres', 'density15', 'temperatureC', 'netLitres15'] as const;
/** Litres are whole (a meter's reading); density and temperature are read to a tenth. */
const DECIMALS: Record<(typeof NUMBERS)[number], number> = {
  grossLitres: 0,
  netLitres15: 0,
  density15: 1,
  temperatureC: 1,
};

function hasDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

function numberError(value: unknown, field: (typeof NUMBERS)[number]): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return value == null ? VALIDATOR.required : VALIDATOR.number;
  }
  const { minimum: min, maximum: max } = LIMITS[field];
  if (value < min || value > max) return messageWithValues(VALIDATOR.quantityBetween, { min, max });
  return hasDecimals(value, DECIMALS[field]) ? null : VALIDATOR.number;
}

/** An ISO date-time with its zone (`2026-05-24T09:40:00.000Z`). */
function isDateTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function readTexts(body: JsonObject, sent: (key: string) => boolean, out: Payload, errors: Errors) {
  for (const field of TEXTS) {
    if (!sent(field)) continue;
    const text = typeof body[field] === 'string' ? body[field].trim() : '';
    const max = LIMITS[field].maxLength;
    if (text === '') addError(errors, field, VALIDATOR.required);
    else if (text.length > max) addError(errors, field, lengthMaxMessage(max));
    else out[field] = text;
  }
}

function readChoices(
  body: JsonObject,
  sent: (key: string) => boolean,
  out: Payload,
  errors: Errors,
) {
  if (sent('taxRelevant')) {
    if (typeof body.taxRelevant === 'boolean') out.taxRelevant = body.taxRelevant;
    else addError(errors, 'taxRelevant', VALIDATOR.required);
  }
  if (sent('paymentType')) {
    const type = PAYMENT_TYPES.find((t) => t === body.paymentType);
    if (type) out.paymentType = type;
    else
      addError(
        errors,
        'paymentType',
        body.paymentType == null ? VALIDATOR.required : VALIDATOR.choice,
      );
  }
  for (const field of ['fuelingStartAt', 'fuelingEndAt'] as const) {
    if (!sent(field)) continue;
    const value = body[field];
    if (isDateTime(value)) out[field] = value;
    else addError(errors, field, value == null ? VALIDATOR.required : VALIDATOR.correctTimes);
  }
}

/**
 * The fields sent (all of them on POST, where the order and its line are named too), each
 * checked on its own; the rules across fields (the line, the net, the times) come after.
 */
export function readFuelCertificate(body: JsonObject, partial: boolean) {
  const payload: Payload = {};
  const errors: Errors = {};
  const sent = (key: string) => !partial || Object.hasOwn(body, key);
  readTexts(body, sent, payload, errors);
  for (const field of NUMBERS) {
    if (!sent(field)) continue;
    const error = numberError(body[field], field);
    const value = body[field];
    if (error) addError(errors, field, error);
    else if (typeof value === 'number') payload[field] = value;
  }
  readChoices(body, sent, payload, errors);
  if (!partial) {
    for (const field of ['quoteId', 'quoteLineId'] as const) {
      const id = body[field];
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) payload[field] = id;
      else addError(errors, field, id == null ? VALIDATOR.required : VALIDATOR.choice);
    }
  }
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}
