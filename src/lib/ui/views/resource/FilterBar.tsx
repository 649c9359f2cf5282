import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { ListParamsController } from '../../controllers/list/useListParams';
import { FilterChips } from './FilterChips';
import { FilterControl } from './FilterControl';
import { placeFilters, type ListFilter } from '../../controllers/list/filters';
import { MoreFilters } from './MoreFilters';

export interface FilterBarProps<F extends string> {
  filters: readonly ListFilter<F>[];
  list: Pick<ListParamsController<F>, 'filters' | 'setFilter' | 'clearFilters'>;
}

/** Widths in view: a select reads its longest choices, a date range its button (two dates). */
const WIDTH: Record<ListFilter['kind'], number> = {
  search: 320,
  select: 180,
  boolean: 150,
  dateRange: 230,
};

/**
 * The declared filters of a list, kept in the URL (each change returns to page 1): the search
 * and at most four filters in one line (placeFilters), the rest under "More filters" (on
 * phones, all but the search), and the filters in use as removable chips with "Clear all".
 */
export function FilterBar<F extends string>({ filters, list }: FilterBarProps<F>) {
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const isXs = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (filters.length === 0) return null;

  const placed = placeFilters(filters);
  const inView = isXs ? [] : placed.inView;
  const folded = isXs ? [...placed.inView, ...placed.folded] : placed.folded;
  const values: Partial<Record<string, string>> = list.filters;
  const set = (key: string, value: string) => list.setFilter(key as F, value);

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {/* One line from lg up (at 1280 px with the menu open): the controls shrink rather than wrap. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: { xs: 'wrap', lg: 'nowrap' },
          alignItems: 'flex-start',
          gap: 1.5,
        }}
      >
        {[...placed.search, ...inView].map((filter) => (
          <Box
            key={filter.key}
            sx={{
              ...(filter.kind === 'search'
                ? { flex: '1 1 200px', maxWidth: { sm: WIDTH.search } }
                : { flex: '0 1 auto', width: WIDTH[filter.kind] }),
              minWidth: 0,
            }}
          >
            <FilterControl
              filter={filter}
              value={values[filter.key] ?? ''}
              onChange={(next) => set(filter.key, next)}
            />
          </Box>
        ))}
        {folded.length > 0 && <MoreFilters filters={folded} values={values} onChange={set} />}
      </Box>
      <FilterChips
        filters={filters}
        values={values}
        onRemove={(key) => set(key, '')}
        onClearAll={() => list.clearFilters()}
      />
    </Box>
  );
}
