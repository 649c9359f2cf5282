import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterListIcon } from '../icons';
import { FilterControl } from './FilterControl';
import { countActive, type ListFilter } from '../../controllers/list/filters';

interface MoreFiltersProps {
  filters: readonly ListFilter[];
  values: Partial<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}

/**
 * The folded filters behind one button that counts those in use ("More filters (2)"), opened
 * in a popover: one column on phones, two above.
 */
export function MoreFilters({ filters, values, onChange }: MoreFiltersProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = countActive(filters, values);

  return (
    <>
      <Button
        variant="outlined"
        color={count > 0 ? 'primary' : 'inherit'}
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ height: 40, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {count > 0 ? t('filters.moreActive', { count }) : t('filters.more')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id,
            role: 'dialog',
            'aria-label': t('filters.more'),
            sx: { p: 2, mt: 1, width: { xs: 'calc(100vw - 32px)', sm: 520 } },
          },
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {filters.map((filter) => (
            <Box
              key={filter.key}
              sx={{ gridColumn: filter.kind === 'dateRange' ? '1 / -1' : undefined }}
            >
              <FilterControl
                filter={filter}
                value={values[filter.key] ?? ''}
                onChange={(next) => onChange(filter.key, next)}
              />
            </Box>
          ))}
        </Box>
      </Popover>
    </>
  );
}
