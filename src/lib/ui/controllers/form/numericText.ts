import { useState } from 'react';

/** Plain decimal text, with a comma accepted as the decimal mark (French keyboards). */
const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** Typed text -> number; '' and anything not a plain decimal become null. */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * What a number field stores for its text: the parsed number, null when nothing is typed
 * (spec section 5), NaN when the text is not a number, so that the rule says "Must be a number"
 * instead of "This field is required" and the form value stays a number.
 */
export function storedNumber(text: string, parsed: number | null): number | null {
  if (parsed !== null) return parsed;
  return text.trim() === '' ? null : Number.NaN;
}

export function toNumberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

interface NumericTextOptions {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Stored value -> text shown (e.g. metres shown as rounded feet). */
  format: (value: number) => string;
  /** Text typed -> value stored (e.g. feet stored as metres). */
  parse: (text: string) => number | null;
  /** A change of this (e.g. the measurement system) re-formats the text. */
  formatKey?: string;
}

/**
 * Keeps what the person types ("1.", "-", "3,5") while storing a number or null: rebuilding
 * the text from the stored number on each keystroke would eat the decimal mark. The text is
 * rebuilt only when the value changes from outside (reset, setValue) or the format changes.
 */
export function useNumericText({
  value,
  onChange,
  format,
  parse,
  formatKey = '',
}: NumericTextOptions) {
  const show = (v: number | null) => (v === null ? '' : format(v));
  const [state, setState] = useState(() => ({ text: show(value), value, formatKey }));

  let current = state;
  if (!Object.is(value, state.value) || formatKey !== state.formatKey) {
    // React's "adjust state when a prop changes" pattern: no effect, no extra paint.
    current = { text: show(value), value, formatKey };
    setState(current);
  }

  const handleChange = (text: string) => {
    const next = parse(text);
    setState({ text, value: next, formatKey });
    onChange(storedNumber(text, next));
  };

  return { text: current.text, onTextChange: handleChange };
}
