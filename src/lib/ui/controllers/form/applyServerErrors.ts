import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@/lib/http/types';
import { fieldRegistryOf } from './fieldRegistry';

export interface ApplyServerErrorsOptions {
  /** Server field name -> form field name, where they differ ('plainPassword' -> 'password'). */
  fieldMap?: Readonly<Record<string, string>>;
}

/** Symfony-style property paths ('legs[0].airport') -> react-hook-form paths ('legs.0.airport'). */
export function toFormPath(serverField: string): string {
  return serverField.replace(/\[(\w+)\]/g, '.$1').replace(/^\./, '');
}

/**
 * Puts a 400's field errors on the fields that show them: the first message of each, on the
 * field when one is bound in the form (the bound fields record their names: useBoundField). The first such field takes the focus.
 * Returns the messages that found no field, for the page to show above the form.
 */
export function applyServerErrors<T extends FieldValues, C = unknown, O = T>(
  form: Pick<UseFormReturn<T, C, O>, 'setError' | 'control'>,
  error: Pick<ApiError, 'fieldErrors'> | null | undefined,
  options: ApplyServerErrorsOptions = {},
): string[] {
  const unmatched: string[] = [];
  const bound = fieldRegistryOf(form.control);
  let focused = false;
  for (const [serverField, messages] of Object.entries(error?.fieldErrors ?? {})) {
    const message = messages.find((m) => m.trim() !== '');
    if (message === undefined) continue;
    const path = options.fieldMap?.[serverField] ?? toFormPath(serverField);
    if (!bound.has(path)) {
      unmatched.push(message);
      continue;
    }
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
