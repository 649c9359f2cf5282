/**
 * The one price computation of the shop (spec section 3 "Pricing fields"): the cart, the
 * checkout and the demo API's quote creation all call it, so what the buyer sees is what the
 * order says. Amounts are rounded to the currency's minor unit at each step a printed invoice
 * shows (gross, discount, ecotax, VAT), and summed in minor units so no float drift appears.
 */

/** The pricing fields of one line before totals (spec section 3 "Pricing fields"). */
export interface PriceInputs {
  /** Per unit, or per slice and night for `price_per_slice`; in the call's currency. */
  unitPrice: number;
  /** Units, litres, or slices × nights. */
  quantity: number;
  /** Percent, 0-100. */
  discountRate: number;
  /** A fixed amount per unit, added after the discount and before VAT. */
  ecotax: number;
  /** Percent, e.g. 20. */
  vatRate: number;
}

export interface LineTotals {
  /** unitPrice × quantity. */
  gross: number;
  /** gross × discountRate %. */
  discount: number;
  /** ecotax × quantity. */
  ecotax: number;
  /** gross − discount + ecotax. */
  totalExcludingTax: number;
  /** totalExcludingTax × vatRate %. */
  vat: number;
  totalIncludingTax: number;
}

export type Totals = Pick<LineTotals, 'totalExcludingTax' | 'vat' | 'totalIncludingTax'>;

const digitsCache = new Map<string, number>();

/** The currency's minor-unit digits (EUR 2, JPY 0, KWD 3); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  const code = currency.trim().toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/** Amount → integer minor units, half away from zero (1.005 EUR is 101 cents, not 100). */
function toMinor(amount: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Math.abs(amount) * factor;
  // The epsilon absorbs binary noise (1.005 * 100 = 100.49999999999999): a few units in the last
  // place. A larger one shifts big amounts (1e-7 of it added 0.10 to 1,000,000.00 EUR).
  return Math.sign(amount) * Math.round(scaled + 4 * Number.EPSILON * Math.max(1, scaled));
}

function fromMinor(minor: number, digits: number): number {
  return minor / 10 ** digits;
}

/** Rounds an amount to the currency's minor unit. */
export function roundMoney(amount: number, currency: string): number {
  const digits = currencyDigits(currency);
  return fromMinor(toMinor(amount, digits), digits);
}

/** The totals of one line in `currency`. */
export function linePrice(inputs: PriceInputs, currency: string): LineTotals {
  const digits = currencyDigits(currency);
  const gross = toMinor(inputs.unitPrice * inputs.quantity, digits);
  const discount = toMinor((gross * inputs.discountRate) / 100, 0);
  const ecotax = toMinor(inputs.ecotax * inputs.quantity, digits);
  const excluding = gross - discount + ecotax;
  const vat = toMinor((excluding * inputs.vatRate) / 100, 0);
  return {
    gross: fromMinor(gross, digits),
    discount: fromMinor(discount, digits),
    ecotax: fromMinor(ecotax, digits),
    totalExcludingTax: fromMinor(excluding, digits),
    vat: fromMinor(vat, digits),
    totalIncludingTax: fromMinor(excluding + vat, digits),
  };
}

/** The sum of lines already computed in `currency` (a seller's quote, the whole cart). */
export function sumTotals(lines: readonly Totals[], currency: string): Totals {
  const digits = currencyDigits(currency);
  let excluding = 0;
  let vat = 0;
  for (const line of lines) {
    excluding += toMinor(line.totalExcludingTax, digits);
    vat += toMinor(line.vat, digits);
  }
  return {
    totalExcludingTax: fromMinor(excluding, digits),
    vat: fromMinor(vat, digits),
    totalIncludingTax: fromMinor(excluding + vat, digits),
  };
}

/** A price per slice and night: the quantity of a sliced product's line. */
export function sliceQuantity(slices: number, nights: number): number {
  return Math.max(0, slices) * Math.max(0, nights);
}
