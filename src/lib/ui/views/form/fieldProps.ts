import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { InputFieldBaseProps } from './InputField';
import type { ReactNode } from 'react';

/**
 * What every bound field takes. Fields find the form through useFormContext (the <Form>
 * wrapper provides it), so a page passes a name and a label and nothing else.
 * T is the form's values: with it (fieldsFor<T>() or <TextField<T> …>), a misspelled name fails
 * the type check; without it, any string goes.
 */
export interface FieldBaseProps<T extends FieldValues = FieldValues> {
  /** The form path, dotted for nested values ('address.city', 'legs.0.airport'). */
  name: FieldPath<T>;
  /** Already translated. */
  label: string;
  helperText?: ReactNode;
  /** Marks the field with an asterisk; the rule itself lives in the form's zod schema. */
  required?: boolean;
  disabled?: boolean;
}

/** MUI TextField props a page may still pass (size, placeholder, multiline, autoComplete…). */
export type TextFieldPassThrough = Omit<
  OutlinedTextFieldProps,
  | 'variant'
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'error'
  | 'inputRef'
  | 'label'
  | 'helperText'
  | 'required'
  | 'disabled'
>;

/** Input props a page may still pass to a text-like field (type, placeholder, adornments…). */
export type InputPassThrough = Omit<
  InputFieldBaseProps,
  'name' | 'value' | 'onChange' | 'error' | 'inputRef' | 'required' | 'disabled'
>;
