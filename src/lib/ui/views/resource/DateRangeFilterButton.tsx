import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, parseDateRange } from '@/lib/api/dateRange';
import { DateRangeIcon } from '../icons';
import {
  presetOf,
  presetRange,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
} from '../../controllers/resource/dateRangePresets';
import { useDisplayFormat } from '../../controllers/resource/displayFormat';
import { filterValueText } from './FilterChips';
import type { DateRangeFilter } from '../../controllers/list/filters';

// The date pickers (MUI X, dayjs and its locales) load when a custom range is first shown, not
// with every list that has a date filter.
const DateRangeFilterInputs = lazy(() =>
  import('./DateRangeFilterInputs').then((module) => ({ default: module.DateRangeFilterInputs })),
);

/** The height of a small outlined field: the filter lines up with the selects beside it. */
const FIELD_HEIGHT = 40;

const todayUtc = () => new Date().toISOString().slice(0, 10);

interface DateRangeFilterButtonProps {
  filter: DateRangeFilter;
  /** `from..to` in the URL. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date range as one filter control: a button that says the range ("Period: Next 7 days",
 * "Period: 01/12/2026 – 07/12/2026", "Period: Any") and opens the presets (next 7 days,
 * this month…, written as dates in the URL) and a custom range of two date pickers.
 */
export function DateRangeFilterButton({ filter, value, onChange }: DateRangeFilterButtonProps) {
  const { t } = useTranslation('ui');
  const show = useDisplayFormat();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const today = todayUtc();
  const range = parseDateRange(value);
  const preset = presetOf(range, today);
  const summary = preset
    ? t(`filters.presets.${preset}`)
    : range
      ? filterValueText(filter, value, t, show)
      : t('filters.anyRange');
  const text = t('filters.chip', { label: filter.label, value: summary });
  const choose = (next: DateRangePreset | null) => {
    onChange(next === null ? '' : formatDateRange(presetRange(next, today)));
    setAnchor(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        color={range ? 'primary' : 'inherit'}
        fullWidth
        startIcon={<DateRangeIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        title={text}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ height: FIELD_HEIGHT, justifyContent: 'flex-start', fontWeight: 400 }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {text}
        </Box>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id,
            role: 'dialog',
            'aria-label': filter.label,
            sx: { p: 2, mt: 1, width: { xs: 'calc(100vw - 32px)', sm: 400 } },
          },
        }}
      >
        <List dense disablePadding aria-label={t('filters.presetsLabel')} sx={{ mb: 2 }}>
          {DATE_RANGE_PRESETS.map((option) => (
            <ListItemButton
              key={option}
              selected={option === preset}
              aria-current={option === preset ? 'true' : undefined}
              onClick={() => choose(option)}
            >
              {t(`filters.presets.${option}`)}
            </ListItemButton>
          ))}
          {range && (
            <ListItemButton onClick={() => choose(null)}>{t('filters.anyDates')}</ListItemButton>
          )}
        </List>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
          {t('filters.customRange')}
        </Typography>
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
      </Popover>
    </>
  );
}
