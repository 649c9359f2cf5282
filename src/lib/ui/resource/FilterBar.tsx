import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ListParamsController } from '../list/useListParams';
import { ClearFiltersIcon } from '../icons';
import { ChoiceFilterSelect } from './ChoiceFilterSelect';
import { DateRangeFilterInputs } from './DateRangeFilterInputs';
import { hasActiveFilters, type ListFilter } from './filters';
import { SearchFilterInput } from './SearchFilterInput';

export interface FilterBarProps<F extends string> {
  filters: readonly ListFilter<F>[];
  list: Pick<ListParamsController<F>, 'filters' | 'setFilter' | 'clearFilters'>;
}

/**
 * The declared filters of a list, kept in the URL (each change returns to page 1) with a
 * "Clear filters" action while any is set. One column on phones, a wrapping grid above.
 */
export function FilterBar<F extends string>({ filters, list }: FilterBarProps<F>) {
  const { t } = useTranslation('ui');
  if (filters.length === 0) return null;

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'end',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
      }}
    >
      {filters.map((filter) => {
        const value = list.filters[filter.key] ?? '';
        const onChange = (next: string) => list.setFilter(filter.key, next);
        switch (filter.kind) {
          case 'search':
            return (
              <SearchFilterInput
                key={filter.key}
                filter={filter}
                value={value}
                onChange={onChange}
              />
            );
          case 'select':
          case 'boolean':
            return (
              <ChoiceFilterSelect
                key={filter.key}
                filter={filter}
                value={value}
                onChange={onChange}
              />
            );
          case 'dateRange':
            return (
              <Box key={filter.key} sx={{ gridColumn: { sm: 'span 2' } }}>
                <DateRangeFilterInputs filter={filter} value={value} onChange={onChange} />
              </Box>
            );
        }
      })}
      {hasActiveFilters(list.filters) && (
        <Box>
          <Button startIcon={<ClearFiltersIcon />} onClick={() => list.clearFilters()}>
            {t('filters.clear')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
