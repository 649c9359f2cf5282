import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import { InputField } from '../form/InputField';
import { SearchIcon } from '../icons';
import { SEARCH_DEBOUNCE_MS, type SearchFilter } from '../../controllers/list/filters';

interface SearchFilterInputProps {
  filter: SearchFilter;
  /** The value in the URL. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Search text written to the URL once typing pauses (a query per keystroke would flood the API
 * and the history); Enter writes it at once. A change of the URL from elsewhere (clear filters,
 * back button) replaces the text, but the echo of what was just written does not.
 */
export function SearchFilterInput({ filter, value, onChange }: SearchFilterInputProps) {
  const [text, setText] = useState(value);
  const [state, setState] = useState({ urlValue: value, written: value });
  if (value !== state.urlValue) {
    setState({ urlValue: value, written: state.written });
    if (value !== state.written) setText(value);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const write = (next: string) => {
    clearTimeout(timer.current);
    setState((current) => ({ ...current, written: next }));
    onChange(next);
  };

  return (
    <InputField
      type="search"
      size="small"
      label={filter.label}
      placeholder={filter.placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => write(next), filter.debounceMs ?? SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') write(text);
      }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
    />
  );
}
