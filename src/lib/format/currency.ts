/**
 * Money display (DECISIONS.md "Units and money"): the currency symbol (default) or its long
 * name; a code that Intl does not know is shown as the code itself, after the amount.
 */
import type { CurrencyDisplay } from '@/lib/config/constants';
import { numberFormat } from './intl';

export interface CurrencyFormatOptions {
  currency: string;
  display?: CurrencyDisplay;
  locale: string;
  /** More decimals than the currency's own (fuel prices per litre); never fewer than needed to show them. */
  maximumFractionDigits?: number;
}

let supported: ReadonlySet<string> | null | undefined;

/** Intl accepts any three letters (it formats 'ZZZ' as "ZZZ 1.00"), so "known" asks its list. */
export function isKnownCurrency(code: string): boolean {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) return false;
  if (supported === undefined) {
    supported =
      typeof Intl.supportedValuesOf === 'function'
        ? new Set(Intl.supportedValuesOf('currency'))
        : null;
  }
  // Engines without the list: trust the constructor, which only checks the shape.
  return supported === null || supported.has(upper);
}

function currencyFormat(
  code: string,
  display: CurrencyDisplay,
  locale: string,
  maximumFractionDigits?: number,
) {
  const base = numberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: display,
  });
  if (maximumFractionDigits === undefined) return base;
  const own = base.resolvedOptions().minimumFractionDigits ?? 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: display,
    minimumFractionDigits: Math.min(own, maximumFractionDigits),
    maximumFractionDigits,
  });
}

/** Never throws: an unknown or malformed code gives "1,234.50 XYZ1"; no code gives the number alone. */
export function formatCurrency(amount: number, options: CurrencyFormatOptions): string {
  const { display = 'symbol', locale, maximumFractionDigits } = options;
  const code = options.currency.trim();
  if (isKnownCurrency(code)) {
    return currencyFormat(code.toUpperCase(), display, locale, maximumFractionDigits).format(
      amount,
    );
  }
  const number = numberFormat(locale, {
    minimumFractionDigits: Math.min(2, maximumFractionDigits ?? 2),
    maximumFractionDigits: maximumFractionDigits ?? 2,
  }).format(amount);
  // A no-break space keeps the code on the amount's line, as Intl does for currency names.
  return code === '' ? number : `${number}\u00a0${code}`;
}

const displayNames = new Map<string, Intl.DisplayNames>();

function currencyNames(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/** A picker's label: the symbol ("€", "$US" in French) or the long name ("Euro"); unknown codes show the code. */
export function currencyLabel(code: string, display: CurrencyDisplay, locale: string): string {
  const trimmed = code.trim();
  if (!isKnownCurrency(trimmed)) return trimmed;
  const upper = trimmed.toUpperCase();
  if (display === 'name') return currencyNames(locale).of(upper) ?? upper;
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: upper,
    currencyDisplay: 'symbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? upper;
}
