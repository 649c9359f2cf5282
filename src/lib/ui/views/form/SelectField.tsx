import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldBaseProps, TextFieldPassThrough } from './fieldProps';
import { useBoundField } from '../../controllers/form/useBoundField';

export type OptionValue = string | number;

export interface SelectOption<V extends OptionValue = OptionValue> {
  value: V;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<
  T extends FieldValues = FieldValues,
  V extends OptionValue = OptionValue,
>
  extends FieldBaseProps<T>, Omit<TextFieldPassThrough, 'select' | 'children'> {
  options: readonly SelectOption<V>[];
  /** Offer an empty choice (stored as null): true for "None", or its own label. */
  emptyOption?: boolean | string;
}

/** One choice among options; the form value is the option's value, or null. */
export function SelectField<
  T extends FieldValues = FieldValues,
  V extends OptionValue = OptionValue,
>(props: SelectFieldProps<T, V>) {
  const { name, label, helperText, required, disabled, options, emptyOption, ...rest } = props;
  const { t } = useTranslation('ui');
  const { field, errorText } = useBoundField<T>(name, disabled);
  const current: unknown = field.value;
  // A value the options do not know would make MUI warn and show nothing: show it as empty.
  const selected = options.find((option) => option.value === current);

  return (
    <MuiTextField
      fullWidth
      {...rest}
      select
      name={field.name}
      value={selected ? selected.value : ''}
      onChange={(event) => {
        const raw = event.target.value;
        const match = options.find((option) => String(option.value) === String(raw));
        field.onChange(match ? match.value : null);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={field.disabled}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
    >
      {emptyOption && (
        <MenuItem value="">
          <em>{typeof emptyOption === 'string' ? emptyOption : t('select.none')}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
