import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

/** A row's (or a form's) values as a record: anything else reads as no values. */
export const rowValues = (row: unknown): Readonly<Record<string, unknown>> =>
  typeof row === 'object' && row !== null ? { ...row } : {};

/** A field with `shownWhen`: drawn while the form's values (its part's, with a prefix) pass. */
export function WhenShown({
  test,
  prefix,
  children,
}: {
  test: (values: Readonly<Record<string, unknown>>) => boolean;
  prefix?: string;
  children: ReactNode;
}) {
  const all: unknown = useWatch();
  const values = (prefix ?? '')
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((part, key) => rowValues(part)[key], all);
  return test(rowValues(values)) ? children : null;
}
