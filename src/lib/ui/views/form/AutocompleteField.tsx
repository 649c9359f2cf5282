import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldBaseProps } from './fieldProps';
import type { OptionValue, SelectOption } from './SelectField';
import { useBoundField } from '../../controllers/form/useBoundField';

export type AutocompleteOption<V extends OptionValue = OptionValue> = Omit<
  SelectOption<V>,
  'disabled'
>;

export interface AutocompleteFieldProps<
  T extends FieldValues = FieldValues,
  V extends OptionValue = OptionValue,
> extends FieldBaseProps<T> {
  /** For a server search, the current results; include the selected options so their labels show. */
  options: readonly AutocompleteOption<V>[];
  /** The form value is an array of option values instead of one value (or null). */
  multiple?: boolean;
  /** Server search: called with the typed text, debounced; the options are then not filtered here. */
  onInputChange?: (text: string) => void;
  debounceMs?: number;
  loading?: boolean;
  placeholder?: string;
  noOptionsText?: string;
}

/** A searchable choice (or several); the form stores option values, never option objects. */
export function AutocompleteField<
  T extends FieldValues = FieldValues,
  V extends OptionValue = OptionValue,
>(props: AutocompleteFieldProps<T, V>) {
  const { name, label, helperText, required, disabled, options, multiple = false } = props;
  const { onInputChange, debounceMs = 300, loading = false, placeholder, noOptionsText } = props;
  const { t } = useTranslation('ui');
  const { field, errorText } = useBoundField<T>(name, disabled);
  // Options picked earlier keep their label when a later search no longer returns them.
  const [known, setKnown] = useState<ReadonlyMap<V, AutocompleteOption<V>>>(() => new Map());

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    if (!onInputChange) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onInputChange(text), debounceMs);
  };

  const resolve = (value: V): AutocompleteOption<V> =>
    options.find((option) => option.value === value) ??
    known.get(value) ?? { value, label: String(value) };
  const raw: unknown = field.value;
  const isValue = (v: unknown): v is V => typeof v === 'string' || typeof v === 'number';
  const value = multiple
    ? (Array.isArray(raw) ? raw.filter(isValue) : []).map(resolve)
    : isValue(raw)
      ? resolve(raw)
      : null;

  return (
    <Autocomplete
      multiple={multiple}
      options={options}
      value={value}
      disabled={field.disabled}
      loading={loading}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      filterOptions={onInputChange ? (all) => all : undefined}
      onChange={(_event, next) => {
        const picked = next === null ? [] : Array.isArray(next) ? next : [next];
        setKnown(
          (map) => new Map([...map, ...picked.map((option) => [option.value, option] as const)]),
        );
        field.onChange(
          Array.isArray(next) ? next.map((option) => option.value) : (next?.value ?? null),
        );
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') search(text);
      }}
      onBlur={field.onBlur}
      noOptionsText={noOptionsText ?? t('autocomplete.noOptions')}
      loadingText={t('autocomplete.loading')}
      openText={t('autocomplete.open')}
      closeText={t('autocomplete.close')}
      clearText={t('autocomplete.clear')}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={placeholder}
          required={required}
          error={Boolean(errorText)}
          helperText={errorText ?? helperText}
        />
      )}
    />
  );
}
