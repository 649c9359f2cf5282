import { ChoiceFilterSelect } from './ChoiceFilterSelect';
import { DateRangeFilterButton } from './DateRangeFilterButton';
import type { ListFilter } from '../../controllers/list/filters';
import { SearchFilterInput } from './SearchFilterInput';

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
      return <DateRangeFilterButton filter={filter} value={value} onChange={onChange} />;
  }
}
