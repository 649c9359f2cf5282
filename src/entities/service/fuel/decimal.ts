import { VALIDATOR } from '../../../lib/validation/messages';
import { FUEL_VALIDATOR } from './fuelPrice.types';

/** A number read from a text, or the `validator.*` reason it is refused for. */
export type DecimalRead = { value: number } | { error: string };

const DOT_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Fuel prices use a dot decimal (spec section 5): `1.82` reads, `1,82` is refused with its own
 * reason (a comma would be a thousands separator to some and a decimal to others), and more
 * than `maxDecimals` decimals is refused too.
 */
export function readDotDecimal(text: string, maxDecimals = 4): DecimalRead {
  const trimmed = text.trim();
  if (trimmed === '') return { error: VALIDATOR.required };
  if (trimmed.includes(',')) return { error: FUEL_VALIDATOR.dotDecimal };
  if (!DOT_DECIMAL.test(trimmed)) return { error: VALIDATOR.number };
  const decimals = trimmed.split('.')[1] ?? '';
  if (decimals.length > maxDecimals) return { error: VALIDATOR.decimalOrInt };
  return { value: Number(trimmed) };
}
