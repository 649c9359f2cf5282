import { QUOTE_PAYMENT_TERMS, type QuotePaymentTerm } from '../../../entities/quote/contract';
import { SLICED_TYPOLOGIES, type CheckoutLineChange } from '../../../entities/cart/contract';
import { productQuantityError, roundMoney } from '../../../entities/quote/contract';
import {
  VALIDATOR,
  addError,
  badRequest,
  fitsLength,
  isJsonObject,
  lengthMaxMessage,
  readJson,
  TEXT_MAX,
} from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import type { PaymentMethodRecord } from '../account';
import { refusedTrading } from '../organizations';
import { currencyOf, shopContext, type ShopContext } from './access';
import {
  convert,
  findProduct,
  mandatoryPackageOf,
  sellerCurrency,
  slicePriceIn,
  unitPriceIn,
  type Lang,
} from './catalog';
import { pricedAtEvent } from './fuelPricing';
import { HANGAR_UNAVAILABLE, availability, readPeriod } from './hangar';
import type { ShopProductRecord } from './records';
import { contentsIn, lineChanges, readSeenLine } from './seen';

/**
 * What an order sends (checkout and helicopter order): its terms and its lines, read and priced
 * in the call's currency, the field errors gathered by field.
 */

export const MANDATORY_PACKAGE_MISSING = 'errors.mandatory_package_missing';

type Errors = Record<string, string[]>;

/** A line ready to price: its product, quantity and unit price in the call's currency. */
export interface PricedLine {
  product: ShopProductRecord;
  name: string;
  quantity: number;
  /** With options; null on quotation. */
  unitPrice: number | null;
  comment: string | null;
  /** Sliced products: the slices to hold for each night. */
  nights: { date: string; slices: number }[];
}

/** What every order asks besides its lines (checkout and helicopter order). */
export interface OrderTerms {
  clientAddressId: number;
  paymentMethod: PaymentMethodRecord | null;
  paymentTerm: QuotePaymentTerm;
  acceptSepaTerms: boolean;
}

/** What every order call reads first: the right, the trip's event, the currency, the key. */
export async function readOrder(
  request: Request,
): Promise<
  { body: Record<string, unknown>; context: ShopContext; currency: string; key: string } | Response
> {
  // Buying services for a trip's event is TRIP_SERVICE_ADD, not merely seeing the trip.
  const auth = authorize(request, 'TRIP_SERVICE_ADD');
  if (auth instanceof Response) return auth;
  const unvalidated = refusedTrading(auth.organization?.id);
  if (unvalidated) return unvalidated;
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const context = shopContext(request, {
    tripId: body.tripId ?? '',
    stepId: body.stepId ?? '',
    eventId: body.eventId ?? '',
    ...(body.airportId === undefined ? {} : { airportId: body.airportId }),
  });
  if (context instanceof Response) return context;
  const currency = currencyOf(body.currency);
  if (currency instanceof Response) return currency;
  const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey.trim() : '';
  if (key === '' || key.length > 200) return badRequest({ idempotencyKey: [VALIDATOR.required] });
  return { body, context, currency, key };
}

/** The terms of an order; the errors by field (`paymentMethodId` needed is checked later). */
export function readTerms(
  body: Record<string, unknown>,
  context: ShopContext,
  errors: Errors,
): OrderTerms {
  const organizationId = context.auth.organization.id;
  const address = db.addresses.find(
    (a) => a.id === body.clientAddressId && a.organizationId === organizationId,
  );
  if (body.clientAddressId === undefined || body.clientAddressId === null) {
    addError(errors, 'clientAddressId', VALIDATOR.required);
  } else if (!address) addError(errors, 'clientAddressId', VALIDATOR.choice);
  const paymentTerm = QUOTE_PAYMENT_TERMS.find((term) => term === body.paymentTerm);
  if (!paymentTerm) addError(errors, 'paymentTerm', VALIDATOR.required);
  let paymentMethod: PaymentMethodRecord | null = null;
  if (body.paymentMethodId !== undefined && body.paymentMethodId !== null) {
    paymentMethod =
      db.paymentMethods.find(
        (m) => m.id === body.paymentMethodId && m.userId === context.auth.user.id,
      ) ?? null;
    if (!paymentMethod) addError(errors, 'paymentMethodId', VALIDATOR.choice);
  }
  if (body.acceptTerms !== true) addError(errors, 'acceptTerms', 'validator.terms_required');
  const acceptSepaTerms = body.acceptSepaTerms === true;
  if (paymentMethod?.type === 'sepa_debit' && !acceptSepaTerms) {
    addError(errors, 'acceptSepaTerms', 'validator.terms_required');
  }
  return {
    clientAddressId: address?.id ?? 0,
    paymentMethod,
    paymentTerm: paymentTerm ?? 'payment_at_order_acceptance',
    acceptSepaTerms,
  };
}

/**
 * The checkout's lines, validated and priced afresh (field errors as `lines.N.field`), and each
 * figure that is no longer what the buyer saw (seen.ts).
 */
export function readLines(
  raw: unknown,
  context: ShopContext,
  currency: string,
  lang: Lang,
  errors: Errors,
): { lines: PricedLine[]; changes: CheckoutLineChange[] } {
  const lines: PricedLine[] = [];
  const changes: CheckoutLineChange[] = [];
  if (!Array.isArray(raw) || raw.length === 0) {
    addError(errors, 'lines', VALIDATOR.required);
    return { lines, changes };
  }
  const sliced: readonly string[] = SLICED_TYPOLOGIES;
  raw.forEach((input: unknown, index) => {
    const at = `lines.${index}`;
    if (!isJsonObject(input)) {
      addError(errors, at, VALIDATOR.required);
      return;
    }
    const found = findProduct(
      typeof input.productId === 'number' ? input.productId : null,
      context.auth.organization.id,
    );
    // Fuel at the price its seller's rows give on the event's day (what the search showed).
    const product = found && pricedAtEvent(found, context);
    if (!product || product.airportId !== context.event.airportId) {
      addError(errors, `${at}.productId`, VALIDATOR.choice);
      return;
    }
    const seenQuantity = typeof input.quantity === 'number' ? input.quantity : Number.NaN;
    let quantity = seenQuantity;
    if (!Number.isFinite(quantity) || quantity <= 0) {
      addError(errors, `${at}.quantity`, VALIDATOR.strictPositive);
    } else if (!sliced.includes(product.typology)) {
      // The form's own rule and words: whole units (fuel in litres) up to the product's maximum.
      const error = productQuantityError(product, quantity);
      if (error !== null) addError(errors, `${at}.quantity`, error);
    }
    const optionIds = Array.isArray(input.optionIds) ? input.optionIds : [];
    const options = product.options.filter((option) => optionIds.includes(option.id));
    if (!Array.isArray(input.optionIds ?? []) || options.length !== optionIds.length) {
      addError(errors, `${at}.optionIds`, VALIDATOR.choice);
    }
    const nights: PricedLine['nights'] = [];
    /** Sliced: the slices booked each night, which choose the price slice. */
    let booked: number | null = null;
    if (sliced.includes(product.typology)) {
      const period = isJsonObject(input.period) ? input.period : null;
      if (!period) addError(errors, `${at}.period`, VALIDATOR.required);
      else {
        const read = readPeriod(period.startAt, period.endAt);
        if ('errors' in read) {
          for (const [field, keys] of Object.entries(read.errors)) {
            for (const key of keys) addError(errors, `${at}.period.${field}`, key);
          }
        } else {
          const free = availability(product, context.trip, read.nights, currency);
          if (!free.available) addError(errors, `${at}.period`, HANGAR_UNAVAILABLE);
          // The slices the aircraft needs × the nights, counted again: another count than the
          // one seen is a change (a capacity change charged 100 times more when it was not).
          quantity = free.quantity;
          booked = free.slicesNeeded;
          for (const night of free.nights)
            nights.push({ date: night.date, slices: free.slicesNeeded });
        }
      }
    }
    const base =
      booked === null ? unitPriceIn(product, currency) : slicePriceIn(product, booked, currency);
    const from = sellerCurrency(product.sellerId);
    const unitPrice =
      base === null
        ? null
        : roundMoney(
            options.reduce((sum, option) => sum + convert(option.unitPrice, from, currency), base),
            currency,
          );
    const seen = readSeenLine(input, seenQuantity, product, at, errors);
    const current = {
      quantity,
      unitPrice,
      discountRate: product.discountRate,
      ecotax: convert(product.ecotax, from, currency),
      vatRate: product.vatRate,
      contents: contentsIn(product.contents, lang),
    };
    changes.push(...lineChanges(index, product, seen, current, currency));
    const comment =
      typeof input.comment === 'string' && input.comment.trim() !== ''
        ? input.comment.trim()
        : null;
    if (comment !== null && !fitsLength(comment, TEXT_MAX.comment)) {
      addError(errors, `${at}.comment`, lengthMaxMessage(TEXT_MAX.comment));
    }
    const name = [product.name[lang], ...options.map((option) => option.name[lang])].join(' – ');
    lines.push({ product, name, quantity, unitPrice, comment, nights });
  });
  return { lines, changes };
}

/** Every seller's mandatory package at the airport must be among the lines. */
export function checkMandatoryPackages(
  lines: readonly PricedLine[],
  airportId: number,
  errors: Errors,
): void {
  const sellers = new Set(lines.map((line) => line.product.sellerId));
  for (const sellerId of sellers) {
    const mandatory = mandatoryPackageOf(sellerId, airportId);
    if (mandatory && !lines.some((line) => line.product.id === mandatory.id)) {
      addError(errors, 'lines', MANDATORY_PACKAGE_MISSING);
      return;
    }
  }
}

export function failed(errors: Errors): Response | null {
  return Object.keys(errors).length > 0 ? badRequest(errors) : null;
}
