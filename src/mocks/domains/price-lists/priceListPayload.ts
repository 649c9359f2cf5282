import {
  PRICE_LIST_MAX_LINES,
  PRICE_LIST_STATUSES,
  type PriceListLine,
  type PriceListPayload,
} from '../../../entities/price-list/contract';
import { amountError } from '../../../entities/quote/contract';
import { TEXT_MAX, VALIDATOR, isJsonObject, lengthMaxMessage, type JsonObject } from '../../api';
import { db } from '../../db';
import { sellerServiceIds } from './services';

type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Up to `digits` decimals: 4 for a price (a fuel price per litre), 2 for a rate. */
function hasDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

function priceError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return VALIDATOR.number;
  if (value < 0) return VALIDATOR.positive;
  if (!hasDecimals(value, 4)) return VALIDATOR.decimalOrInt;
  return amountError(value);
}

function rateError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return VALIDATOR.number;
  return value > 0 && value <= 100 && hasDecimals(value, 2) ? null : VALIDATOR.percentage;
}

/** One line: a service of the seller named once, then a unit price or a discount rate (one). */
function readLine(
  raw: unknown,
  index: number,
  services: Set<number>,
  seen: Set<number>,
  errors: Errors,
): PriceListLine | null {
  const at = (field: string) => `lines.${index}.${field}`;
  if (!isJsonObject(raw)) {
    add(errors, at('serviceId'), VALIDATOR.required);
    return null;
  }
  const serviceId = raw.serviceId;
  if (typeof serviceId !== 'number' || !services.has(serviceId)) {
    add(errors, at('serviceId'), VALIDATOR.choice);
    return null;
  }
  if (seen.has(serviceId)) {
    add(errors, at('serviceId'), VALIDATOR.alreadyUsed);
    return null;
  }
  seen.add(serviceId);
  const unitPrice = raw.unitPrice ?? null;
  const discountRate = raw.discountRate ?? null;
  if ((unitPrice === null) === (discountRate === null)) {
    // Exactly one: a price for the client, or a discount on the service's price.
    add(errors, at(unitPrice === null ? 'unitPrice' : 'discountRate'), VALIDATOR.required);
    return null;
  }
  const error = unitPrice !== null ? priceError(unitPrice) : rateError(discountRate);
  if (error) {
    add(errors, at(unitPrice !== null ? 'unitPrice' : 'discountRate'), error);
    return null;
  }
  return {
    serviceId,
    unitPrice: typeof unitPrice === 'number' ? unitPrice : null,
    discountRate: typeof discountRate === 'number' ? discountRate : null,
  };
}

export interface PriceListRead {
  payload: Partial<PriceListPayload>;
  errors: Errors | null;
}

/** The fields sent (all of them on POST), checked against the seller's rates and services. */
export function readPriceListPayload(
  body: JsonObject,
  sellerId: number,
  partial: boolean,
): PriceListRead {
  const payload: Partial<PriceListPayload> = {};
  const errors: Errors = {};
  const sent = (key: keyof PriceListPayload) => !partial || Object.hasOwn(body, key);

  if (sent('name')) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') add(errors, 'name', VALIDATOR.required);
    else if (name.length > TEXT_MAX.name) add(errors, 'name', lengthMaxMessage(TEXT_MAX.name));
    else payload.name = name;
  }
  if (sent('status')) {
    const status = PRICE_LIST_STATUSES.find((s) => s === body.status);
    if (status) payload.status = status;
    else add(errors, 'status', body.status == null ? VALIDATOR.required : VALIDATOR.choice);
  }
  if (sent('negotiatedRateId')) {
    const id = body.negotiatedRateId;
    const rate = db.negotiatedRates.find((r) => r.id === id && r.sellerId === sellerId);
    if (rate) payload.negotiatedRateId = rate.id;
    else add(errors, 'negotiatedRateId', id == null ? VALIDATOR.required : VALIDATOR.choice);
  }
  if (sent('lines')) {
    const raw = body.lines ?? [];
    if (!Array.isArray(raw)) add(errors, 'lines', VALIDATOR.choice);
    else if (raw.length > PRICE_LIST_MAX_LINES) {
      add(errors, 'lines', VALIDATOR.choice);
    } else {
      const services = sellerServiceIds(sellerId);
      const seen = new Set<number>();
      const lines = raw.map((line, index) => readLine(line, index, services, seen, errors));
      payload.lines = lines.filter((line): line is PriceListLine => line !== null);
    }
  }
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}
