import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type {
  DeclaredFormState,
  DeclaredOptionValue,
  FieldSearch,
  FoundOption,
} from '../../controllers/resource/formDeclaration';
import { AutocompleteField } from '../form/AutocompleteField';
import type { FieldBaseProps } from '../form/fieldProps';

interface SearchSelectFieldProps<R> extends FieldBaseProps {
  search: FieldSearch<R>;
  form: DeclaredFormState<R>;
  placeholder?: string;
}

/** A pick copies the fields it fills into the form; the values a record loads with stay its own. */
function useFillsOfPick(name: string, seen: ReadonlyMap<DeclaredOptionValue, FoundOption>) {
  const { setValue } = useFormContext();
  const picked: unknown = useWatch({ name });
  const previous = useRef(picked);
  useEffect(() => {
    if (picked === previous.current) return;
    previous.current = picked;
    const isValue = typeof picked === 'string' || typeof picked === 'number';
    const fills = isValue ? seen.get(picked)?.fills : undefined;
    for (const [field, value] of Object.entries(fills ?? {}))
      setValue(field, value, { shouldDirty: true });
  }, [picked, seen, setValue]);
}

/**
 * A select searched on the server as typed (`select` with `search`): the record's choice (edit,
 * duplicate) is labelled before any search, and a pick fills the fields its choice names.
 */
export function SearchSelectField<R>({ search, form, ...props }: SearchSelectFieldProps<R>) {
  const [text, setText] = useState('');
  const { found, loading } = search.useFound(text);
  // Every choice found while the form is open: a pick reads what it fills from it.
  const [seen] = useState(() => new Map<DeclaredOptionValue, FoundOption>());
  useEffect(() => {
    for (const option of found) seen.set(option.value, option);
  }, [found, seen]);
  useFillsOfPick(props.name, seen);
  const record = form.mode === 'add' ? undefined : form.record;
  const options = useMemo(() => {
    const current = record && search.current?.(record);
    return current && !found.some((option) => option.value === current.value)
      ? [current, ...found]
      : found;
  }, [found, record, search]);
  return (
    <AutocompleteField {...props} options={options} onInputChange={setText} loading={loading} />
  );
}
