import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { CrossFieldRule, FieldDeclaration } from './formDeclaration';
import { emptyValues } from './formSchema';

/**
 * What a declared form edits, derived from its payload: a blank text for none (sent as null), a
 * number empty as null until typed, and `null` where nothing is chosen yet for the `Unchosen`
 * properties (a select of texts: a role, a country).
 */
export type FormValuesOf<P, Unchosen extends keyof P = never> = {
  [K in keyof P]-?: K extends Unchosen
    ? Exclude<P[K], null> | null
    : Exclude<P[K], null> extends number
      ? number | null
      : Exclude<P[K], null>;
};

/**
 * A copy's values (a form's `duplicate`): the record's, but the `blank` fields at their kind's
 * empty value (what is the record's own: a name, a registration).
 */
export function blankOnCopy<R, V extends FieldValues>(
  toValues: (record: R) => DefaultValues<V>,
  fields: readonly FieldDeclaration<Extract<keyof V, string>, R>[],
  blank: readonly Extract<keyof V, string>[],
): (record: R) => DefaultValues<V> {
  const empty = emptyValues(fields.filter((field) => blank.includes(field.name)));
  return (record) => Object.assign(toValues(record), empty);
}

/**
 * A whole-form rule: the `path` field at most the bound the other values give (none while they
 * are empty), its message given `{ max }` (`validator.passenger_seats|{"max":7}`).
 */
export function atMost<V>(
  path: Extract<keyof V, string>,
  bound: (values: Readonly<Record<string, unknown>>) => number | null,
  message: string,
): CrossFieldRule<V> {
  return {
    path,
    message: (values) => `${message}|${JSON.stringify({ max: bound(values) })}`,
    test: (values) => {
      const max = bound(values);
      const value = values[path];
      return max === null || typeof value !== 'number' || value <= max;
    },
  };
}
