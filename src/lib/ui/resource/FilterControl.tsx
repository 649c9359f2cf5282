import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { ChoiceFilterSelect } from './ChoiceFilterSelect';
import type { ListFilter } from '../list/filters';
import { SearchFilterInput } from './SearchFilterInput';

// The date pickers (MUI X, dayjs and its locales) load with the first date filter shown, not
// with every page that imports the kit.
const DateRangeFilterInputs = lazy(() =>
  import('./DateRangeFilterInputs').then((module) => ({ default: module.DateRangeFilterInputs })),
);

/** The height of a small outlined field: the placeholder takes the pickers' place exactly. */
const FIELD_HEIGHT = 40;

export interface FilterControlProps {
  filter: ListFilter;
  /** The value in the URL. */
  value: string;
  onChange: (value: string) => void;
}

/** One declared filter's input, by its kind. */
export function FilterControl({ filter, value, onChange }: FilterControlProps) {
  switch (filter.kind) {
    case 'search':
      return <SearchFilterInput filter={filter} value={value} onChange={onChange} />;
    case 'select':
    case 'boolean':
      return <ChoiceFilterSelect filter={filter} value={value} onChange={onChange} />;
    case 'dateRange':
      return (
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <Skeleton variant="rounded" height={FIELD_HEIGHT} />
              <Skeleton variant="rounded" height={FIELD_HEIGHT} />
            </Box>
          }
        >
          <DateRangeFilterInputs filter={filter} value={value} onChange={onChange} />
        </Suspense>
      );
  }
}
