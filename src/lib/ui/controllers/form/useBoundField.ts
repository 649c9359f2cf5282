import { useEffect } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { fieldRegistryOf } from './fieldRegistry';
import { useFieldError } from './useFieldError';

export interface BoundField<T extends FieldValues = FieldValues> extends UseControllerReturn<
  T,
  FieldPath<T>
> {
  /** The field's error, translated for display (undefined when none). */
  errorText: string | undefined;
}

/**
 * The one binding of every field component to the surrounding form (the <Form> provides it):
 * the controller, the translated error text, and the field's name recorded in the form's
 * registry so that server errors find it (applyServerErrors).
 *
 *   const { field, errorText } = useBoundField<T>(name, disabled);
 */
export function useBoundField<T extends FieldValues = FieldValues>(
  name: FieldPath<T>,
  disabled?: boolean,
): BoundField<T> {
  const { control } = useFormContext<T>();
  const controller = useController<T, FieldPath<T>>({ name, control, disabled });
  const errorText = useFieldError(controller.fieldState.error, name);
  useEffect(() => fieldRegistryOf(control).add(name), [control, name]);
  return { ...controller, errorText };
}
